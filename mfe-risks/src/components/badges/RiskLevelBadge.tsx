import { Tag } from 'antd';
import type { RiskLevel } from '@rtm/contracts';
import { RISK_LEVEL_COLORS, riskLevelLabel } from '../riskLabels';

export function RiskLevelBadge({ level }: { level: RiskLevel }) {
  return (
    <Tag color={RISK_LEVEL_COLORS[level]} data-testid="risk-level-badge">
      {riskLevelLabel(level)}
    </Tag>
  );
}
