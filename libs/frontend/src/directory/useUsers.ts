import { useQuery } from '@tanstack/react-query';
import type { UserDto, UserListEntry } from '@rtm/contracts';
import { directoryKeys } from './directory.keys';

/** GET /api/users (`username` and `isActive` only for system admins). */
export function useUsers() {
  return useQuery<UserListEntry[]>({ queryKey: directoryKeys.users });
}

/** GET /api/users as a system admin receives it (usernames and sign-in state included): for the users screen. */
export function useUsersWithAccounts() {
  return useQuery<UserDto[]>({ queryKey: directoryKeys.users });
}
