import { useUrlQuery } from '@rtm/frontend/ui';
import { FILTER_NAMES, parseUsersScreenQuery } from '../api/usersQuery';

/** User Management's search, filters and page in the /users URL; a filter change goes to page 1. */
export function useUsersScreenQuery() {
  return useUrlQuery(parseUsersScreenQuery, FILTER_NAMES);
}
