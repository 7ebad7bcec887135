import { useState } from 'react';
import { Select } from 'antd';
import { USER_ROLES, type UserDto } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { useChangeUserRole } from '../../hooks/useChangeUserRole';
import { useAdminTranslation } from '../../i18n';
import { ReassignHoldingsDialog } from './ReassignHoldingsDialog';

/**
 * Inline role change; the user's department is sent along so it is kept. Wide enough for every role's name.
 * A demotion refused because the user still holds work opens the reassign dialog, which retries it.
 */
export function UserRoleSelect({ user }: { user: UserDto }) {
  const [refused, setRefused] = useState<Parameters<ReturnType<typeof useChangeUserRole>['mutateAsync']>[0] | null>(null);
  const changeRole = useChangeUserRole(setRefused);
  const { t } = useAdminTranslation();
  const labels = useEnumLabels();
  return (
    <>
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
      {refused && (
        <ReassignHoldingsDialog user={user} open onClose={() => setRefused(null)} retry={() => changeRole.mutateAsync(refused)} />
      )}
    </>
  );
}
