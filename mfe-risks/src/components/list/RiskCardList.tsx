import { Flex, Typography } from 'antd';
import { displayName, type RiskSortField, type RiskView } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { RecordCardBody, ServerCardList, ToneTag, UserText } from '@rtm/frontend/ui';
import { useRisksTranslation } from '../../i18n';
import { RiskLevelCell } from '../badges/RiskLevelCell';
import { RiskStatusBadge } from '../badges/RiskStatusBadge';
import { isReviewOverdue } from '../reviews/reviewDue';
import type { RiskTableProps } from './RiskTable';
import { useRiskPagination } from './useRiskPagination';
import { useRiskRowLink } from './useRiskRowLink';

/** The risk list below 768 px: one card per risk (code, status, title, level, type, owner) instead of a table. */
export function RiskCardList({ risks, total, query, update, loading, filtered }: RiskTableProps) {
  const { t } = useRisksTranslation();
  const labels = useEnumLabels();
  const pagination = useRiskPagination(query, total);
  const rowLink = useRiskRowLink();
  return (
    <ServerCardList<RiskView, RiskSortField>
      list={{ rows: risks, loading, query, update, sortFields: {}, pagination }}
      rowLink={rowLink}
      empty={filtered ? t('list.emptyFiltered') : t('list.empty')}
      data-testid="risk-cards"
      card={(risk) => (
        <RecordCardBody code={risk.riskId} status={<RiskStatusBadge status={risk.status} variant="list" />} title={risk.title}>
          <Flex gap={8} align="center" wrap>
            <RiskLevelCell risk={risk} />
            <Typography.Text type="secondary">{labels.riskType(risk.riskType)}</Typography.Text>
            {risk.owner && <UserText type="secondary">{displayName(risk.owner)}</UserText>}
            {isReviewOverdue(risk.nextReviewDue) && (
              <ToneTag tone="red" data-testid="review-overdue">
                {t('reviews.reviewOverdue')}
              </ToneTag>
            )}
          </Flex>
        </RecordCardBody>
      )}
    />
  );
}
