import { useQuery } from '@tanstack/react-query';
import type { UserDto } from '@rtm/contracts';
import { directoryKeys } from './directory.keys';

/** GET /api/users. */
export function useUsers() {
  return useQuery<UserDto[]>({ queryKey: directoryKeys.users });
}
