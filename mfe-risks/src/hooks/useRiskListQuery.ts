import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseRiskListQuery, FILTER_NAMES, type RiskListQuery } from '../api/riskListQuery';

type Patch = Partial<{ [K in keyof RiskListQuery]: RiskListQuery[K] | null }>;

/**
 * The list's filters, page and order live in the URL of /risks: a matrix click lands on
 * /risks?likelihood=&impact=, and back/reload keep what was chosen. Changing a filter goes to page 1.
 */
export function useRiskListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseRiskListQuery(params), [params]);

  const update = useCallback(
    (patch: Patch) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          const touchesFilter = Object.keys(patch).some((k) => (FILTER_NAMES as readonly string[]).includes(k));
          if (touchesFilter && !('page' in patch)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const clearFilters = useCallback(() => update(Object.fromEntries(FILTER_NAMES.map((name) => [name, null]))), [update]);

  return { query, update, clearFilters };
}
