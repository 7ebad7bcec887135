import { useMutation } from '@tanstack/react-query';
import { useToast } from '@rtm/frontend/ui';
import { createDepartment } from '../api/adminApi';
import { activityKeys } from '../api/activity.keys';
import { departmentKeys } from '../api/department.keys';
import { useInvalidate } from './useInvalidate';

export function useCreateDepartment() {
  const toast = useToast();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: createDepartment,
    onSuccess: () => {
      toast.success('Department created');
      void invalidate(departmentKeys.all, activityKeys.all);
    },
    onError: () => toast.error('Failed to create department'),
  });
}
