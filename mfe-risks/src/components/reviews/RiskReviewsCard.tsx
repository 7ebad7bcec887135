import { useState } from 'react';
import { Button, Card, Divider, Flex, Pagination, Typography } from 'antd';
import { displayName, type ReviewOutcome, type RiskDetailView, type RiskReviewDto } from '@rtm/contracts';
import { EvidenceList } from '@rtm/frontend/attachments';
import { useCurrentUser } from '@rtm/frontend/auth';
import { EmptyState, SkeletonRows, ToneTag, UserParagraph, UserText, useDateFormat, type Tone } from '@rtm/frontend/ui';
import { REVIEWS_PAGE_SIZE, useRiskReviews } from '../../hooks/useRiskReviews';
import { useRisksTranslation } from '../../i18n';
import { FieldList } from '../detail/FieldList';
import { ReviewDialog } from './ReviewDialog';
import { ReviewDue } from './ReviewDue';
import { mayReview } from './reviewDue';
import { scoreChanges } from './reviewScores';

const OUTCOME_TONES: Record<ReviewOutcome, Tone> = { confirmed: 'green', rescored: 'blue', closed: 'neutral' };

/**
 * Reviews (issue 26): when the risk was last reviewed and its next review is due (an overdue one tagged), Review for
 * those allowed, and its reviews, newest first, a page at a time: who, when, the outcome, the scores before and after,
 * the comment.
 */
export function RiskReviewsCard({ risk }: { risk: RiskDetailView }) {
  const { t } = useRisksTranslation();
  const { formatDate } = useDateFormat();
  const { user } = useCurrentUser();
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState(false);
  const reviews = useRiskReviews(risk.id, page);
  const total = reviews.data?.total ?? 0;

  return (
    <Card
      title={t('reviews.title')}
      data-testid="risk-reviews-card"
      extra={
        mayReview(user, risk) && (
          <Button type="primary" onClick={() => setReviewing(true)} data-testid="review-risk">
            {t('reviews.review')}
          </Button>
        )
      }
    >
      <Flex vertical gap={12}>
        <FieldList
          items={[
            {
              key: 'last',
              label: t('reviews.lastReviewed'),
              children: (
                <span data-testid="last-reviewed">
                  {risk.lastReviewedAt ? formatDate(risk.lastReviewedAt, 'long') : t('reviews.never')}
                </span>
              ),
            },
            {
              key: 'next',
              label: t('reviews.nextDue'),
              children: risk.status === 'closed' ? t('reviews.noneClosed') : <ReviewDue nextReviewDue={risk.nextReviewDue} />,
            },
          ]}
        />
        <Divider style={{ margin: 0 }} />
        {reviews.isLoading ? (
          <SkeletonRows count={2} />
        ) : reviews.isError && !reviews.data ? (
          <Typography.Text type="danger">{t('reviews.loadFailed')}</Typography.Text>
        ) : total === 0 ? (
          <EmptyState title={t('reviews.none')} data-testid="reviews-empty" />
        ) : (
          <Flex vertical>
            {reviews.data?.items.map((review, i) => (
              <ReviewEntry key={review.id} review={review} first={i === 0} />
            ))}
            {total > REVIEWS_PAGE_SIZE && (
              <Pagination
                size="small"
                simple
                current={page}
                pageSize={REVIEWS_PAGE_SIZE}
                total={total}
                onChange={setPage}
                style={{ marginTop: 12, alignSelf: 'center' }}
              />
            )}
          </Flex>
        )}
      </Flex>
      <ReviewDialog risk={risk} open={reviewing} onClose={() => setReviewing(false)} />
    </Card>
  );
}

function ReviewEntry({ review, first }: { review: RiskReviewDto; first: boolean }) {
  const { t } = useRisksTranslation();
  const { formatDate } = useDateFormat();
  return (
    <div data-testid="risk-review-entry" data-outcome={review.outcome}>
      {!first && <Divider style={{ margin: '8px 0' }} />}
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Flex gap={8} align="center" wrap>
          <ToneTag tone={OUTCOME_TONES[review.outcome]}>{t(`reviews.outcomes.${review.outcome}`)}</ToneTag>
          {review.reviewedBy ? (
            <UserText type="secondary">{displayName(review.reviewedBy)}</UserText>
          ) : (
            <Typography.Text type="secondary">{t('history.unknownUser')}</Typography.Text>
          )}
          <Typography.Text type="secondary">{formatDate(review.reviewedAt, 'long')}</Typography.Text>
        </Flex>
        {scoreChanges(review.before, review.after).map((change) => (
          <Typography.Text key={change.kind} data-testid={`review-${change.kind}`}>
            {change.changed
              ? t('reviews.scoreChanged', {
                  kind: t(`assessment.kinds.${change.kind}`),
                  from: change.before ?? t('assessment.notAssessed'),
                  to: change.after ?? t('assessment.notAssessed'),
                })
              : t('reviews.scoreKept', { kind: t(`assessment.kinds.${change.kind}`), score: change.after ?? t('assessment.notAssessed') })}
          </Typography.Text>
        ))}
        <UserParagraph>{review.comment}</UserParagraph>
        <EvidenceList riskId={review.riskId} ids={review.evidenceIds ?? []} />
      </Flex>
    </div>
  );
}
