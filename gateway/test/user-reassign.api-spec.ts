import { beforeAll, describe, expect, it } from '@jest/globals';
import { ERRORS, IDENTITY_MESSAGES, type DepartmentDto, type RiskView, type UserDto } from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import {
  allPages,
  createDepartment,
  createRiskWhenKnown,
  createUser,
  eventually,
  signedInAdmin,
  signedInAs,
  unique,
} from './support/fixtures.js';

/**
 * The users screen's reassign step (issue 12): a demotion or deactivation refused with 409 because the user
 * owns open risks or manages a department goes through once the admin has given each risk a new owner and
 * each department a new manager, through the risk and identity services' own writes.
 */
describe('reassigning the work of a user before demoting or deactivating them', () => {
  let admin: ApiClient;
  let member: ApiClient;
  let manager: ApiClient;

  beforeAll(async () => {
    admin = await signedInAdmin();
    member = (await signedInAs(admin, 'team_member')).client;
    manager = (await signedInAs(admin, 'manager')).client;
  });

  async function holder(): Promise<{ user: UserDto; department: DepartmentDto; risks: RiskView[] }> {
    const user = await createUser(admin, { role: 'manager' });
    const department = await createDepartment(admin, unique('Held '));
    expect((await admin.patch(`/api/departments/${department.id}/manager`, { managerId: user.id })).status).toBe(200);
    const risks: RiskView[] = [];
    for (const title of ['Flood', 'Fraud']) {
      risks.push(
        await eventually(async () => {
          const res = await admin.post<RiskView>('/api/risks', {
            title: unique(`${title} `),
            riskType: 'operational',
            ownerId: user.id,
            departmentIds: [department.id],
          });
          return res.status === 201 ? res.body : undefined;
        }),
      );
    }
    return { user, department, risks };
  }

  it('lists what the user holds, reassigns it and then deactivates them', async () => {
    const { user, department, risks } = await holder();
    const successor = await createUser(admin, { role: 'manager' });

    const refused = await admin.patch(`/api/users/${user.id}/active`, { isActive: false });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(IDENTITY_MESSAGES.userHoldsWork);

    // What the dialog lists: their open risks and the departments they manage.
    const owned = await admin.get<RiskView[]>(`/api/risks?ownerId=${user.id}&status=open,under_review,mitigation_in_progress&limit=500`);
    expect(owned.body.map((r) => r.id).sort()).toEqual(risks.map((r) => r.id).sort());
    const departments = await allPages<DepartmentDto>(admin, '/api/departments');
    expect(departments.filter((d) => d.managerId === user.id).map((d) => d.id)).toEqual([department.id]);

    for (const risk of owned.body) {
      const res = await admin.patch<RiskView>(`/api/risks/${risk.id}`, { ownerId: successor.id });
      expect(res.status).toBe(200);
      expect(res.body.owner?.id).toBe(successor.id);
    }
    // Risks alone are not enough: they still manage the department.
    expect((await admin.patch(`/api/users/${user.id}/active`, { isActive: false })).status).toBe(409);
    expect((await admin.patch(`/api/departments/${department.id}/manager`, { managerId: successor.id })).status).toBe(200);

    const done = await admin.patch<UserDto>(`/api/users/${user.id}/active`, { isActive: false });
    expect(done.status).toBe(200);
    expect(done.body.isActive).toBe(false);
  });

  it('lets a demotion through once the work is reassigned', async () => {
    const { user, department, risks } = await holder();
    expect((await admin.patch(`/api/users/${user.id}/role`, { role: 'team_member' })).status).toBe(409);
    for (const risk of risks)
      expect((await admin.patch(`/api/risks/${risk.id}`, { ownerId: (await admin.get<UserDto>('/api/auth/me')).body.id })).status).toBe(
        200,
      );
    expect((await admin.patch(`/api/departments/${department.id}/manager`, { managerId: null })).status).toBe(200);
    const demoted = await admin.patch<UserDto>(`/api/users/${user.id}/role`, { role: 'team_member' });
    expect(demoted.status).toBe(200);
    expect(demoted.body.role).toBe('team_member');
  });

  it('refuses while the user owns open risks (identity knows them from the risk events) and lets them go once closed or deleted', async () => {
    const user = await createUser(admin, { role: 'manager' });
    const department = await createDepartment(admin, unique('Owned '));
    const risks = [
      await createRiskWhenKnown(admin, { ownerId: user.id, departmentIds: [department.id] }),
      await createRiskWhenKnown(admin, { ownerId: user.id, departmentIds: [department.id] }),
    ];
    for (const [path, body] of [
      [`/api/users/${user.id}/active`, { isActive: false }],
      [`/api/users/${user.id}/role`, { role: 'team_member' }],
      [`/api/users/${user.id}/role`, { role: 'executive' }],
    ] as const) {
      const refused = await admin.patch(path, body);
      expect({ path, status: refused.status, body: refused.body }).toEqual({
        path,
        status: 409,
        body: { statusCode: 409, message: IDENTITY_MESSAGES.userHoldsWork },
      });
    }
    expect((await admin.patch(`/api/risks/${risks[0].id}`, { status: 'closed' })).status).toBe(200);
    expect((await admin.patch(`/api/users/${user.id}/active`, { isActive: false })).status).toBe(409); // one is still open
    expect((await admin.request('DELETE', `/api/risks/${risks[1].id}`)).status).toBe(204);
    const done = await admin.patch<UserDto>(`/api/users/${user.id}/active`, { isActive: false });
    expect(done.status).toBe(200);
    expect(done.body.isActive).toBe(false);
  });

  it('keeps the reassign writes to those allowed: 401 without a session, 403 for others, 400 for a wrong owner', async () => {
    const { user, department, risks } = await holder();
    const anonymous = new ApiClient();
    expect((await anonymous.patch(`/api/risks/${risks[0].id}`, { ownerId: user.id })).status).toBe(401);
    expect((await anonymous.patch(`/api/departments/${department.id}/manager`, { managerId: null })).status).toBe(401);
    const notAdmin = await manager.patch(`/api/departments/${department.id}/manager`, { managerId: null });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body.message).toBe(ERRORS.forbidden);
    expect((await member.patch(`/api/risks/${risks[0].id}`, { ownerId: user.id })).status).toBe(403);
    const memberUser = (await member.get<UserDto>('/api/auth/me')).body;
    expect((await admin.patch(`/api/risks/${risks[0].id}`, { ownerId: memberUser.id })).status).toBe(400);
  });
});
