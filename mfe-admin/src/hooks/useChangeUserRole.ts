import { useMutation } from '@tanstack/react-query';
import { useToast } from '@rtm/frontend/ui';
import { changeUserRole } from '../api/adminApi';
import { activityKeys } from '@rtm/frontend/activity';
import { directoryKeys } from '@rtm/frontend/directory';
import { useInvalidate } from './useInvalidate';
import { holdsWork } from './useUserAccount';
import { useAdminTranslation } from '../i18n';

type RoleChange = Parameters<typeof changeUserRole>[0];

/** A role change; a demotion refused because the user still holds work (409) goes to `onConflict` when given. */
export function useChangeUserRole(onConflict?: (vars: RoleChange) => void) {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => {
      toast.success(t('users.roleUpdated'));
      void invalidate(directoryKeys.users, activityKeys.all);
    },
    onError: (err, vars) => {
      if (onConflict && holdsWork(err)) onConflict(vars);
      else toast.error(t('users.roleFailed'));
    },
  });
}
