import { Button, Card, Flex, Typography } from 'antd';
import type { DepartmentRiskSummaryDto, RiskLevel } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { EmptyState, RISK_LEVEL_TONES, SkeletonRows, ToneTag } from '@rtm/frontend/ui';
import { useDepartmentRiskSummary } from '../hooks/useDepartmentRiskSummary';
import { useRisksTranslation } from '../i18n';

export interface DepartmentRiskSummaryProps {
  /** 'Risks by Department' (executive) or e.g. 'Risks by Department by severity' (manager, system admin). */
  title?: string;
}

const SEVERITIES: readonly { level: RiskLevel; count: (row: DepartmentRiskSummaryDto) => number }[] = [
  { level: 'critical', count: (r) => r.criticalCount },
  { level: 'high', count: (r) => r.highCount },
  { level: 'medium', count: (r) => r.mediumCount },
  { level: 'low', count: (r) => r.lowCount },
];

/**
 * Exposed as `./DepartmentRiskSummary` (SPEC section 2): one card per department that has risks, with
 * its name, a badge per severity (Critical, High, Medium, Low; only when above 0) and the total.
 */
export function DepartmentRiskSummary({ title }: DepartmentRiskSummaryProps) {
  const { data, isLoading, isError, refetch } = useDepartmentRiskSummary();
  const { t } = useRisksTranslation();
  const labels = useEnumLabels();
  const rows = (data ?? []).filter((r) => r.totalRisks > 0).sort((a, b) => b.totalRisks - a.totalRisks);

  return (
    <Card title={title ?? t('summary.title')} data-testid="department-risk-summary">
      {isLoading ? (
        <SkeletonRows count={3} />
      ) : isError ? (
        <EmptyState
          title={t('summary.loadFailed')}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <EmptyState title={t('summary.empty')} />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }}>
          {rows.map((row) => (
            <Card key={row.departmentId} size="small" data-testid="department-risk-card">
              <Flex vertical gap={8}>
                <Flex justify="space-between" align="baseline" gap={8}>
                  <Typography.Text strong ellipsis={{ tooltip: true }} dir="auto">
                    {row.departmentName ?? t('form.departmentFallback', { id: row.departmentId })}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }} data-testid="department-risk-total">
                    {t('summary.total', { count: row.totalRisks })}
                  </Typography.Text>
                </Flex>
                <Flex gap={4} wrap>
                  {SEVERITIES.filter(({ count }) => count(row) > 0).map(({ level, count }) => (
                    <ToneTag key={level} tone={RISK_LEVEL_TONES[level]}>
                      {t('summary.levelCount', { level: labels.riskLevel(level), count: count(row) })}
                    </ToneTag>
                  ))}
                </Flex>
              </Flex>
            </Card>
          ))}
        </div>
      )}
    </Card>
  );
}

export default DepartmentRiskSummary;
