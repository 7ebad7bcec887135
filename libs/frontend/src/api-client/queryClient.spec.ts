import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { createQueryClient, getQueryFn, queryKeyPath } from './queryClient';

describe(createQueryClient.name, () => {
  it('has no retries, no refetch on focus and data that never goes stale (SPEC section 7)', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: Infinity });
    expect(mutations).toMatchObject({ retry: false });
  });
});

describe(getQueryFn.name, () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('GETs the query key segments joined by "/"', async () => {
    expect(queryKeyPath(['/api/risks', 'abc', 'tasks'])).toBe('/api/risks/abc/tasks');
    const fetchMock = jest.fn<typeof fetch>().mockResolvedValue(new Response('{"id":"abc"}'));
    globalThis.fetch = fetchMock;
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/risks', 'abc'] })).resolves.toEqual({ id: 'abc' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/risks/abc');
  });

  it('yields null for a 401 when asked to', async () => {
    globalThis.fetch = jest.fn<typeof fetch>().mockResolvedValue(new Response('{"message":"Please sign in"}', { status: 401 }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const me = await client.fetchQuery({ queryKey: ['/api/auth/me'], queryFn: getQueryFn({ on401: 'returnNull' }) });
    expect(me).toBeNull();
    await expect(client.fetchQuery({ queryKey: ['/api/users'], queryFn: getQueryFn({ on401: 'throw' }) })).rejects.toThrow('401: ');
  });
});
