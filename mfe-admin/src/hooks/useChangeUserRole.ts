import { useMutation } from '@tanstack/react-query';
import { useToast } from '@rtm/frontend/ui';
import { changeUserRole } from '../api/adminApi';
import { activityKeys } from '@rtm/frontend/activity';
import { directoryKeys } from '@rtm/frontend/directory';
import { useInvalidate } from './useInvalidate';

export function useChangeUserRole() {
  const toast = useToast();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => {
      toast.success('Updated');
      void invalidate(directoryKeys.users, activityKeys.all);
    },
    onError: () => toast.error('Failed to update user role'),
  });
}
