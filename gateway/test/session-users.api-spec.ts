import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { UserDto } from '@rtm/contracts';
// The stack launcher is the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnStack, type OwnStack } from '../../scripts/testing/own-stack.js';
import { ApiClient } from './support/api-client.js';
import { ADMIN, PASSWORD, createUser } from './support/fixtures.js';

/**
 * Each gateway keeps the signed-in user in memory; identity's user events drop it in every instance, so a
 * role change or a sign-out made through one gateway applies to the very next request through another.
 * This file runs its own stack (identity, risk and two gateways over the same database and NATS).
 */
describe('the signed-in user across two gateway instances', () => {
  let stack: OwnStack;
  let adminA: ApiClient;
  let adminB: ApiClient;
  let user: UserDto;
  let userA: ApiClient;
  let userB: ApiClient;
  let secondUrl: string;

  beforeAll(async () => {
    stack = await startOwnStack('gateways', ['identity', 'risk']); // risk: a demotion checks the risks the user owns
    const second = await stack.addGateway();
    secondUrl = second;
    adminA = new ApiClient(stack.baseUrl);
    expect((await adminA.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    adminB = adminA.sameSessionAt(second);
    user = await createUser(adminA, { role: 'system_admin' });
    userA = new ApiClient(stack.baseUrl);
    expect((await userA.login(user.username, PASSWORD)).status).toBe(200);
    userB = userA.sameSessionAt(second);
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  const roleAt = async (client: ApiClient) => {
    const res = await client.get('/api/auth/me');
    expect(res.status).toBe(200);
    return res.body.role;
  };

  it('a role change through one gateway applies to the next request through the other', async () => {
    // Both instances have the user cached.
    expect(await roleAt(userA)).toBe('system_admin');
    expect(await roleAt(userB)).toBe('system_admin');

    expect((await adminA.patch(`/api/users/${user.id}/role`, { role: 'team_member' })).status).toBe(200);
    expect(await roleAt(userB)).toBe('team_member');
    expect((await userB.post('/api/departments', { name: `${user.username} dept` })).status).toBe(403);

    expect((await adminB.patch(`/api/users/${user.id}/role`, { role: 'executive' })).status).toBe(200);
    expect(await roleAt(userA)).toBe('executive');
    expect(await roleAt(userB)).toBe('executive');
  });

  it('a sign-out through one gateway ends the session in the other', async () => {
    expect(await roleAt(userA)).toBe('executive');
    expect((await userB.post('/api/logout')).status).toBeLessThan(300);
    expect((await userA.get('/api/auth/me')).status).toBe(401);
  });

  it('failed sign-ins counted by one gateway make the other refuse too (the counters are in PostgreSQL)', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.77' };
    const viaA = new ApiClient(stack.baseUrl, from);
    for (let i = 0; i < 5; i++) expect((await viaA.login(user.username, 'wrong-password')).status).toBe(401);
    expect((await new ApiClient(secondUrl, from).login(user.username, PASSWORD)).status).toBe(429);
  });
});
