import { useMutation } from '@tanstack/react-query';
import { reviewRisk } from '../api/riskApi';
import { useInvalidateRisks } from './useInvalidateRisks';

/**
 * POST /api/risks/{id}/reviews (issue 26). The dialog shows the outcome (a toast, or the server's messages on its
 * fields); a review refreshes the risk, its history and reviews, the lists and the dashboard's counts.
 */
export function useReviewRisk() {
  const invalidate = useInvalidateRisks();
  return useMutation({ mutationFn: reviewRisk, onSuccess: () => void invalidate() });
}
