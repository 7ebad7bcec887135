import { useQuery } from '@tanstack/react-query';
import type { RiskAssessmentKind, RiskMatrixCellDto } from '@rtm/contracts';
import { apiRequest } from '@rtm/frontend/api-client';
import { riskKeys } from '../api/risk.keys';
import { matrixCountsKey, matrixCountsPath } from '../api/riskMatrixQuery';
import { matrixAsOfPath } from '../api/trendsQuery';

/**
 * GET /api/risks/matrix: the number of risks per likelihood and impact (cells with risks only), inherent or residual;
 * with `asOf` (YYYY-MM-DD, issue 26) as at the end of that day, else now (the spec's request, shared with the shell).
 */
export function useRiskMatrixCounts(enabled = true, assessment: RiskAssessmentKind = 'inherent', asOf: string | null = null) {
  return useQuery<RiskMatrixCellDto[]>({
    queryKey: asOf ? riskKeys.matrixAsOf(asOf, assessment) : matrixCountsKey(assessment),
    queryFn: () => apiRequest<RiskMatrixCellDto[]>('GET', asOf ? matrixAsOfPath(asOf, assessment) : matrixCountsPath(assessment)),
    enabled,
  });
}
