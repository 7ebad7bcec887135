import { Select } from 'antd';
import { USER_ROLES, type UserDto } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { useChangeUserRole } from '../../hooks/useChangeUserRole';
import { useAdminTranslation } from '../../i18n';

/** Inline role change; the user's department is sent along so it is kept. Wide enough for every role's name. */
export function UserRoleSelect({ user }: { user: UserDto }) {
  const changeRole = useChangeUserRole();
  const { t } = useAdminTranslation();
  const labels = useEnumLabels();
  return (
    <Select
      size="small"
      style={{ width: '100%', minWidth: 150, maxWidth: 200 }}
      popupMatchSelectWidth={false}
      value={user.role}
      options={USER_ROLES.map((role) => ({ value: role, label: labels.role(role) }))}
      loading={changeRole.isPending}
      disabled={changeRole.isPending}
      aria-label={t('users.roleOf', { username: user.username })}
      data-testid={`role-select-${user.username}`}
      onChange={(role) => changeRole.mutate({ userId: user.id, role, departmentId: user.departmentId })}
    />
  );
}
