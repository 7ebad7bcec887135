import { Flex, Typography, theme } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { UserDto } from '@rtm/contracts';
import { useShellTranslation } from '../i18n';
import { SidebarFooter } from './SidebarFooter';
import { SidebarMenu } from './SidebarMenu';

export interface SidebarContentProps {
  user: UserDto | null;
  collapsed: boolean;
  onNavigate?: () => void;
}

/** Brand, menu and footer; shown in the desktop sider and in the mobile sheet. */
export function SidebarContent({ user, collapsed, onNavigate }: SidebarContentProps) {
  const { token } = theme.useToken();
  const { t } = useShellTranslation();
  return (
    <Flex vertical style={{ height: '100%' }}>
      <Flex align="center" gap={8} style={{ padding: collapsed ? '16px 0' : 16, justifyContent: collapsed ? 'center' : 'flex-start' }}>
        <SafetyCertificateOutlined style={{ fontSize: 20, color: token.colorPrimary }} />
        {!collapsed && (
          <Typography.Text strong ellipsis>
            {t('app.name')}
          </Typography.Text>
        )}
      </Flex>
      <div style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <SidebarMenu user={user} collapsed={collapsed} onNavigate={onNavigate} />
      </div>
      <div style={{ padding: collapsed ? 4 : 12, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        <SidebarFooter user={user} collapsed={collapsed} />
      </div>
    </Flex>
  );
}
