import { useMutation } from '@tanstack/react-query';
import { useToast } from '@rtm/frontend/ui';
import { setDepartmentManager } from '../api/adminApi';
import { activityKeys } from '@rtm/frontend/activity';
import { directoryKeys } from '@rtm/frontend/directory';
import { useInvalidate } from './useInvalidate';

export function useSetDepartmentManager() {
  const toast = useToast();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: setDepartmentManager,
    onSuccess: () => {
      toast.success('Manager assigned');
      void invalidate(directoryKeys.departments, activityKeys.all);
    },
    onError: () => toast.error('Failed to update department manager'),
  });
}
