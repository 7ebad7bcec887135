import { useMutation } from '@tanstack/react-query';
import { serverMessage } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import { createDepartment } from '../api/adminApi';
import { activityKeys } from '@rtm/frontend/activity';
import { directoryKeys } from '@rtm/frontend/directory';
import { useInvalidate } from './useInvalidate';
import { useAdminTranslation } from '../i18n';

export function useCreateDepartment() {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: createDepartment,
    onSuccess: () => {
      toast.success(t('departments.created'));
      void invalidate(directoryKeys.departments, activityKeys.all);
    },
    // The server's reason (a name already taken, a refused field) says what to change; the generic text only when it gave none.
    onError: (error) => toast.error(serverMessage(error, t('departments.createFailed'))),
  });
}
