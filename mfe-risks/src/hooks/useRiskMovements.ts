import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, RiskMovementDto, RiskMovementsInput } from '@rtm/contracts';
import { apiGetPage } from '@rtm/frontend/api-client';
import { riskKeys } from '../api/risk.keys';
import { movementsPath } from '../api/trendsQuery';

/** One page of GET /api/risks/movements (issue 26): the risks whose cell changed between two days; total from X-Total-Count. */
export function useRiskMovements(input: RiskMovementsInput | null) {
  return useQuery<Page<RiskMovementDto>>({
    queryKey: riskKeys.movements(input ?? { from: '', to: '' }),
    queryFn: () => apiGetPage<RiskMovementDto>(movementsPath(input!)),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
