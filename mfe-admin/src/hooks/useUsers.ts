import { useQuery } from '@tanstack/react-query';
import type { UserDto } from '@rtm/contracts';
import { userKeys } from '../api/user.keys';

export function useUsers() {
  return useQuery<UserDto[]>({ queryKey: userKeys.all });
}
