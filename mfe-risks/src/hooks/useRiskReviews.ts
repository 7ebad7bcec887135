import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, RiskReviewDto } from '@rtm/contracts';
import { riskReviewsPage } from '../api/riskApi';
import { riskKeys } from '../api/risk.keys';

/** Reviews per page of the Reviews card. */
export const REVIEWS_PAGE_SIZE = 5;

/** GET /api/risks/{id}/reviews: page `page` (from 1) of the risk's reviews, newest first; the total from X-Total-Count. */
export function useRiskReviews(riskId: string, page: number) {
  return useQuery<Page<RiskReviewDto>>({
    queryKey: riskKeys.reviews(riskId, page),
    queryFn: () => riskReviewsPage(riskId, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE),
    enabled: !!riskId,
    placeholderData: keepPreviousData,
  });
}
