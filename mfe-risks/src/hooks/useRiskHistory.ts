import { useQuery } from '@tanstack/react-query';
import type { RiskHistoryEntryDto } from '@rtm/contracts';
import { riskKeys } from '../api/risk.keys';

/** GET /api/risks/{id}/history: the first page of the risk's changes, newest first. */
export function useRiskHistory(riskId: string) {
  return useQuery<RiskHistoryEntryDto[]>({ queryKey: riskKeys.history(riskId), enabled: !!riskId });
}
