import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RiskView } from '@rtm/contracts';
import { apiGetPage, toQueryString } from '@rtm/frontend/api-client';
import { useDebouncedSearch } from '@rtm/frontend/ui';

/** How many risks a picker shows per search (the server filters, so any of 10,000 risks can be found). */
export const RISK_SEARCH_LIMIT = 20;
const DEBOUNCE_MS = 250;

/** A risk as the pickers show it. */
export interface RiskChoice {
  id: string;
  riskId: string;
  title: string;
}

/**
 * GET /api/risks?search=...&limit=20 as the user types (debounced): newest risks first when nothing is typed.
 * Kept under the risks' root key, so risk changes refresh it.
 */
export function useRiskSearch(text: string) {
  const { search, pending } = useDebouncedSearch(text, DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['/api/risks', { pickerSearch: search }],
    queryFn: () => apiGetPage<RiskView>(`/api/risks${toQueryString({ search, limit: RISK_SEARCH_LIMIT })}`),
    placeholderData: keepPreviousData,
  });
  const choices: RiskChoice[] = (query.data?.items ?? []).map(({ id, riskId, title }) => ({ id, riskId, title }));
  return { choices, total: query.data?.total ?? 0, searching: query.isFetching || pending, isError: query.isError };
}
