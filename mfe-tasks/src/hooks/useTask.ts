import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TaskDetailView } from '@rtm/contracts';
import { ApiError } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import { taskKeys } from '../api/task.keys';
import { useTasksTranslation } from '../i18n';

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

/** GET /api/tasks/{id}: the task with owner, assignee, linked risks and permissions; 'Failed to fetch task' unless not found. */
export function useTask(id: string, enabled = true) {
  const toast = useToast();
  const { t } = useTasksTranslation();
  const query = useQuery<TaskDetailView>({ queryKey: taskKeys.detail(id), enabled: !!id && enabled });
  useEffect(() => {
    if (query.error && !isNotFound(query.error)) toast.error(t('toast.fetchFailed'));
  }, [query.error, toast]);
  return query;
}
