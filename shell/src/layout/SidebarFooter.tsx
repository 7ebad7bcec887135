import { Button, Flex, Typography } from 'antd';
import { LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { displayName, type UserDto } from '@rtm/contracts';
import { logout } from '@rtm/frontend/auth';
import { useLanguage } from '@rtm/frontend/i18n';
import { DelayedTooltip, InitialsAvatar } from '@rtm/frontend/ui';
import { useShellTranslation } from '../i18n';

/** Display name, role (underscores as spaces), initials avatar and Logout; a Login link when signed out. */
export function SidebarFooter({ user, collapsed }: { user: UserDto | null; collapsed: boolean }) {
  const { t } = useShellTranslation();
  const { direction } = useLanguage();
  if (!user) {
    return (
      <Link to="/login">
        <Button type="text" icon={<LoginOutlined />} block>
          {!collapsed && t('footer.login')}
        </Button>
      </Link>
    );
  }
  const logoutButton = (
    <Button type="text" icon={<LogoutOutlined />} onClick={() => void logout()} aria-label={t('footer.logout')} block={!collapsed}>
      {!collapsed && t('footer.logout')}
    </Button>
  );
  return (
    <Flex vertical gap={8} data-testid="sidebar-footer">
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        <InitialsAvatar person={user} />
        {!collapsed && (
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis style={{ display: 'block' }} data-testid="user-display-name">
              {displayName(user)}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }} data-testid="user-role">
              {t(`footer.role.${user.role}`)}
            </Typography.Text>
          </div>
        )}
      </Flex>
      {collapsed ? (
        <DelayedTooltip title={t('footer.logout')} placement={direction === 'rtl' ? 'left' : 'right'}>
          {logoutButton}
        </DelayedTooltip>
      ) : (
        logoutButton
      )}
    </Flex>
  );
}
