import { useMutation } from '@tanstack/react-query';
import { ApiError, serverMessage } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import { activityKeys } from '@rtm/frontend/activity';
import { directoryKeys } from '@rtm/frontend/directory';
import { resetUserPassword, setUserActive } from '../api/adminApi';
import { useInvalidate } from './useInvalidate';
import { useAdminTranslation } from '../i18n';

/** A 409 of a demotion or deactivation: the user still owns open risks or manages a department. */
export const holdsWork = (err: unknown) => err instanceof ApiError && err.status === 409;

/**
 * Deactivate or activate a user. A refusal because they still hold work (409) goes to `onConflict` (the
 * reassign dialog) when given; other refusals show the server's words.
 */
export function useSetUserActive(onConflict?: (vars: { userId: string; isActive: boolean }) => void) {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: (user) => {
      toast.success(t(user.isActive ? 'users.activated' : 'users.deactivated'));
      void invalidate(directoryKeys.users, activityKeys.all);
    },
    onError: (err, vars) => {
      if (onConflict && holdsWork(err)) onConflict(vars);
      else toast.error(serverMessage(err, t('users.activeFailed')));
    },
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
