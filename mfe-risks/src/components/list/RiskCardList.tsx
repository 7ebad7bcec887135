import { Card, Flex, Pagination, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { displayName } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { EmptyState, RiskLevelBadge } from '@rtm/frontend/ui';
import { useRisksTranslation } from '../../i18n';
import { RiskStatusBadge } from '../badges/RiskStatusBadge';
import type { RiskTableProps } from './RiskTable';
import { useRiskPagination } from './useRiskPagination';
import { useRiskRowLink } from './useRiskRowLink';

/** The risk list below 768 px: one card per risk (code, status, title, level, type, owner) instead of a table. */
export function RiskCardList({ risks, total, query, update, loading, filtered }: RiskTableProps) {
  const navigate = useNavigate();
  const { t } = useRisksTranslation();
  const labels = useEnumLabels();
  const pagination = useRiskPagination(query, total);
  const rowLink = useRiskRowLink();
  if (!risks.length && !loading) return <EmptyState title={filtered ? t('list.emptyFiltered') : t('list.empty')} />;
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={8} data-testid="risk-cards">
        {risks.map((risk) => (
          <Card
            key={risk.id}
            size="small"
            hoverable
            role="link"
            tabIndex={0}
            aria-label={rowLink.label(risk)}
            onClick={() => navigate(rowLink.path(risk))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') navigate(rowLink.path(risk));
            }}
            data-testid={rowLink.testId}
          >
            <Flex vertical gap={6}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Typography.Text strong dir="ltr">
                  {risk.riskId}
                </Typography.Text>
                <RiskStatusBadge status={risk.status} variant="list" />
              </Flex>
              <Typography.Text style={{ overflowWrap: 'anywhere' }} dir="auto">
                {risk.title}
              </Typography.Text>
              <Flex gap={8} align="center" wrap>
                <RiskLevelBadge level={risk.riskLevel} />
                <Typography.Text type="secondary">{labels.riskType(risk.riskType)}</Typography.Text>
                {risk.owner && <Typography.Text type="secondary">{displayName(risk.owner)}</Typography.Text>}
              </Flex>
            </Flex>
          </Card>
        ))}
        <Pagination
          {...pagination}
          simple
          align="center"
          onChange={(page, pageSize) => update({ page: pageSize !== query.pageSize ? 1 : page, pageSize })}
        />
      </Flex>
    </Spin>
  );
}
