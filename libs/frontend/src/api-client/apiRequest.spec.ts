import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, serverMessage } from './ApiError';
import { apiRequest } from './apiRequest';

type FetchMock = jest.Mock<typeof fetch>;

describe(apiRequest.name, () => {
  let fetchMock: FetchMock;
  const realFetch = globalThis.fetch;

  beforeEach(() => {
    fetchMock = jest.fn<typeof fetch>();
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends credentials and no body or content type when there is no body', async () => {
    fetchMock.mockResolvedValue(new Response('[1,2]', { status: 200 }));
    await expect(apiRequest('GET', '/api/users')).resolves.toEqual([1, 2]);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/users');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('sends a present body as JSON', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/api/departments', { name: 'Finance' })).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.body).toBe('{"name":"Finance"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('throws "status: body" for a non-2xx answer and keeps the server message', async () => {
    const body = JSON.stringify({ statusCode: 409, message: 'A user with this username already exists' });
    fetchMock.mockResolvedValue(new Response(body, { status: 409, statusText: 'Conflict' }));
    const err = await apiRequest('POST', '/api/users', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe(`409: ${body}`);
    expect((err as ApiError).status).toBe(409);
    expect(serverMessage(err, 'Failed to create user')).toBe('A user with this username already exists');
  });

  it('uses the status text when the body is empty, and the fallback as toast text', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const err = await apiRequest('GET', '/api/users').catch((e: unknown) => e);
    expect((err as Error).message).toBe('500: Internal Server Error');
    expect(serverMessage(err, 'Failed to create user')).toBe('Failed to create user');
  });
  describe('Idempotency-Key', () => {
    const keyOf = (call: number) => (fetchMock.mock.calls[call][1]?.headers as Record<string, string>)['Idempotency-Key'];

    it('sends the same key when the same submission is sent again after an error, a new one after a success', async () => {
      const input = { title: `Flood ${Math.random()}` };
      fetchMock.mockResolvedValueOnce(new Response('{"statusCode":503,"message":"down"}', { status: 503 }));
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      fetchMock.mockResolvedValueOnce(new Response('{"id":"1"}', { status: 201 }));
      fetchMock.mockResolvedValueOnce(new Response('{"id":"2"}', { status: 201 }));
      await expect(apiRequest('POST', '/api/risks', input)).rejects.toBeInstanceOf(ApiError);
      await expect(apiRequest('POST', '/api/risks', input)).rejects.toThrow('Failed to fetch');
      await expect(apiRequest('POST', '/api/risks', input)).resolves.toEqual({ id: '1' });
      await expect(apiRequest('POST', '/api/risks', input)).resolves.toEqual({ id: '2' });
      expect(keyOf(0)).toMatch(/^[0-9a-f]{32}$/);
      expect(keyOf(1)).toBe(keyOf(0));
      expect(keyOf(2)).toBe(keyOf(0));
      expect(keyOf(3)).not.toBe(keyOf(0));
    });

    it('gives another submission its own key and sends none on other methods or on sign-in', async () => {
      fetchMock.mockImplementation(async () => new Response('{}', { status: 201 }));
      await apiRequest('POST', '/api/departments', { name: 'A' });
      await apiRequest('POST', '/api/departments', { name: 'B' });
      await apiRequest('PATCH', '/api/departments/1', { name: 'C' });
      await apiRequest('POST', '/api/login', { username: 'admin', password: 'x' });
      expect(keyOf(0)).not.toBe(keyOf(1));
      expect(keyOf(2)).toBeUndefined();
      expect(keyOf(3)).toBeUndefined();
    });
  });
});
