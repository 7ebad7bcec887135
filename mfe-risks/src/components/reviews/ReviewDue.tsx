import { Flex, Typography } from 'antd';
import { ToneTag, useDateFormat } from '@rtm/frontend/ui';
import { useRisksTranslation } from '../../i18n';
import { isReviewOverdue } from './reviewDue';

/**
 * A risk's next review's due day (issue 26); an overdue one is marked with an 'Overdue' tag (words, not colour alone).
 * A dash when none is due (a closed risk, or an answer from before reviews).
 */
export function ReviewDue({ nextReviewDue }: { nextReviewDue: string | null | undefined }) {
  const { t } = useRisksTranslation();
  const { formatDate } = useDateFormat();
  if (!nextReviewDue) return <Typography.Text type="secondary">—</Typography.Text>;
  const overdue = isReviewOverdue(nextReviewDue);
  return (
    <Flex gap={4} align="center" wrap component="span" data-testid="review-due" data-overdue={overdue}>
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(nextReviewDue, 'medium')}</span>
      {overdue && <ToneTag tone="red">{t('reviews.overdue')}</ToneTag>}
    </Flex>
  );
}
