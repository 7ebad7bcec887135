import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '@rtm/frontend/activity';
import { riskKeys } from '../api/risk.keys';

/** After a change: refetch the risk lists (and matrix, summary, details) and the activity feed. */
export function useInvalidateRisks() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: riskKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
    [queryClient],
  );
}
