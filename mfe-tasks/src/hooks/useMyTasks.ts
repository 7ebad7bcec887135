import { useQuery } from '@tanstack/react-query';
import { LIMITS, type Page, type TaskView } from '@rtm/contracts';
import { apiGetPage } from '@rtm/frontend/api-client';
import { taskKeys } from '../api/task.keys';

/** GET /api/tasks/my-tasks (the signed-in user's tasks, up to the server's page maximum): the board widget's default. */
export function useMyTasks(enabled = true) {
  return useQuery<Page<TaskView>>({
    queryKey: taskKeys.mine,
    queryFn: () => apiGetPage<TaskView>(`/api/tasks/my-tasks?limit=${LIMITS.taskPageMax}`),
    enabled,
  });
}
