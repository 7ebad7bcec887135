import { useQuery } from '@tanstack/react-query';
import type { RiskMonthCountDto } from '@rtm/contracts';
import { riskKeys } from '../api/risk.keys';

/** GET /api/risks/stats/monthly: risks opened and closed in each of the last 12 months, oldest first. */
export function useRiskMonthlyStats() {
  return useQuery<RiskMonthCountDto[]>({ queryKey: riskKeys.monthlyStats });
}
