import { Card } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { CommentThread } from '@rtm/frontend/ui';
import { useAddRiskComment } from '../../hooks/useAddRiskComment';
import { useRiskComments } from '../../hooks/useRiskComments';
import { useRisksTranslation } from '../../i18n';

/** Comments of a risk (SPEC section 2): 'Add a comment...' with a send button beside it; empty 'No comments yet'. */
export function RiskCommentsCard({ riskId }: { riskId: string }) {
  const comments = useRiskComments(riskId);
  const { t } = useRisksTranslation();
  const addComment = useAddRiskComment(riskId);
  const list = comments.data ?? [];
  return (
    <Card title={list.length ? t('comments.titleCount', { count: list.length }) : t('comments.title')} data-testid="comments-card">
      <CommentThread
        comments={list}
        loading={comments.isLoading}
        sending={addComment.isPending}
        onSend={(content) => addComment.mutateAsync(content)}
        sendIcon={<SendOutlined />}
        texts={{
          empty: t('comments.empty'),
          placeholder: t('comments.placeholder'),
          inputLabel: t('comments.label'),
          send: t('comments.send'),
          sendLabel: t('comments.sendLabel'),
        }}
      />
    </Card>
  );
}
