import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { paramDay } from '@rtm/frontend/ui';

/** The dashboard URL's parameter of the matrix's day (issue 26): `?matrixAsOf=YYYY-MM-DD`, absent for now. */
export const MATRIX_AS_OF_PARAM = 'matrixAsOf';

export function matrixAsOfOf(params: URLSearchParams): string | null {
  return paramDay(params.get(MATRIX_AS_OF_PARAM));
}

/**
 * The day the dashboard matrix counts at (issue 26), kept in the URL without a history entry of its own. Absent (now),
 * the matrix makes the first screen's request, shared with the Total Risks card.
 */
export function useMatrixAsOf() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (asOf: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (asOf) next.set(MATRIX_AS_OF_PARAM, asOf);
          else next.delete(MATRIX_AS_OF_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [matrixAsOfOf(params), change] as const;
}
