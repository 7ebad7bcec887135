import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, RiskView } from '@rtm/contracts';
import { apiGetPage } from '@rtm/frontend/api-client';
import { riskKeys } from '../api/risk.keys';
import { riskListUrl, type RiskListQuery } from '../api/riskListQuery';

/** One page of GET /api/risks, filtered and paged on the server; the total comes from X-Total-Count. */
export function useRisks(query: RiskListQuery) {
  return useQuery<Page<RiskView>>({
    queryKey: riskKeys.list(query),
    queryFn: () => apiGetPage<RiskView>(riskListUrl(query)),
    // The previous page stays on screen while the next one loads (no flash of skeletons when paging).
    placeholderData: keepPreviousData,
  });
}
