import { useMutation } from '@tanstack/react-query';
import { useToast } from '@rtm/frontend/ui';
import { setDepartmentManager } from '../api/adminApi';
import { activityKeys } from '@rtm/frontend/activity';
import { directoryKeys } from '@rtm/frontend/directory';
import { useInvalidate } from './useInvalidate';
import { useAdminTranslation } from '../i18n';

export function useSetDepartmentManager() {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: setDepartmentManager,
    onSuccess: () => {
      toast.success(t('departments.managerAssigned'));
      void invalidate(directoryKeys.departments, activityKeys.all);
    },
    onError: () => toast.error(t('departments.managerFailed')),
  });
}
