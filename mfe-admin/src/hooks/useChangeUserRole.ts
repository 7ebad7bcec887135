import { useMutation } from '@tanstack/react-query';
import { useToast } from '@rtm/frontend/ui';
import { changeUserRole } from '../api/adminApi';
import { activityKeys } from '@rtm/frontend/activity';
import { directoryKeys } from '@rtm/frontend/directory';
import { useInvalidate } from './useInvalidate';
import { useAdminTranslation } from '../i18n';

export function useChangeUserRole() {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => {
      toast.success(t('users.roleUpdated'));
      void invalidate(directoryKeys.users, activityKeys.all);
    },
    onError: () => toast.error(t('users.roleFailed')),
  });
}
