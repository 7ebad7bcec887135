import { Button, Flex, Layout, Tooltip, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useThemeMode } from '@rtm/frontend/ui';

export function AppHeader({ collapsed, onToggleSidebar }: { collapsed: boolean; onToggleSidebar: () => void }) {
  const { mode, toggle } = useThemeMode();
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: 56,
        lineHeight: '56px',
        paddingInline: 12,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex justify="space-between" align="center" style={{ height: '100%' }}>
        <Tooltip title="Toggle Sidebar (Ctrl+B)" mouseEnterDelay={0.7}>
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggleSidebar}
            aria-label="Toggle Sidebar"
            data-testid="sidebar-toggle"
          />
        </Tooltip>
        <Tooltip title={mode === 'dark' ? 'Light theme' : 'Dark theme'} mouseEnterDelay={0.7}>
          <Button
            type="text"
            icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
            onClick={toggle}
            aria-label="Toggle theme"
            data-testid="theme-toggle"
          />
        </Tooltip>
      </Flex>
    </Layout.Header>
  );
}
