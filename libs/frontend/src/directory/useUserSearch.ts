import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserListEntry, UserRole } from '@rtm/contracts';
import { directoryKeys } from './directory.keys';
import { fetchUsersPage, USER_PICKER_LIMIT } from './userQuery';
import { useDebouncedSearch } from '../ui/useDebouncedSearch';

const DEBOUNCE_MS = 250;

export interface UserSearchOptions {
  /** Only users of these roles (e.g. risk owners: managers and system admins). */
  roles?: readonly UserRole[];
  /** Ask the server only while true (a picker asks once it is opened). */
  enabled?: boolean;
}

/**
 * GET /api/users?search=...&limit=20 as the user types (debounced), first names first when nothing is
 * typed. Kept under the users' root key, so user changes refresh it.
 */
export function useUserSearch(text: string, { roles, enabled = true }: UserSearchOptions = {}) {
  const { search, pending } = useDebouncedSearch(text, DEBOUNCE_MS);
  const query = useQuery({
    queryKey: [...directoryKeys.users, 'search', { search, roles: roles ?? null }],
    queryFn: () => fetchUsersPage<UserListEntry>({ search, roles, limit: USER_PICKER_LIMIT }),
    placeholderData: keepPreviousData,
    enabled,
  });
  return {
    users: query.data?.items ?? [],
    total: query.data?.total ?? 0,
    searching: query.isFetching || pending,
    /** The first answer is on its way (nothing to show yet). */
    loading: query.isLoading,
    isError: query.isError,
  };
}
