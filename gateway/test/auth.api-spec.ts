import { describe, expect, it } from '@jest/globals';
import { AR, ERRORS, VALIDATION } from '@rtm/contracts';
// The stack launcher is the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnGateway } from '../../scripts/testing/own-stack.js';
import { ApiClient } from './support/api-client.js';
import { ADMIN, DEVICE_COOKIE, PASSWORD, clientFromOwnIp, createUser, signedInAdmin, unique } from './support/fixtures.js';

describe('GET /api/auth/login-options', () => {
  it('answers without a session whether the login page may show the default administrator hint', async () => {
    const res = await new ApiClient().get('/api/auth/login-options');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ showDefaultAdminHint: true }); // the tests run the development configuration
  });
});

describe('POST /api/login', () => {
  it('signs in and answers the user, with an HttpOnly SameSite=Lax session cookie', async () => {
    const client = new ApiClient();
    const res = await client.login(ADMIN.username, ADMIN.password);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'admin', role: 'system_admin', isActive: true });
    expect(Object.keys(res.body).join()).not.toMatch(/password|hash/i);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('connect.sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // plain HTTP here; Secure behind TLS
  });

  it('sets a Secure cookie when a trusted proxy says the request came over TLS', async () => {
    const res = await new ApiClient().post('/api/login', ADMIN, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('connect.sid='))).toMatch(/;\s*Secure/i);
  });

  it('answers 401 with the Arabic wrong-credentials message for a wrong password or an unknown user', async () => {
    const client = clientFromOwnIp();
    const wrong = await client.login(ADMIN.username, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: AR.wrongCredentials });
    expect(client.sessionCookie).toBeUndefined();

    const unknown = await client.login(unique('nobody'), 'whatever');
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(AR.wrongCredentials);
  });

  it('answers 400 with the validation messages when fields are missing', async () => {
    const client = new ApiClient();
    const none = await client.post('/api/login', {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(`${VALIDATION.usernameRequired}; ${VALIDATION.passwordRequired}`);
    expect(none.body.errors).toEqual([VALIDATION.usernameRequired, VALIDATION.passwordRequired]);

    const noPassword = await client.post('/api/login', { username: 'admin', password: '' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ statusCode: 400, message: VALIDATION.passwordRequired, errors: [VALIDATION.passwordRequired] });

    const noBody = await client.request('POST', '/api/login');
    expect(noBody.status).toBe(400);
    expect(noBody.body.errors).toEqual([VALIDATION.usernameRequired, VALIDATION.passwordRequired]);
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    const client = new ApiClient();
    const malformed = await client.request('POST', '/api/login', { raw: '{"username": "admin", ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ statusCode: 400, message: ERRORS.invalidJson });

    const array = await client.request('POST', '/api/login', { raw: '["admin", "admin123"]' });
    expect(array.status).toBe(400);
    expect(array.body.statusCode).toBe(400);
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await new ApiClient().request('POST', '/api/login', {
      raw: JSON.stringify({ username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ statusCode: 413, message: ERRORS.bodyTooLarge });
  });

  it('gives a new session id at login, and the old one stops working', async () => {
    const admin = await signedInAdmin();
    const user = await createUser(admin);
    const client = new ApiClient();
    await client.login(ADMIN.username, ADMIN.password);
    const first = client.sessionCookie!;

    const again = await client.login(user.username, PASSWORD);
    expect(again.status).toBe(200);
    expect(client.sessionCookie).toBeDefined();
    expect(client.sessionCookie).not.toBe(first);
    expect((await client.get('/api/auth/me')).body.username).toBe(user.username);
    expect((await client.withSessionCookie(first).get('/api/auth/me')).status).toBe(401);
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 before sign-in and the user after', async () => {
    const client = new ApiClient();
    const before = await client.get('/api/auth/me');
    expect(before.status).toBe(401);
    expect(before.body).toEqual({ statusCode: 401, message: ERRORS.unauthenticated });

    await client.login(ADMIN.username, ADMIN.password);
    const after = await client.get('/api/auth/me');
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ username: 'admin', role: 'system_admin', firstName: 'System', lastName: 'Administrator' });
  });
});

describe('POST /api/logout', () => {
  it('destroys the session and clears the cookie; the old cookie no longer works', async () => {
    const client = await signedInAdmin();
    const cookie = client.sessionCookie!;

    const res = await client.post('/api/logout');
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().some((c) => /^connect\.sid=;/.test(c) && /Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);
    expect(client.sessionCookie).toBeUndefined();
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await client.withSessionCookie(cookie).get('/api/auth/me')).status).toBe(401);
  });

  it('answers 204 without a session too', async () => {
    expect((await new ApiClient().post('/api/logout')).status).toBe(204);
  });
});

describe('login throttling', () => {
  it('makes one address wait after 5 failed attempts at a username, even with the right password; the owner elsewhere is not locked out', async () => {
    const admin = await signedInAdmin();
    const user = await createUser(admin);
    const ownersBrowser = clientFromOwnIp();
    expect((await ownersBrowser.login(user.username, PASSWORD)).status).toBe(200);
    const client = clientFromOwnIp();
    for (let i = 0; i < 5; i++) expect((await client.login(user.username, 'wrong-password')).status).toBe(401);

    const blocked = await client.login(user.username, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ statusCode: 429, message: ERRORS.tooManyAttempts });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await client.login(user.username.toUpperCase(), PASSWORD)).status).toBe(429);

    // Another username from here is not refused, and the owner signs in from their own browser and address.
    expect((await client.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    expect((await ownersBrowser.login(user.username, PASSWORD)).status).toBe(200);
  });

  it('makes the address wait one minute after the fifth failure (longer after each further one)', async () => {
    const admin = await signedInAdmin();
    const user = await createUser(admin);
    const client = clientFromOwnIp();
    for (let i = 0; i < 5; i++) await client.login(user.username, 'wrong-password');
    const first = Number((await client.login(user.username, PASSWORD)).headers.get('retry-after'));
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(60);
  });

  it('refuses an IP after 20 failed attempts, whatever the username', async () => {
    const client = clientFromOwnIp();
    for (let i = 0; i < 20; i++) expect((await client.login(unique('ghost'), 'wrong-password')).status).toBe(401);
    const blocked = await client.login(ADMIN.username, ADMIN.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(ERRORS.tooManyAttempts);
    expect((await clientFromOwnIp().login(ADMIN.username, ADMIN.password)).status).toBe(200);
  });

  it('slows a username guessed from many addresses (8 made-up X-Forwarded-For), with a growing wait; a browser that signed in before is exempt', async () => {
    const admin = await signedInAdmin();
    const user = await createUser(admin);
    const ownersBrowser = clientFromOwnIp();
    const signedIn = await ownersBrowser.login(user.username, PASSWORD);
    const device = signedIn.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/Path=\/api\/login/);

    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await clientFromOwnIp().login(user.username, 'wrong-password')).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);

    // Each further failure, once the wait is over, makes the next wait longer (never beyond 30 s). On a slow machine a
    // short wait can be over before the next try: that try fails as a wrong password (401) and the wait grows.
    const refusedNow = async () => {
      for (let tries = 0; tries < 4; tries++) {
        const answer = await clientFromOwnIp().login(user.username, 'wrong-password');
        if (answer.status !== 401) return answer;
      }
      throw new Error('four wrong passwords in a row were never slowed');
    };
    const waits: number[] = [];
    for (let i = 0; i < 2; i++) {
      const refused = await refusedNow();
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ statusCode: 429, message: ERRORS.tooManyAttempts });
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeLessThanOrEqual(30);
      waits.push(wait);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
      expect((await clientFromOwnIp().login(user.username, 'wrong-password')).status).toBe(401);
    }
    const last = await clientFromOwnIp().login(user.username, PASSWORD);
    expect(last.status).toBe(429); // even the right password, from a browser that never signed in as the user
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(waits[1]!);
    expect(waits[1]).toBeGreaterThan(waits[0]!);

    // The owner's browser (the device cookie, signed by the gateway) still signs in; a forged one does not help.
    const forged = clientFromOwnIp();
    forged.setCookie(DEVICE_COOKIE, `${Buffer.from(user.username).toString('base64url')}.9999999999.forged`);
    expect((await forged.login(user.username, PASSWORD)).status).toBe(429);
    expect((await ownersBrowser.login(user.username, PASSWORD)).status).toBe(200);
  });

  it('takes the client address from X-Forwarded-For only from a configured proxy: by default, made-up addresses are one address', async () => {
    const gateway = await startOwnGateway({ TRUST_PROXY: 'false' });
    try {
      const admin = await signedInAdmin();
      const user = await createUser(admin);
      const answers = [];
      for (let i = 0; i < 8; i++) {
        const client = new ApiClient(gateway.baseUrl, { 'X-Forwarded-For': `203.0.113.${i + 1}` });
        answers.push(await client.login(user.username, 'wrong-password'));
      }
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      // The wait of one username and address pair (a minute), not the username's few seconds: one address it is.
      expect(Number(answers[5]!.headers.get('retry-after'))).toBeGreaterThan(30);
    } finally {
      await gateway.stop();
    }
  }, 90_000);

  it('does not count validation errors as attempts', async () => {
    const client = clientFromOwnIp();
    for (let i = 0; i < 6; i++) expect((await client.post('/api/login', { username: 'admin' })).status).toBe(400);
    expect((await client.login(ADMIN.username, ADMIN.password)).status).toBe(200);
  });
});
