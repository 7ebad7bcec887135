import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { connectEarlyReads, startEarlyRead, type StartedRead } from './earlyReads';

const realFetch = globalThis.fetch;

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  globalThis.fetch = jest.fn(async () => new Response(body, { status, headers })) as typeof fetch;
}

describe('early reads', () => {
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('hands the reads started before the app to it, then every later one as it starts', async () => {
    answer(200, '{"id":"u1"}');
    const me = startEarlyRead({ key: ['/api/auth/me'], path: '/api/auth/me' });
    const seen: StartedRead[] = [];
    connectEarlyReads((read) => seen.push(read));
    expect(seen.map((r) => r.key)).toEqual([['/api/auth/me']]);
    await expect(seen[0].answer).resolves.toEqual({ id: 'u1' });
    await expect(me).resolves.toEqual({ id: 'u1' });

    answer(200, '[1,2]', { 'X-Total-Count': '7' });
    startEarlyRead({ key: ['/api/tasks/my-tasks'], path: '/api/tasks/my-tasks?limit=500', page: true });
    expect(seen.map((r) => r.key)).toEqual([['/api/auth/me'], ['/api/tasks/my-tasks']]);
    await expect(seen[1].answer).resolves.toEqual({ items: [1, 2], total: 7, counted: true });
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/tasks/my-tasks?limit=500', expect.objectContaining({ credentials: 'include' }));
  });

  it('answers null for a 401 where asked, and fails on other refusals (the app then reads again)', async () => {
    answer(401, '{"message":"no"}');
    await expect(startEarlyRead({ key: ['/api/auth/me'], path: '/api/auth/me', nullOn401: true })).resolves.toBeNull();
    answer(503, '');
    await expect(startEarlyRead({ key: ['/api/escalation-alerts'], path: '/api/escalation-alerts' })).rejects.toThrow('503');
  });
});
