import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

type Value = string | number | boolean | null | undefined;

/**
 * A list's filters, page and order kept in the URL (so back and reload keep them): `parse` reads the
 * search parameters, `update` writes a patch (null or '' removes a value). Changing one of
 * `filterNames` goes back to page 1; page 1 is not written.
 */
export function useUrlQuery<Q extends object>(parse: (params: URLSearchParams) => Q, filterNames: readonly (keyof Q & string)[]) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parse(params), [parse, params]);

  const update = useCallback(
    (patch: Partial<Record<keyof Q & string, Value>>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch) as [string, Value][]) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          const touchesFilter = Object.keys(patch).some((k) => (filterNames as readonly string[]).includes(k));
          if (touchesFilter && !('page' in patch)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams, filterNames],
  );

  const clearFilters = useCallback(
    () => update(Object.fromEntries(filterNames.map((name) => [name, null])) as Partial<Record<keyof Q & string, Value>>),
    [update, filterNames],
  );

  return { query, update, clearFilters };
}
