import { useQueries } from '@tanstack/react-query';
import type { UserListEntry } from '@rtm/contracts';
import { directoryKeys } from './directory.keys';
import { fetchUsersPage, USER_IDS_MAX } from './userQuery';

/**
 * The users a screen names (e.g. the departments' managers), asked by id in requests of at most USER_IDS_MAX ids, so
 * any of 10,000 users shows by name, not only those of a first page.
 */
export function useUsersByIds(ids: readonly string[]): UserListEntry[] {
  const unique = [...new Set(ids)].sort();
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += USER_IDS_MAX) chunks.push(unique.slice(i, i + USER_IDS_MAX));
  return useQueries({
    queries: chunks.map((chunk) => ({
      queryKey: [...directoryKeys.users, 'byIds', chunk],
      queryFn: () => fetchUsersPage<UserListEntry>({ ids: chunk, limit: chunk.length }),
    })),
    combine: (results) => results.flatMap((result) => result.data?.items ?? []),
  });
}
