import type { RiskStatus } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { RISK_STATUS_TONES, ToneTag } from '@rtm/frontend/ui';

/** `variant="list"` shows mitigation_in_progress as 'In Progress' (the risk list). */
export function RiskStatusBadge({ status, variant = 'full' }: { status: RiskStatus; variant?: 'list' | 'full' }) {
  const labels = useEnumLabels();
  return (
    <ToneTag tone={RISK_STATUS_TONES[status] ?? 'neutral'} data-testid="risk-status-badge">
      {labels.riskStatus(status, variant)}
    </ToneTag>
  );
}
