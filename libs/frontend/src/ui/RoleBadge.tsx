import { Tag } from 'antd';
import type { UserRole } from '@rtm/contracts';
import { roleLabel } from './roleLabel';

const ROLE_COLORS: Record<UserRole, string> = {
  system_admin: 'red',
  executive: 'purple',
  manager: 'blue',
  team_member: 'default',
};

export function RoleBadge({ role }: { role: UserRole }) {
  return (
    <Tag color={ROLE_COLORS[role] ?? 'default'} data-testid="role-badge">
      {roleLabel(role)}
    </Tag>
  );
}
