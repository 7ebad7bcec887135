import { beforeAll, describe, expect, it } from '@jest/globals';
import { ERRORS, type UserRole } from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import { createDepartment, createUser, signedInAdmin, signedInAs, unique } from './support/fixtures.js';

const SOME_UUID = '00000000-0000-4000-8000-000000000000';

// Three values per row: with fewer, Jest would pass its done callback as `body`.
const PROTECTED: [string, string, unknown][] = [
  ['GET', '/api/auth/me', undefined],
  ['GET', '/api/users', undefined],
  ['POST', '/api/users', { username: 'x', password: 'secret1', firstName: 'X', lastName: 'Y' }],
  ['PATCH', `/api/users/${SOME_UUID}/role`, { role: 'manager' }],
  ['GET', '/api/departments', undefined],
  ['POST', '/api/departments', { name: 'X' }],
  ['PATCH', '/api/departments/1/manager', { managerId: null }],
  ['GET', '/api/activities', undefined],
];

describe('without a session', () => {
  it.each(PROTECTED)('%s %s answers 401', async (method, path, body) => {
    const res = await new ApiClient().request(method, path, { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, message: ERRORS.unauthenticated });
  });
});

describe('roles', () => {
  let admin: ApiClient;
  const clients = {} as Record<UserRole, ApiClient>;
  let departmentId: number;
  let someUserId: string;

  beforeAll(async () => {
    admin = await signedInAdmin();
    for (const role of ['executive', 'manager', 'team_member'] as const) clients[role] = (await signedInAs(admin, role)).client;
    departmentId = (await createDepartment(admin)).id;
    someUserId = (await createUser(admin)).id;
  });

  const adminOnly = (): [string, string, unknown][] => [
    ['POST', '/api/users', { username: unique('u'), password: 'secret1', firstName: 'X', lastName: 'Y' }],
    ['PATCH', `/api/users/${someUserId}/role`, { role: 'manager' }],
    ['POST', '/api/departments', { name: unique('Dept') }],
    ['PATCH', `/api/departments/${departmentId}/manager`, { managerId: null }],
  ];

  it.each(['executive', 'manager', 'team_member'] as const)('%s gets 403 on every administration endpoint', async (role) => {
    for (const [method, path, body] of adminOnly()) {
      const res = await clients[role].request(method, path, { body });
      expect({ role, method, path, status: res.status }).toEqual({ role, method, path, status: 403 });
      expect(res.body).toEqual({ statusCode: 403, message: ERRORS.forbidden });
    }
  });

  it.each(['system_admin', 'executive', 'manager', 'team_member'] as const)('%s may list users and departments', async (role) => {
    const client = role === 'system_admin' ? admin : clients[role];
    expect((await client.get('/api/users')).status).toBe(200);
    expect((await client.get('/api/departments')).status).toBe(200);
  });

  it('team_member gets 403 on the activity log; the other roles get past the role check', async () => {
    expect((await clients.team_member.get('/api/activities')).status).toBe(403);
    for (const client of [admin, clients.executive, clients.manager]) {
      expect([200, 503]).toContain((await client.get('/api/activities')).status); // 503 only while notification is not running
    }
  });

  it('applies a role change to the next request of an existing session', async () => {
    const { client, user } = await signedInAs(admin, 'team_member');
    expect((await client.get('/api/activities')).status).toBe(403);

    expect((await admin.patch(`/api/users/${user.id}/role`, { role: 'manager' })).status).toBe(200);
    expect((await client.get('/api/auth/me')).body.role).toBe('manager');
    expect((await client.get('/api/activities')).status).not.toBe(403);

    expect((await admin.patch(`/api/users/${user.id}/role`, { role: 'team_member' })).status).toBe(200);
    expect((await client.get('/api/activities')).status).toBe(403);
  });
});

describe('unknown paths', () => {
  it('answers 404 JSON under /api', async () => {
    const res = await new ApiClient().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.statusCode).toBe(404);
    expect(typeof res.body.message).toBe('string');
  });
});
