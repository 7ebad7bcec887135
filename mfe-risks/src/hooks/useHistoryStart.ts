import { useQuery } from '@tanstack/react-query';
import type { RegisterHistoryStartDto } from '@rtm/contracts';
import { riskKeys } from '../api/risk.keys';

/** GET /api/risks/history-start (issue 26): the register's first known day; it does not move, so it is read once. */
export function useHistoryStart(enabled = true) {
  return useQuery<RegisterHistoryStartDto>({ queryKey: riskKeys.historyStart, enabled, staleTime: Infinity });
}
