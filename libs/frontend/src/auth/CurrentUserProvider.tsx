import { useCallback, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UserDto } from '@rtm/contracts';
import { getQueryFn } from '../api-client';
import { authKeys } from './auth.keys';
import { CurrentUserContext, type CurrentUserState } from './CurrentUserContext';

const meQueryFn = getQueryFn<UserDto>({ on401: 'returnNull' });

/** Loads GET /api/auth/me once (no retry) and offers it to the tree; a 401 means nobody is signed in. */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { data, isLoading, refetch } = useQuery({ queryKey: authKeys.me, queryFn: meQueryFn, retry: false });
  const refresh = useCallback(async () => (await refetch()).data ?? null, [refetch]);
  const value = useMemo<CurrentUserState>(() => ({ user: data ?? null, isLoading, refresh }), [data, isLoading, refresh]);
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}
