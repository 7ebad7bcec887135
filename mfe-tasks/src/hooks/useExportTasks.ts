import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { downloadFile, toQueryString } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import type { TaskListQuery } from '../api/taskListQuery';
import { useTasksTranslation } from '../i18n';

/** GET /api/tasks/export of the list's filters and order (not its page): every matching task. */
export const taskExportUrl = (query: TaskListQuery) =>
  `/api/tasks/export${toQueryString({
    search: query.search,
    status: query.status,
    priority: query.priority,
    assignedToId: query.assignedToId,
    sort: query.sort,
    order: query.sort ? query.order : null,
  })}`;

/** Downloads the export of the current filters as tasks-<day>.xlsx; a toast when it fails. */
export function useExportTasks() {
  const toast = useToast();
  const { t } = useTasksTranslation();
  return useMutation({
    mutationFn: (query: TaskListQuery) => downloadFile(taskExportUrl(query), `tasks-${dayjs().format('YYYY-MM-DD')}.xlsx`),
    onError: () => toast.error({ title: t('export.failed'), description: t('export.failedText') }),
  });
}
