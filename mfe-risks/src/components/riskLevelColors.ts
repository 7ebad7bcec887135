import type { RiskLevel } from '@rtm/contracts';

/** antd preset colours per level. */
export const RISK_LEVEL_COLORS: Record<RiskLevel, string> = {
  low: 'green',
  medium: 'gold',
  high: 'orange',
  critical: 'red',
};
