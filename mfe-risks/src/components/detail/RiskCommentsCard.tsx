import { useState } from 'react';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { displayName } from '@rtm/contracts';
import { EmptyState, InitialsAvatar, SkeletonRows, useDateFormat } from '@rtm/frontend/ui';
import { useAddRiskComment } from '../../hooks/useAddRiskComment';
import { useRiskComments } from '../../hooks/useRiskComments';
import { useRisksTranslation } from '../../i18n';

/**
 * Comments of a risk (SPEC section 2): author name and avatar, date 'MMM d, yyyy at h:mm a', content;
 * 'Add a comment...' with a send button disabled while the text is blank or a request is pending.
 */
export function RiskCommentsCard({ riskId }: { riskId: string }) {
  const comments = useRiskComments(riskId);
  const { t } = useRisksTranslation();
  const { formatDate } = useDateFormat();
  const addComment = useAddRiskComment(riskId);
  const [text, setText] = useState('');
  const canSend = text.trim().length > 0 && !addComment.isPending;
  const list = comments.data ?? [];

  const send = () => {
    if (!canSend) return;
    addComment.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  return (
    <Card title={list.length ? t('comments.titleCount', { count: list.length }) : t('comments.title')} data-testid="comments-card">
      <Flex vertical gap={16}>
        {comments.isLoading ? (
          <SkeletonRows count={2} avatar />
        ) : list.length === 0 ? (
          <EmptyState title={t('comments.empty')} />
        ) : (
          <Flex vertical gap={16} data-testid="comment-list">
            {list.map((comment) => (
              <Flex key={comment.id} gap={12} align="flex-start" data-testid="comment">
                <InitialsAvatar person={comment.author} />
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Flex gap={8} align="baseline" wrap>
                    <Typography.Text strong dir="auto">
                      {displayName(comment.author)}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDate(comment.createdAt, 'long')}
                    </Typography.Text>
                  </Flex>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} dir="auto">
                    {comment.content}
                  </Typography.Paragraph>
                </div>
              </Flex>
            ))}
          </Flex>
        )}
        <Flex gap={8} align="flex-end">
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('comments.placeholder')}
            aria-label={t('comments.label')}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={10_000}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                send();
              }
            }}
          />
          <Button
            type="primary"
            icon={<SendOutlined />}
            onClick={send}
            disabled={!canSend}
            loading={addComment.isPending}
            aria-label={t('comments.sendLabel')}
          >
            {t('comments.send')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
