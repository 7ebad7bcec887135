import { useMutation } from '@tanstack/react-query';
import { serverMessage } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import { createUser } from '../api/adminApi';
import { activityKeys } from '@rtm/frontend/activity';
import { directoryKeys } from '@rtm/frontend/directory';
import { useInvalidate } from './useInvalidate';

export function useCreateUser() {
  const toast = useToast();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => {
      toast.success('User Created');
      void invalidate(directoryKeys.users, activityKeys.all);
    },
    onError: (err) => toast.error(serverMessage(err, 'Failed to create user')),
  });
}
