import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { RiskAssessmentKind } from '@rtm/contracts';

/** The dashboard URL's parameter of the matrix's assessment: `?matrix=residual`, absent for the inherent one. */
export const MATRIX_PARAM = 'matrix';

export function matrixAssessmentOf(params: URLSearchParams): RiskAssessmentKind {
  return params.get(MATRIX_PARAM) === 'residual' ? 'residual' : 'inherent';
}

/** The dashboard matrix's assessment (issue 25), kept in the URL without a history entry of its own. */
export function useMatrixAssessment() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (assessment: RiskAssessmentKind) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (assessment === 'residual') next.set(MATRIX_PARAM, assessment);
          else next.delete(MATRIX_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [matrixAssessmentOf(params), change] as const;
}
