import { describe, expect, it } from '@jest/globals';

const base = () => process.env.API_BASE_URL!;
/** The gateway serves the builds of the workspace, which `npm test` makes before running the tests. */
describe('front ends served by the gateway', () => {
  it('serves the shell at / and for page routes, without caching index.html', async () => {
    for (const page of ['/', '/risks', '/tasks/abc', '/no-such-page']) {
      const res = await fetch(`${base()}${page}`, { headers: { Accept: 'text/html' } });
      expect({ page, status: res.status }).toEqual({ page, status: 200 });
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves mf-remotes.json next to the shell', async () => {
    const res = await fetch(`${base()}/mf-remotes.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(Object.keys((await res.json()) as object).length).toBeGreaterThan(0);
  });

  it('answers 404 for a missing script instead of the shell', async () => {
    expect((await fetch(`${base()}/remotes/mfe-risks/no-such-chunk.js`)).status).toBe(404);
    expect((await fetch(`${base()}/no-such-chunk.js`)).status).toBe(404);
  });
});
