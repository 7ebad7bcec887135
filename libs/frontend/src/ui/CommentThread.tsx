import { useState, type ReactNode } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { displayName, type UserSummary } from '@rtm/contracts';
import { EmptyState } from './EmptyState';
import { InitialsAvatar } from './InitialsAvatar';
import { SkeletonRows } from './SkeletonRows';
import { UserParagraph, UserText } from './UserText';
import { useDateFormat } from './dates';

export interface ThreadComment {
  id: string;
  content: string;
  createdAt: string;
  author: UserSummary | null;
}

export interface CommentThreadProps {
  comments: readonly ThreadComment[];
  loading: boolean;
  /** A request is pending: the button is disabled and spins. */
  sending: boolean;
  /** Sends the trimmed text; resolves when it was saved (the box is emptied then), rejects when not (the caller tells why). */
  onSend: (content: string) => Promise<unknown>;
  texts: { empty: string; placeholder: string; inputLabel: string; send: string; sendLabel?: string };
  sendIcon?: ReactNode;
  /** The send button below the box (task detail) instead of beside it (risk detail). */
  buttonBelow?: boolean;
}

/**
 * Comments of a risk or a task (SPEC section 2): author avatar and name, date 'MMM d, yyyy at h:mm a',
 * content; blank or whitespace-only text is not sent and the button is disabled then (section 5).
 */
export function CommentThread({ comments, loading, sending, onSend, texts, sendIcon, buttonBelow }: CommentThreadProps) {
  const { formatDate } = useDateFormat();
  const [text, setText] = useState('');
  const canSend = text.trim().length > 0 && !sending;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim()).then(
      () => setText(''),
      () => undefined,
    );
  };

  const button = (
    <Button
      type="primary"
      icon={sendIcon}
      onClick={send}
      disabled={!canSend}
      loading={sending}
      aria-label={texts.sendLabel}
      style={buttonBelow ? { alignSelf: 'flex-end' } : undefined}
    >
      {texts.send}
    </Button>
  );

  return (
    <Flex vertical gap={16}>
      {loading ? (
        <SkeletonRows count={2} avatar />
      ) : comments.length === 0 ? (
        <EmptyState title={texts.empty} />
      ) : (
        <Flex vertical gap={16} data-testid="comment-list">
          {comments.map((comment) => (
            <Flex key={comment.id} gap={12} align="flex-start" data-testid="comment">
              <InitialsAvatar person={comment.author} />
              <div style={{ minWidth: 0, flex: 1 }}>
                <Flex gap={8} align="baseline" wrap>
                  <UserText strong>{displayName(comment.author)}</UserText>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDate(comment.createdAt, 'long')}
                  </Typography.Text>
                </Flex>
                <UserParagraph data-testid="comment-content">{comment.content}</UserParagraph>
              </div>
            </Flex>
          ))}
        </Flex>
      )}
      <Flex gap={8} align={buttonBelow ? 'stretch' : 'flex-end'} vertical={buttonBelow}>
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={texts.placeholder}
          aria-label={texts.inputLabel}
          autoSize={{ minRows: buttonBelow ? 3 : 2, maxRows: 6 }}
          maxLength={10_000}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              send();
            }
          }}
        />
        {button}
      </Flex>
    </Flex>
  );
}
