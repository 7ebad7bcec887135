import type { RiskLevel } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { ToneTag } from '@rtm/frontend/ui';
import { RISK_LEVEL_TONES } from '../riskLabels';

export function RiskLevelBadge({ level }: { level: RiskLevel }) {
  const labels = useEnumLabels();
  return (
    <ToneTag tone={RISK_LEVEL_TONES[level]} data-testid="risk-level-badge">
      {labels.riskLevel(level)}
    </ToneTag>
  );
}
