import { useQuery } from '@tanstack/react-query';
import type { RiskTypeDto } from '@rtm/contracts';
import { riskKeys } from '../api/risk.keys';

export function useRiskTypes() {
  return useQuery<RiskTypeDto[]>({ queryKey: riskKeys.types });
}
