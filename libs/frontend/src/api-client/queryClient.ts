import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { isUnauthorized } from './ApiError';
import { apiRequest } from './apiRequest';

/** The path of a query key: its segments joined by '/' (`['/api/users', id]` -> `/api/users/<id>`). */
export function queryKeyPath(queryKey: QueryKey): string {
  return queryKey.map(String).join('/');
}

export type On401 = 'throw' | 'returnNull';

/** Default read: GET the path formed from the query key; optionally a 401 yields null instead of failing. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiRequest<T>('GET', queryKeyPath(queryKey));
    } catch (err) {
      if (on401 === 'returnNull' && isUnauthorized(err)) return null;
      throw err;
    }
  };
}

export const defaultQueryFn: QueryFunction = getQueryFn<unknown>({ on401: 'throw' });

/** SPEC section 7: no retries, no refetch on focus, data never stale on its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/** How long an answer counts as just read (by the page's prefetch) for refetchOnVisit. */
export const JUST_READ_MS = 5_000;

/**
 * `refetchOnMount` of the reads shown fresh on each visit (the dashboard's cards, the activity feed): read again on
 * every mount, except an answer of the last few seconds (the shell's prefetch of this very page), which is read again
 * only when invalidated since.
 */
export function refetchOnVisit(query: { state: { dataUpdatedAt: number } }): boolean | 'always' {
  return Date.now() - query.state.dataUpdatedAt < JUST_READ_MS ? true : 'always';
}
