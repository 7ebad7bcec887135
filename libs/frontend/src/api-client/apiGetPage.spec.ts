import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError } from './ApiError';
import { apiGetPage, toQueryString } from './apiGetPage';

describe(apiGetPage.name, () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('answers the page and the total of X-Total-Count, with the session cookie', async () => {
    const fetchMock = jest
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('[{"id":1},{"id":2}]', { headers: { 'X-Total-Count': '42' } }));
    globalThis.fetch = fetchMock;
    await expect(apiGetPage('/api/risks?limit=2')).resolves.toEqual({ items: [{ id: 1 }, { id: 2 }], total: 42, counted: true });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/risks?limit=2');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('takes the length of the page when the header is missing', async () => {
    globalThis.fetch = jest.fn<typeof fetch>().mockResolvedValue(new Response('[1,2,3]'));
    await expect(apiGetPage('/api/x')).resolves.toEqual({ items: [1, 2, 3], total: 3, counted: false });
  });

  it('throws an ApiError for a non-2xx answer', async () => {
    globalThis.fetch = jest
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('{"statusCode":400,"message":"Bad filter"}', { status: 400 }));
    const err = await apiGetPage('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).serverMessage).toBe('Bad filter');
  });
});

describe(toQueryString.name, () => {
  it('keeps defined, non-empty values and joins arrays with commas', () => {
    expect(
      toQueryString({ search: 'server down', status: ['open', 'closed'], level: [], ownerId: undefined, departmentId: 3, x: null, y: '' }),
    ).toBe('?search=server+down&status=open%2Cclosed&departmentId=3');
    expect(toQueryString({})).toBe('');
  });
});
