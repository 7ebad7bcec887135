import { Button, Flex, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { KeyOutlined, LoginOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { displayName, type UserDto } from '@rtm/contracts';
import { logout } from '@rtm/frontend/auth';
import { useLanguage } from '@rtm/frontend/i18n';
import { DelayedTooltip, InitialsAvatar } from '@rtm/frontend/ui';
import { useShellTranslation } from '../i18n';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** Display name, role (underscores as spaces), initials avatar, My profile, Change password and Logout; a Login link when signed out. */
export function SidebarFooter({ user, collapsed }: { user: UserDto | null; collapsed: boolean }) {
  const { t } = useShellTranslation();
  const { direction } = useLanguage();
  const [changingPassword, setChangingPassword] = useState(false);
  const navigate = useNavigate();
  if (!user) {
    return (
      <Link to="/login">
        <Button type="text" icon={<LoginOutlined />} block>
          {!collapsed && t('footer.login')}
        </Button>
      </Link>
    );
  }
  const tooltipPlacement = direction === 'rtl' ? 'left' : 'right';
  const footerButton = (label: string, icon: ReactNode, onClick: () => void, testId: string) => {
    const button = (
      <Button type="text" icon={icon} onClick={onClick} aria-label={label} block={!collapsed} data-testid={testId}>
        {!collapsed && label}
      </Button>
    );
    return collapsed ? (
      <DelayedTooltip title={label} placement={tooltipPlacement}>
        {button}
      </DelayedTooltip>
    ) : (
      button
    );
  };
  return (
    <Flex vertical gap={8} data-testid="sidebar-footer">
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        <InitialsAvatar person={user} />
        {!collapsed && (
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis style={{ display: 'block' }} data-testid="user-display-name" dir="auto">
              {displayName(user)}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }} data-testid="user-role">
              {t(`footer.role.${user.role}`)}
            </Typography.Text>
          </div>
        )}
      </Flex>
      {footerButton(t('footer.profile'), <UserOutlined />, () => void navigate('/profile'), 'my-profile')}
      {footerButton(t('footer.changePassword'), <KeyOutlined />, () => setChangingPassword(true), 'change-password')}
      {footerButton(t('footer.logout'), <LogoutOutlined />, () => void logout(), 'logout')}
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Flex>
  );
}
