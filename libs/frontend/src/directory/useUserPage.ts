import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, UserDto, UserListEntry } from '@rtm/contracts';
import { directoryKeys } from './directory.keys';
import { fetchUsersPage, type UserQuery } from './userQuery';

/** One filtered page of GET /api/users with its total (X-Total-Count); the previous page stays while the next loads. */
export function useUserPage<U extends UserListEntry = UserDto>(query: UserQuery) {
  return useQuery<Page<U>>({
    queryKey: [...directoryKeys.users, 'page', query],
    queryFn: () => fetchUsersPage<U>(query),
    placeholderData: keepPreviousData,
  });
}
