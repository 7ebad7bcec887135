import { Button, Flex, Layout, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useLanguage } from '@rtm/frontend/i18n';
import { DelayedTooltip, LanguageSwitch, useThemeMode } from '@rtm/frontend/ui';
import { useShellTranslation } from '../i18n';

export function AppHeader({ collapsed, onToggleSidebar }: { collapsed: boolean; onToggleSidebar: () => void }) {
  const { mode, toggle } = useThemeMode();
  const { direction } = useLanguage();
  const { t } = useShellTranslation();
  const { token } = theme.useToken();
  // The fold icons point towards the sidebar's edge: the start edge, which is the right in Arabic.
  const showsUnfold = collapsed !== (direction === 'rtl');
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
        <DelayedTooltip title={t('header.toggleSidebarHint')}>
          <Button
            type="text"
            icon={showsUnfold ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggleSidebar}
            aria-label={t('header.toggleSidebar')}
            data-testid="sidebar-toggle"
          />
        </DelayedTooltip>
        <Flex align="center" gap={4}>
          <LanguageSwitch />
          <DelayedTooltip title={mode === 'dark' ? t('header.lightTheme') : t('header.darkTheme')}>
            <Button
              type="text"
              icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
              onClick={toggle}
              aria-label={t('header.toggleTheme')}
              data-testid="theme-toggle"
            />
          </DelayedTooltip>
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
