import { Button, Flex, Tooltip, Typography } from 'antd';
import { LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { displayName, humanize, type UserDto } from '@rtm/contracts';
import { logout } from '@rtm/frontend/auth';
import { InitialsAvatar } from '@rtm/frontend/ui';

/** Display name, role (underscores as spaces), initials avatar and Logout; a Login link when signed out. */
export function SidebarFooter({ user, collapsed }: { user: UserDto | null; collapsed: boolean }) {
  if (!user) {
    return (
      <Link to="/login">
        <Button type="text" icon={<LoginOutlined />} block>
          {!collapsed && 'Login'}
        </Button>
      </Link>
    );
  }
  const logoutButton = (
    <Button type="text" icon={<LogoutOutlined />} onClick={() => void logout()} aria-label="Logout" block={!collapsed}>
      {!collapsed && 'Logout'}
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
              {humanize(user.role)}
            </Typography.Text>
          </div>
        )}
      </Flex>
      {collapsed ? (
        <Tooltip title="Logout" placement="right" mouseEnterDelay={0.7}>
          {logoutButton}
        </Tooltip>
      ) : (
        logoutButton
      )}
    </Flex>
  );
}
