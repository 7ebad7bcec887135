import { Select } from 'antd';
import { USER_ROLES, type UserDto } from '@rtm/contracts';
import { roleLabel } from '@rtm/frontend/ui';
import { useChangeUserRole } from '../../hooks/useChangeUserRole';

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

/** Inline role change; the user's department is sent along so it is kept. */
export function UserRoleSelect({ user }: { user: UserDto }) {
  const changeRole = useChangeUserRole();
  return (
    <Select
      size="small"
      style={{ width: 150 }}
      value={user.role}
      options={ROLE_OPTIONS}
      loading={changeRole.isPending}
      disabled={changeRole.isPending}
      aria-label={`Role of ${user.username}`}
      data-testid={`role-select-${user.username}`}
      onChange={(role) => changeRole.mutate({ userId: user.id, role, departmentId: user.departmentId })}
    />
  );
}
