import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, TaskView } from '@rtm/contracts';
import { apiGetPage } from '@rtm/frontend/api-client';
import { taskKeys } from '../api/task.keys';
import { taskListUrl, type TaskListQuery } from '../api/taskListQuery';

/** GET /api/tasks filtered and paged on the server; the total comes from X-Total-Count. */
export function useTasks(query: TaskListQuery) {
  return useQuery<Page<TaskView>>({
    queryKey: taskKeys.list(query),
    queryFn: () => apiGetPage<TaskView>(taskListUrl(query)),
    placeholderData: keepPreviousData,
  });
}
