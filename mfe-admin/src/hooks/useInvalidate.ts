import { useCallback } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** Invalidates the lists a mutation changed. */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback(
    (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    [queryClient],
  );
}
