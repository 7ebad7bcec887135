import { Tag } from 'antd';
import type { RiskStatus } from '@rtm/contracts';
import { RISK_STATUS_COLORS, riskStatusLabel } from '../riskLabels';

/** `variant="list"` shows mitigation_in_progress as 'In Progress' (the risk list). */
export function RiskStatusBadge({ status, variant = 'full' }: { status: RiskStatus; variant?: 'list' | 'full' }) {
  return (
    <Tag color={RISK_STATUS_COLORS[status]} data-testid="risk-status-badge">
      {riskStatusLabel(status, variant)}
    </Tag>
  );
}
