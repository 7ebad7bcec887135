import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RiskCommentView } from '@rtm/contracts';
import { useToast } from '@rtm/frontend/ui';
import { commentKeys } from '../api/risk.keys';
import { useRisksTranslation } from '../i18n';

/** GET /api/comments/risk/{id} (oldest first); a failure shows 'Failed to fetch comments'. */
export function useRiskComments(riskId: string) {
  const toast = useToast();
  const { t } = useRisksTranslation();
  const query = useQuery<RiskCommentView[]>({ queryKey: commentKeys.risk(riskId), enabled: !!riskId });
  useEffect(() => {
    // Toasted once, when the error happens (not again after a language switch).
    if (query.error) toast.error(t('toast.commentsFailed'));
  }, [query.error, toast]);
  return query;
}
