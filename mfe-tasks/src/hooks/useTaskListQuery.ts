import { useUrlQuery } from '@rtm/frontend/ui';
import { FILTER_NAMES, parseTaskListQuery } from '../api/taskListQuery';

/** The list's filters, page, order and view (table or board) live in the URL of /tasks. */
export function useTaskListQuery() {
  return useUrlQuery(parseTaskListQuery, FILTER_NAMES);
}
