import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { DepartmentRiskSummaryDto, RiskLevel } from '@rtm/contracts';
import { EmptyState, SkeletonRows } from '@rtm/frontend/ui';
import { useDepartmentRiskSummary } from '../hooks/useDepartmentRiskSummary';
import { RISK_LEVEL_COLORS, riskLevelLabel } from './riskLabels';

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
export function DepartmentRiskSummary({ title = 'Risks by Department' }: DepartmentRiskSummaryProps) {
  const { data, isLoading, isError, refetch } = useDepartmentRiskSummary();
  const rows = (data ?? []).filter((r) => r.totalRisks > 0).sort((a, b) => b.totalRisks - a.totalRisks);

  return (
    <Card title={title} data-testid="department-risk-summary">
      {isLoading ? (
        <SkeletonRows count={3} />
      ) : isError ? (
        <EmptyState
          title="The department summary could not be loaded."
          action={
            <Button size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <EmptyState title="No risks found across departments" />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }}>
          {rows.map((row) => (
            <Card key={row.departmentId} size="small" data-testid="department-risk-card">
              <Flex vertical gap={8}>
                <Flex justify="space-between" align="baseline" gap={8}>
                  <Typography.Text strong ellipsis={{ tooltip: true }}>
                    {row.departmentName ?? `Department ${row.departmentId}`}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }} data-testid="department-risk-total">
                    Total: {row.totalRisks}
                  </Typography.Text>
                </Flex>
                <Flex gap={4} wrap>
                  {SEVERITIES.filter(({ count }) => count(row) > 0).map(({ level, count }) => (
                    <Tag key={level} color={RISK_LEVEL_COLORS[level]} style={{ marginInlineEnd: 0 }}>
                      {riskLevelLabel(level)}: {count(row)}
                    </Tag>
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
