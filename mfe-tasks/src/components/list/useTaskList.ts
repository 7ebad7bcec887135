import type { TaskSortField, TaskView } from '@rtm/contracts';
import { listPagination, type RowLink, type ServerList } from '@rtm/frontend/ui';
import { PAGE_SIZES, type TaskListQuery } from '../../api/taskListQuery';
import type { useTaskListQuery } from '../../hooks/useTaskListQuery';
import { useTasksTranslation } from '../../i18n';

export interface TaskTableProps {
  tasks: readonly TaskView[];
  total: number;
  query: TaskListQuery;
  update: ReturnType<typeof useTaskListQuery>['update'];
  loading: boolean;
}

/** Sortable columns (by key) and the server's sort field behind each. */
export const TASK_SORT_FIELDS: Record<string, TaskSortField> = {
  taskId: 'taskId',
  title: 'title',
  status: 'status',
  priority: 'priority',
  dueDate: 'dueDate',
};

/** The task list as the table and the phone's cards share it: the page of rows, its paging, and where a row leads. */
export function useTaskList({ tasks, total, query, update, loading }: TaskTableProps): {
  list: ServerList<TaskView, TaskSortField>;
  rowLink: RowLink<TaskView>;
} {
  const { t } = useTasksTranslation();
  const pagination = listPagination(query, total, PAGE_SIZES, (from, to, n) => t('list.range', { from, to, total: n }));
  return {
    list: { rows: tasks, loading, query, update, sortFields: TASK_SORT_FIELDS, pagination },
    rowLink: {
      path: (task) => `/tasks/${task.id}`,
      label: (task) => t('list.openTask', { code: task.taskId, title: task.title }),
      testId: 'task-row',
    },
  };
}
