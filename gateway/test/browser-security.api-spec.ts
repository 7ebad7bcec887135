import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ApiClient } from './support/api-client.js';
import { signedInAdmin, unique } from './support/fixtures.js';

/** Browser-facing defences: the Content-Security-Policy and friends, and the refusal of cross-site changes (CSRF). */
/** The gateway's message for a refused cross-site change (gateway/src/common/gateway-messages.ts), and its Arabic. */
const CROSS_ORIGIN = {
  en: 'This change was sent from another site and was refused. Open the application at its own address and try again.',
  ar: 'رُفض هذا التغيير لأنه أُرسل من موقع آخر. افتح التطبيق من عنوانه وحاول مرة أخرى.',
};

describe('browser security', () => {
  let admin: ApiClient;
  const ownOrigin = () => new URL(admin.baseUrl).origin;
  const createDepartmentWith = (headers: Record<string, string>) =>
    admin.request('POST', '/api/departments', { body: { name: unique('Csrf ') }, headers });

  beforeAll(async () => {
    admin = await signedInAdmin();
  });

  it('sends a Content-Security-Policy without inline scripts and refuses framing, on pages and on the API', async () => {
    for (const path of ['/', '/api/auth/me']) {
      const res = await fetch(`${admin.baseUrl}${path}`, { headers: { Accept: 'text/html' } });
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('keeps signed-in API answers out of every cache: no-store and no ETag to revalidate with', async () => {
    for (const path of ['/api/auth/me', '/api/risks?limit=5', '/api/departments']) {
      const res = await admin.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
    }
  });

  it('sends HSTS only on answers that went over TLS (a trusted proxy says so)', async () => {
    expect((await fetch(`${admin.baseUrl}/`)).headers.get('strict-transport-security')).toBeNull();
    const overTls = await fetch(`${admin.baseUrl}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('refuses a change sent from another site (Origin or Referer) with 403 and a message, in the language asked', async () => {
    const fromEvil = await createDepartmentWith({ Origin: 'https://evil.example' });
    expect(fromEvil.status).toBe(403);
    expect(fromEvil.body.message).toBe(CROSS_ORIGIN.en);
    const refererEvil = await createDepartmentWith({ Referer: 'https://evil.example/page' });
    expect(refererEvil.status).toBe(403);
    const inArabic = await createDepartmentWith({ Origin: 'https://evil.example', 'Accept-Language': 'ar' });
    expect(inArabic.body.message).toBe(CROSS_ORIGIN.ar);
    const opaque = await createDepartmentWith({ Origin: 'null' });
    expect(opaque.status).toBe(403);
  });

  it('accepts changes from its own origin and from clients that are not browsers, and reads from anywhere', async () => {
    expect((await createDepartmentWith({ Origin: ownOrigin() })).status).toBe(201);
    expect((await createDepartmentWith({ Referer: `${ownOrigin()}/departments` })).status).toBe(201);
    expect((await createDepartmentWith({})).status).toBe(201);
    expect((await admin.request('GET', '/api/departments', { headers: { Origin: 'https://evil.example' } })).status).toBe(200);
  });
});
