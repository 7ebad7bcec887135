import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TaskHistoryEntryDto } from '@rtm/contracts';
import { useToast } from '@rtm/frontend/ui';
import { taskKeys } from '../api/task.keys';
import { useTasksTranslation } from '../i18n';

/** GET /api/tasks/{id}/history; a failure shows 'Failed to fetch task history'. */
export function useTaskHistory(taskId: string) {
  const toast = useToast();
  const { t } = useTasksTranslation();
  const query = useQuery<TaskHistoryEntryDto[]>({ queryKey: taskKeys.history(taskId), enabled: !!taskId });
  useEffect(() => {
    if (query.error) toast.error(t('toast.historyFailed'));
  }, [query.error, toast]);
  return query;
}
