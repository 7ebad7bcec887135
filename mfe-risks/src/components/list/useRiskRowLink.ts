import type { RiskView } from '@rtm/contracts';
import type { RowLink } from '@rtm/frontend/ui';
import { useRisksTranslation } from '../../i18n';

/** A risk of the list (table row or card) opens /risks/{id}; its name for screen readers is its code and title. */
export function useRiskRowLink(): RowLink<RiskView> {
  const { t } = useRisksTranslation();
  return {
    path: (risk) => `/risks/${risk.id}`,
    label: (risk) => t('list.openRisk', { code: risk.riskId, title: risk.title }),
    testId: 'risk-row',
  };
}
