import { useMutation } from '@tanstack/react-query';
import { useToast } from '@rtm/frontend/ui';
import { createDepartment } from '../api/adminApi';
import { activityKeys } from '@rtm/frontend/activity';
import { directoryKeys } from '@rtm/frontend/directory';
import { useInvalidate } from './useInvalidate';

export function useCreateDepartment() {
  const toast = useToast();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: createDepartment,
    onSuccess: () => {
      toast.success('Department created');
      void invalidate(directoryKeys.departments, activityKeys.all);
    },
    onError: () => toast.error('Failed to create department'),
  });
}
