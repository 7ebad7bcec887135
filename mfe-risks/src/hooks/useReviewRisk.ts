import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attachmentsKey } from '@rtm/frontend/attachments';
import { reviewRisk } from '../api/riskApi';
import { useInvalidateRisks } from './useInvalidateRisks';

/**
 * POST /api/risks/{id}/reviews (issue 26). The dialog shows the outcome (a toast, or the server's messages on its
 * fields); a review refreshes the risk, its history and reviews, the lists and the dashboard's counts, and the risk's
 * files (those it gave as evidence are held from now on).
 */
export function useReviewRisk() {
  const invalidate = useInvalidateRisks();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewRisk,
    onSuccess: (_review, input) => {
      void invalidate();
      void queryClient.invalidateQueries({ queryKey: attachmentsKey('risk', input.id) });
    },
  });
}
