import { useQuery } from '@tanstack/react-query';
import type { RiskAssessmentKind, RiskLevelMonthDto } from '@rtm/contracts';
import { apiRequest } from '@rtm/frontend/api-client';
import { riskKeys } from '../api/risk.keys';
import { levelTrendPath } from '../api/trendsQuery';

/** The months of the level lines (issue 26). */
export const LEVEL_TREND_MONTHS = 24;

/** GET /api/risks/stats/levels: open risks per level at each month's end, oldest first. */
export function useLevelTrend(assessment: RiskAssessmentKind) {
  return useQuery<RiskLevelMonthDto[]>({
    queryKey: riskKeys.levelTrend(LEVEL_TREND_MONTHS, assessment),
    queryFn: () => apiRequest<RiskLevelMonthDto[]>('GET', levelTrendPath(LEVEL_TREND_MONTHS, assessment)),
  });
}
