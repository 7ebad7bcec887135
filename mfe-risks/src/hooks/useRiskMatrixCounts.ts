import { useQuery } from '@tanstack/react-query';
import type { RiskMatrixCellDto } from '@rtm/contracts';
import { riskKeys } from '../api/risk.keys';

/** GET /api/risks/matrix: the number of risks per likelihood and impact (cells with risks only). */
export function useRiskMatrixCounts(enabled = true) {
  return useQuery<RiskMatrixCellDto[]>({ queryKey: riskKeys.matrix, enabled });
}
