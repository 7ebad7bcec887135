import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RiskCommentView } from '@rtm/contracts';
import { useToast } from '@rtm/frontend/ui';
import { commentKeys } from '../api/risk.keys';

/** GET /api/comments/risk/{id} (oldest first); a failure shows 'Failed to fetch comments'. */
export function useRiskComments(riskId: string) {
  const toast = useToast();
  const query = useQuery<RiskCommentView[]>({ queryKey: commentKeys.risk(riskId), enabled: !!riskId });
  useEffect(() => {
    if (query.error) toast.error('Failed to fetch comments');
  }, [query.error, toast]);
  return query;
}
