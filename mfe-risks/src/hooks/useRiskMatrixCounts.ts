import { useQuery } from '@tanstack/react-query';
import type { RiskAssessmentKind, RiskMatrixCellDto } from '@rtm/contracts';
import { apiRequest } from '@rtm/frontend/api-client';
import { matrixCountsKey, matrixCountsPath } from '../api/riskMatrixQuery';

/** GET /api/risks/matrix: the number of risks per likelihood and impact (cells with risks only), inherent or residual. */
export function useRiskMatrixCounts(enabled = true, assessment: RiskAssessmentKind = 'inherent') {
  return useQuery<RiskMatrixCellDto[]>({
    queryKey: matrixCountsKey(assessment),
    queryFn: () => apiRequest<RiskMatrixCellDto[]>('GET', matrixCountsPath(assessment)),
    enabled,
  });
}
