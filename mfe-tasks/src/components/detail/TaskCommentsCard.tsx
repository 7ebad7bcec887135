import { Card } from 'antd';
import { CommentThread } from '@rtm/frontend/ui';
import { useAddTaskComment, useTaskComments } from '../../hooks/useTaskComments';
import { useTasksTranslation } from '../../i18n';

/** Comments of a task (SPEC section 2): count, textarea, 'Post Comment'; empty 'No comments yet. Be the first to comment!'. */
export function TaskCommentsCard({ taskId }: { taskId: string }) {
  const comments = useTaskComments(taskId);
  const addComment = useAddTaskComment(taskId);
  const { t } = useTasksTranslation();
  const list = comments.data ?? [];
  return (
    <Card title={t('comments.titleCount', { count: list.length })} data-testid="comments-card">
      <CommentThread
        comments={list}
        loading={comments.isLoading}
        sending={addComment.isPending}
        onSend={(content) => addComment.mutateAsync(content)}
        buttonBelow
        texts={{
          empty: t('comments.empty'),
          placeholder: t('comments.placeholder'),
          inputLabel: t('comments.label'),
          send: t('comments.post'),
        }}
      />
    </Card>
  );
}
