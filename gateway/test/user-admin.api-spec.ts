import { beforeAll, describe, expect, it } from '@jest/globals';
import { AR, IDENTITY_MESSAGES, VALIDATION, type SecurityEventDto, type UserListEntry } from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import {
  PASSWORD,
  clientFromOwnIp,
  createDepartment,
  createRiskWhenKnown,
  createUser,
  signedInAdmin,
  signedInAs,
  unique,
} from './support/fixtures.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** An administrator deactivates, activates and resets the password of other users (PATCH /api/users/{id}/active, /password). */
describe('user administration', () => {
  let admin: ApiClient;
  let adminId: string;

  beforeAll(async () => {
    admin = await signedInAdmin();
    adminId = (await admin.get('/api/auth/me')).body.id;
  });

  const securityTypes = async (userId: string) =>
    ((await admin.get('/api/security-events?limit=200')).body as SecurityEventDto[]).filter((e) => e.userId === userId).map((e) => e.type);

  it('is for system_admin only and checks its input', async () => {
    const member = await signedInAs(admin, 'team_member');
    const user = await createUser(admin);
    expect((await new ApiClient().patch(`/api/users/${user.id}/active`, { isActive: false })).status).toBe(401);
    expect((await member.client.patch(`/api/users/${user.id}/active`, { isActive: false })).status).toBe(403);
    expect((await member.client.patch(`/api/users/${user.id}/password`, { newPassword: 'another-123' })).status).toBe(403);
    const notBoolean = await admin.patch(`/api/users/${user.id}/active`, { isActive: 'no' });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.message).toBe(IDENTITY_MESSAGES.isActiveInvalid);
    const short = await admin.patch(`/api/users/${user.id}/password`, { newPassword: 'x' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(VALIDATION.passwordMin);
    expect((await admin.patch(`/api/users/${UNKNOWN}/active`, { isActive: false })).status).toBe(404);
    expect((await admin.patch(`/api/users/${UNKNOWN}/password`, { newPassword: 'another-123' })).status).toBe(404);
    const self = await admin.patch(`/api/users/${adminId}/active`, { isActive: false });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(IDENTITY_MESSAGES.cannotDeactivateSelf);
  });

  it('deactivation ends the sessions and refuses sign-in until the user is activated again', async () => {
    const { client, user } = await signedInAs(admin, 'team_member');
    const deactivated = await admin.patch(`/api/users/${user.id}/active`, { isActive: false });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toMatchObject({ id: user.id, isActive: false });
    expect((await client.get('/api/auth/me')).status).toBe(401);
    const refused = await clientFromOwnIp().login(user.username, PASSWORD);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(AR.wrongCredentials);
    const listed = ((await admin.get(`/api/users?search=${user.username}`)).body as UserListEntry[]).find((u) => u.id === user.id);
    expect(listed?.isActive).toBe(false);

    expect((await admin.patch(`/api/users/${user.id}/active`, { isActive: true })).body.isActive).toBe(true);
    expect((await clientFromOwnIp().login(user.username, PASSWORD)).status).toBe(200);
    expect(await securityTypes(user.id)).toEqual(expect.arrayContaining(['user_deactivated', 'user_activated']));
  });

  it('refuses (409) to deactivate or demote someone who owns an open risk or manages a department, until reassigned', async () => {
    const manager = await createUser(admin, { role: 'manager' });
    const department = await createDepartment(admin, unique('Held '));
    const risk = await createRiskWhenKnown(admin, { title: unique('Held risk '), ownerId: manager.id, departmentIds: [department.id] });
    const holdsRisk = await admin.patch(`/api/users/${manager.id}/active`, { isActive: false });
    expect(holdsRisk.status).toBe(409);
    expect(holdsRisk.body.message).toBe(IDENTITY_MESSAGES.userHoldsWork);
    const demoted = await admin.patch(`/api/users/${manager.id}/role`, { role: 'team_member' });
    expect(demoted.status).toBe(409);
    expect(demoted.body.message).toBe(IDENTITY_MESSAGES.userHoldsWork);

    expect((await admin.patch(`/api/risks/${risk.id}`, { ownerId: adminId })).status).toBe(200);
    expect((await admin.patch(`/api/departments/${department.id}/manager`, { managerId: manager.id })).status).toBe(200);
    expect((await admin.patch(`/api/users/${manager.id}/active`, { isActive: false })).status).toBe(409);
    expect((await admin.patch(`/api/users/${manager.id}/role`, { role: 'executive' })).status).toBe(409);

    expect((await admin.patch(`/api/departments/${department.id}/manager`, { managerId: null })).status).toBe(200);
    expect((await admin.patch(`/api/users/${manager.id}/role`, { role: 'team_member' })).status).toBe(200);
    expect((await admin.patch(`/api/users/${manager.id}/active`, { isActive: false })).status).toBe(200);
  });

  it('a password reset ends the sessions; the old password stops working and the new one works', async () => {
    const { client, user } = await signedInAs(admin, 'executive');
    expect((await admin.patch(`/api/users/${user.id}/password`, { newPassword: 'reset-by-admin-1' })).status).toBe(204);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await clientFromOwnIp().login(user.username, PASSWORD)).status).toBe(401);
    expect((await clientFromOwnIp().login(user.username, 'reset-by-admin-1')).status).toBe(200);
    expect(await securityTypes(user.id)).toContain('password_reset');
  });
});
