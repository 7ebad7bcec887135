import { beforeAll, describe, expect, it } from '@jest/globals';
import { IDENTITY_MESSAGES, type SecurityEventDto } from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import { PASSWORD, clientFromOwnIp, createUser, signedInAdmin, signedInAs } from './support/fixtures.js';

/** The gateway's security log: sign-ins, failures, throttling, sign-outs, role and password changes (system_admin only). */
describe('GET /api/security-events', () => {
  let admin: ApiClient;

  const events = async (query = '') => {
    const res = await admin.get(`/api/security-events?limit=200${query}`);
    expect(res.status).toBe(200);
    return res.body as SecurityEventDto[];
  };

  beforeAll(async () => {
    admin = await signedInAdmin();
  });

  it('is for system_admin only, and checks its query', async () => {
    expect((await new ApiClient().get('/api/security-events')).status).toBe(401);
    const manager = await signedInAs(admin, 'manager');
    expect((await manager.client.get('/api/security-events')).status).toBe(403);
    const badLimit = await admin.get('/api/security-events?limit=0');
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.message).toBe(IDENTITY_MESSAGES.securityLimitInvalid);
    const badType = await admin.get('/api/security-events?type=coffee');
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe(IDENTITY_MESSAGES.securityTypeInvalid);
  });

  it('records a failed sign-in, a sign-in, a role change and a sign-out with the address, never the password', async () => {
    const user = await createUser(admin);
    const client = clientFromOwnIp();
    expect((await client.login(user.username, 'not-the-password')).status).toBe(401);
    expect((await client.login(user.username, PASSWORD)).status).toBe(200);
    expect((await admin.patch(`/api/users/${user.id}/role`, { role: 'manager' })).status).toBe(200);
    expect((await client.post('/api/logout')).status).toBe(204);

    const mine = (await events()).filter((e) => e.userId === user.id || e.username === user.username);
    expect(mine.map((e) => e.type).sort()).toEqual(['role_changed', 'sign_in', 'sign_in_failed', 'sign_out']);
    const failed = mine.find((e) => e.type === 'sign_in_failed')!;
    expect(failed).toMatchObject({ username: user.username, userId: null });
    expect(failed.address).toMatch(/^198\.51\./);
    expect(mine.find((e) => e.type === 'role_changed')).toMatchObject({ detail: { role: 'manager' } });
    expect(mine.find((e) => e.type === 'role_changed')!.actorId).toEqual(expect.any(String));
    expect(JSON.stringify(await events())).not.toContain('not-the-password');

    const onlyFailures = await events('&type=sign_in_failed');
    expect(onlyFailures.every((e) => e.type === 'sign_in_failed')).toBe(true);
    expect(onlyFailures.some((e) => e.username === user.username)).toBe(true);
  });

  it('records throttled attempts and pages newest first with the total in X-Total-Count', async () => {
    const user = await createUser(admin);
    const client = clientFromOwnIp();
    for (let i = 0; i < 5; i++) await client.login(user.username, 'wrong');
    expect((await client.login(user.username, PASSWORD)).status).toBe(429);
    const throttled = await events('&type=sign_in_throttled');
    expect(throttled.find((e) => e.username === user.username)?.detail?.retryAfterSeconds).toMatch(/^\d+$/);

    const page = await admin.get('/api/security-events?limit=2&offset=1');
    expect(page.body).toHaveLength(2);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(3);
    const times = (await events()).map((e) => e.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
