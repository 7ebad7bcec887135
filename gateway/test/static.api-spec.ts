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

  it('publishes no source maps: no sourceMappingURL in the scripts, no .map beside them', async () => {
    const page = await (await fetch(`${base()}/`, { headers: { Accept: 'text/html' } })).text();
    const script = /src="\/?([^"]+\.[0-9a-f]{8}\.js)"/.exec(page)![1];
    expect(await (await fetch(`${base()}/${script}`)).text()).not.toContain('sourceMappingURL');
    expect((await fetch(`${base()}/${script}.map`)).status).toBe(404);
  });

  it('sends scripts compressed at build time, brotli or gzip as the browser accepts, hashed ones cached for good', async () => {
    const page = await (await fetch(`${base()}/`, { headers: { Accept: 'text/html' } })).text();
    const script = /src="\/?([^"]+\.[0-9a-f]{8}\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const plain = await fetch(`${base()}/${script}`, { headers: { 'Accept-Encoding': 'identity' } });
    const source = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${base()}/${script}`, { headers: { 'Accept-Encoding': encoding } });
      expect({ encoding, status: res.status, sent: res.headers.get('content-encoding') }).toEqual({
        encoding,
        status: 200,
        sent: encoding,
      });
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(await res.text()).toBe(source); // fetch decodes it
    }
  });
});
