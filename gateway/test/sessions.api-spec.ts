import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { IDENTITY_MESSAGES, type SecurityEventDto, type SessionDto } from '@rtm/contracts';
// The stack launcher is the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnGateway } from '../../scripts/testing/own-stack.js';
import { ApiClient } from './support/api-client.js';
import { PASSWORD, createUser, signedInAdmin } from './support/fixtures.js';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A client with its own address (the gateway trusts X-Forwarded-For from loopback) and browser, signed in as `username`. */
async function signIn(username: string, userAgent: string, baseUrl?: string): Promise<ApiClient & { address: string }> {
  const address = `203.0.113.${1 + randomInt(254)}`;
  const client = Object.assign(new ApiClient(baseUrl, { 'User-Agent': userAgent, 'X-Forwarded-For': address }), { address });
  expect((await client.login(username, PASSWORD)).status).toBe(200);
  return client;
}

describe('a person’s sessions (GET/DELETE /api/auth/me/sessions)', () => {
  let admin: ApiClient;
  beforeAll(async () => {
    admin = await signedInAdmin();
  });

  const securityEvents = async (userId: string) =>
    ((await admin.get('/api/security-events?limit=200')).body as SecurityEventDto[]).filter((e) => e.userId === userId);

  it('lists the person’s own sessions with device, address, sign-in and last use, this one marked, never the cookie', async () => {
    const user = await createUser(admin);
    const laptop = await signIn(user.username, CHROME_WINDOWS);
    const phone = await signIn(user.username, FIREFOX_LINUX);

    const res = await laptop.get('/api/auth/me/sessions');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('2');
    const sessions = res.body as SessionDto[];
    expect(sessions.map((s) => Object.keys(s))).toEqual([
      ['id', 'current', 'browser', 'os', 'address', 'signedInAt', 'lastSeenAt', 'expiresAt'],
      ['id', 'current', 'browser', 'os', 'address', 'signedInAt', 'lastSeenAt', 'expiresAt'],
    ]);
    const mine = sessions.find((s) => s.current)!;
    expect(mine).toMatchObject({ browser: 'Chrome 131', os: 'Windows', address: laptop.address });
    expect(sessions.find((s) => !s.current)).toMatchObject({ browser: 'Firefox 133', os: 'Linux' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    for (const s of sessions) {
      expect(s.id).toMatch(/^[0-9a-f]{64}$/);
      expect(res.text).not.toContain(laptop.sessionCookie!.split('.')[0]!.replace(/^s%3A/, ''));
      expect(Date.parse(s.expiresAt)).toBeGreaterThan(Date.now());
      expect(Date.parse(s.signedInAt)).toBeLessThanOrEqual(Date.parse(s.lastSeenAt) + 1000);
    }
    // The other device sees the same two, with its own marked.
    expect(((await phone.get('/api/auth/me/sessions')).body as SessionDto[]).find((s) => s.current)?.browser).toBe('Firefox 133');
    // Nobody else's sessions: the administrator's list has none of them.
    const adminList = (await admin.get('/api/auth/me/sessions')).body as SessionDto[];
    expect(adminList.map((s) => s.id)).not.toContain(mine.id);
  });

  it('ends another session of the person: that device is signed out at once, this one stays, the security log records it', async () => {
    const user = await createUser(admin);
    const laptop = await signIn(user.username, CHROME_WINDOWS);
    const phone = await signIn(user.username, FIREFOX_LINUX);
    const other = ((await laptop.get('/api/auth/me/sessions')).body as SessionDto[]).find((s) => !s.current)!;

    const ended = await laptop.delete(`/api/auth/me/sessions/${other.id}`);
    expect(ended.status).toBe(204);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(200);
    expect((await laptop.get('/api/auth/me/sessions')).headers.get('x-total-count')).toBe('1');
    expect((await securityEvents(user.id)).map((e) => e.type)).toContain('session_ended');

    // Gone already, or not the person's: 404 with the message, and nothing else ends.
    const again = await laptop.delete(`/api/auth/me/sessions/${other.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(IDENTITY_MESSAGES.sessionNotFound);
    const adminSession = ((await admin.get('/api/auth/me/sessions')).body as SessionDto[]).find((s) => s.current)!;
    expect((await laptop.delete(`/api/auth/me/sessions/${adminSession.id}`)).status).toBe(404);
    expect((await laptop.delete('/api/auth/me/sessions/not-a-session')).status).toBe(404);
    expect((await admin.get('/api/auth/me')).status).toBe(200);
  });

  it('ending the current session signs out and clears the cookie', async () => {
    const user = await createUser(admin);
    const laptop = await signIn(user.username, CHROME_WINDOWS);
    const mine = ((await laptop.get('/api/auth/me/sessions')).body as SessionDto[]).find((s) => s.current)!;
    const res = await laptop.delete(`/api/auth/me/sessions/${mine.id}`);
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().some((c) => /^connect\.sid=;/.test(c))).toBe(true);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
  });

  it('DELETE /api/auth/me/sessions ends every other session of the person and answers how many', async () => {
    const user = await createUser(admin);
    const laptop = await signIn(user.username, CHROME_WINDOWS);
    const phone = await signIn(user.username, FIREFOX_LINUX);
    const tablet = await signIn(user.username, FIREFOX_LINUX);
    const res = await laptop.delete('/api/auth/me/sessions');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await tablet.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(200);
    expect((await laptop.delete('/api/auth/me/sessions')).body).toEqual({ ended: 0 });
  });

  it('needs a session and checks paging', async () => {
    expect((await new ApiClient().get('/api/auth/me/sessions')).status).toBe(401);
    expect((await new ApiClient().delete('/api/auth/me/sessions')).status).toBe(401);
    const bad = await admin.get('/api/auth/me/sessions?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(IDENTITY_MESSAGES.pageLimitInvalid);
    const page = await admin.get('/api/auth/me/sessions?limit=1&offset=0');
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(1);
  });

  it('deactivation ends every session of the person (none is left in the store)', async () => {
    const user = await createUser(admin);
    const laptop = await signIn(user.username, CHROME_WINDOWS);
    await signIn(user.username, FIREFOX_LINUX);
    expect((await laptop.get('/api/auth/me/sessions')).headers.get('x-total-count')).toBe('2');
    expect((await admin.patch(`/api/users/${user.id}/active`, { isActive: false })).status).toBe(200);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    const db = new pg.Client({ connectionString: (JSON.parse(process.env.RTM_TEST_ENV!) as { DATABASE_URL: string }).DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query(`select count(*)::int as n from gateway.session where sess -> 'passport' ->> 'user' = $1`, [user.id]);
      expect(rows[0].n).toBe(0);
    } finally {
      await db.end();
    }
  });
});

describe('the absolute session lifetime (SESSION_MAX_HOURS)', () => {
  // A gateway of its own without the session cache (USER_CACHE_SECONDS=0), so the test's change of the row is read.
  let gateway: { baseUrl: string; stop: () => Promise<void> };
  const db = new pg.Client({ connectionString: (JSON.parse(process.env.RTM_TEST_ENV!) as { DATABASE_URL: string }).DATABASE_URL });

  beforeAll(async () => {
    gateway = await startOwnGateway({ USER_CACHE_SECONDS: '0', SESSION_MAX_HOURS: '24', SESSION_TTL_HOURS: '8' });
    await db.connect();
  }, 90_000);

  afterAll(async () => {
    await db.end();
    await gateway?.stop();
  });

  it('caps the cookie and the store’s expiry at the sign-in plus SESSION_MAX_HOURS, below the idle lifetime near the end', async () => {
    const admin = await signedInAdmin();
    const user = await createUser(admin);
    const client = await signIn(user.username, CHROME_WINDOWS, gateway.baseUrl);
    const sid = decodeURIComponent(client.sessionCookie!).replace(/^s:/, '').split('.')[0]!;
    // Signed in 20 hours ago: 4 hours are left, fewer than the idle 8.
    await db.query(`update gateway.session set sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb($2::bigint))::json where sid = $1`, [
      sid,
      Date.now() - 20 * 3_600_000,
    ]);
    const res = await client.get('/api/auth/me');
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('connect.sid='))!;
    const cookieExpires = Date.parse(/Expires=([^;]+)/i.exec(cookie)![1]!);
    expect(cookieExpires).toBeLessThanOrEqual(Date.now() + 4 * 3_600_000 + 1000);
    expect(cookieExpires).toBeGreaterThan(Date.now() + 3.9 * 3_600_000);
    const listed = ((await client.get('/api/auth/me/sessions')).body as SessionDto[])[0]!;
    expect(Date.parse(listed.expiresAt)).toBeLessThanOrEqual(Date.now() + 4 * 3_600_000 + 1000);
  });

  it('ends a session once SESSION_MAX_HOURS have passed since its sign-in, however busy, and logs it', async () => {
    const admin = new ApiClient(gateway.baseUrl);
    expect((await admin.login('admin', 'admin123')).status).toBe(200);
    const user = await createUser(admin);
    const client = await signIn(user.username, CHROME_WINDOWS, gateway.baseUrl);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const sid = decodeURIComponent(client.sessionCookie!).replace(/^s:/, '').split('.')[0]!;
    await db.query(`update gateway.session set sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb($2::bigint))::json where sid = $1`, [
      sid,
      Date.now() - 24 * 3_600_000 - 1000,
    ]);

    const res = await client.get('/api/auth/me');
    expect(res.status).toBe(401);
    expect((await db.query(`select 1 from gateway.session where sid = $1`, [sid])).rowCount).toBe(0);
    const events = ((await admin.get('/api/security-events?type=session_expired&limit=50')).body as SecurityEventDto[]).filter(
      (e) => e.userId === user.id,
    );
    expect(events).toHaveLength(1);
    // Signing in again starts a new lifetime.
    expect((await signIn(user.username, CHROME_WINDOWS, gateway.baseUrl).then((c) => c.get('/api/auth/me'))).status).toBe(200);
  });
});
