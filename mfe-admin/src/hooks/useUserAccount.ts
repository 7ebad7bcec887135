import { useMutation } from '@tanstack/react-query';
import { serverMessage } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import { activityKeys } from '@rtm/frontend/activity';
import { directoryKeys } from '@rtm/frontend/directory';
import { resetUserPassword, setUserActive } from '../api/adminApi';
import { useInvalidate } from './useInvalidate';
import { useAdminTranslation } from '../i18n';

/** Deactivate or activate a user; a refusal (409: still owns open risks or manages a department) shows the server's words. */
export function useSetUserActive() {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: (user) => {
      toast.success(t(user.isActive ? 'users.activated' : 'users.deactivated'));
      void invalidate(directoryKeys.users, activityKeys.all);
    },
    onError: (err) => toast.error(serverMessage(err, t('users.activeFailed'))),
  });
}

export function useResetUserPassword() {
  const toast = useToast();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: resetUserPassword,
    onSuccess: () => toast.success(t('users.passwordReset')),
    onError: (err) => toast.error(serverMessage(err, t('users.passwordResetFailed'))),
  });
}
