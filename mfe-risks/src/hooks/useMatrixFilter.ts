import { useSearchParams } from 'react-router';
import { parseMatrixValue } from '@rtm/contracts';

export interface MatrixFilter {
  likelihood: number | null;
  impact: number | null;
}

/** The likelihood and impact query parameters a matrix click puts on /risks (SPEC section 2). */
export function useMatrixFilter(): MatrixFilter {
  const [params] = useSearchParams();
  const read = (name: string) => (params.has(name) ? parseMatrixValue(params.get(name)) : null);
  return { likelihood: read('likelihood'), impact: read('impact') };
}
