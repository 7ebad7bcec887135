import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { serverMessage } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import { createTask, deleteTask, updateTask } from '../api/taskApi';
import { staleAfterTaskChange } from '../api/task.keys';
import { useTasksTranslation } from '../i18n';
import { useInvalidateTasks } from './useInvalidateTasks';

/** POST /api/tasks; toast 'Task created', refresh task, activity and risk lists, go to /tasks. */
export function useCreateTask() {
  const toast = useToast();
  const { t } = useTasksTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => {
      toast.success(t('toast.created'));
      void invalidate();
      navigate('/tasks');
    },
    onError: (err) => toast.error(serverMessage(err, t('toast.createFailed'))),
  });
}

/** PATCH /api/tasks/{id} from the edit form; toast 'Task updated', go to /tasks/{id}; the server's message or 'Failed to update task'. */
export function useEditTask() {
  const toast = useToast();
  const { t } = useTasksTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: (_task, { id }) => {
      toast.success(t('toast.updated'));
      void invalidate();
      navigate(`/tasks/${id}`);
    },
    onError: (err) => toast.error(serverMessage(err, t('toast.updateFailed'))),
  });
}

/**
 * PATCH /api/tasks/{id} from the detail screen or the board (status, priority, Mark Complete): toast
 * 'Success' / 'Task updated successfully'; a refusal shows the server's reason after 'Failed to update task'.
 */
export function useChangeTask() {
  const toast = useToast();
  const { t } = useTasksTranslation();
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: () => toast.success(t('toast.success'), t('toast.changed')),
    onError: (err) => {
      const reason = serverMessage(err, '');
      toast.error(reason ? t('toast.updateFailedReason', { reason }) : t('toast.updateFailed'));
    },
    onSettled: () => invalidate(),
  });
}

/** DELETE /api/tasks/{id}; toast 'Task deleted successfully', go to /tasks; its queries leave the cache (no 404 refetch). */
export function useDeleteTask() {
  const toast = useToast();
  const { t } = useTasksTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_void, id) => {
      toast.success(t('toast.deleted'));
      const aboutDeleted = (query: Query) => query.queryKey.includes(id);
      void queryClient.cancelQueries({ predicate: aboutDeleted });
      queryClient.removeQueries({ predicate: aboutDeleted });
      for (const queryKey of staleAfterTaskChange) void queryClient.invalidateQueries({ queryKey, predicate: (q) => !aboutDeleted(q) });
      navigate('/tasks');
    },
    onError: (err) => {
      const reason = serverMessage(err, '');
      toast.error(reason ? t('toast.deleteFailedReason', { reason }) : t('toast.deleteFailed'));
    },
  });
}
