import { useUrlQuery } from '@rtm/frontend/ui';
import { FILTER_NAMES, parseActivityLogQuery } from '../api/activityLogQuery';

/** The Activity Log's filters and page in the /activity URL (back and reload keep them); a filter change goes to page 1. */
export function useActivityLogQuery() {
  return useUrlQuery(parseActivityLogQuery, FILTER_NAMES);
}
