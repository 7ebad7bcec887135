import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskCommentView } from '@rtm/contracts';
import { useToast } from '@rtm/frontend/ui';
import { activityKeys } from '@rtm/frontend/activity';
import { taskKeys } from '../api/task.keys';
import { addTaskComment } from '../api/taskApi';
import { useTasksTranslation } from '../i18n';

/** GET /api/comments/task/{id}; a failure shows 'Failed to fetch comments'. */
export function useTaskComments(taskId: string) {
  const toast = useToast();
  const { t } = useTasksTranslation();
  const query = useQuery<TaskCommentView[]>({ queryKey: taskKeys.comments(taskId), enabled: !!taskId });
  useEffect(() => {
    if (query.error) toast.error(t('toast.commentsFailed'));
  }, [query.error, toast]);
  return query;
}

/** POST /api/comments {content, taskId, authorId: ''}; toast 'Comment added', refresh the comments, history and activity. */
export function useAddTaskComment(taskId: string) {
  const toast = useToast();
  const { t } = useTasksTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addTaskComment({ taskId, content }),
    onSuccess: () => {
      toast.success(t('toast.commentAdded'));
      void queryClient.invalidateQueries({ queryKey: taskKeys.comments(taskId) });
      void queryClient.invalidateQueries({ queryKey: taskKeys.history(taskId) });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
    onError: () => toast.error(t('toast.commentFailed')),
  });
}
