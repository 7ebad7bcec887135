import { useQuery } from '@tanstack/react-query';
import type { RiskDetailView } from '@rtm/contracts';
import { riskKeys } from '../api/risk.keys';

/** GET /api/risks/{id}: the risk with owner, departments, risk type and the caller's permissions. */
export function useRisk(id: string, enabled = true) {
  return useQuery<RiskDetailView>({ queryKey: riskKeys.detail(id), enabled: !!id && enabled });
}
