import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  RISK_MESSAGES,
  addDays,
  type ActivityDto,
  type DepartmentDto,
  type RiskAcceptanceDto,
  type RiskHistoryEntryDto,
  type RiskView,
  type UserDto,
} from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import {
  createDepartment,
  createRiskWhenKnown,
  eventually,
  expectValidationErrors,
  signedInAdmin,
  signedInAs,
  unique,
} from './support/fixtures.js';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Issue 25: a risk's acceptance by an approver until a date: request, decision, withdrawal and revocation, who may do
 * each, and the form's status change to accepted.
 */
describe('risk acceptance', () => {
  let admin: ApiClient;
  let department: DepartmentDto;
  let owner: { client: ApiClient; user: UserDto };
  let manager: { client: ApiClient; user: UserDto };
  let executive: { client: ApiClient; user: UserDto };
  let member: { client: ApiClient; user: UserDto };

  const path = (risk: RiskView) => `/api/risks/${risk.id}/acceptance`;
  const newRisk = () => createRiskWhenKnown(admin, { ownerId: owner.user.id, departmentIds: [department.id], likelihood: 3, impact: 4 });
  const request = (client: ApiClient, risk: RiskView, body: Record<string, unknown> = {}) =>
    client.post(path(risk), {
      justification: 'Cost of treatment exceeds the loss',
      expiresOn: addDays(today(), 90),
      ...body,
    });
  const view = async (risk: RiskView) => (await admin.get<RiskView>(`/api/risks/${risk.id}`)).body;

  beforeAll(async () => {
    admin = await signedInAdmin();
    department = await createDepartment(admin, unique('Accept'));
    owner = await signedInAs(admin, 'manager');
    manager = await signedInAs(admin, 'manager');
    executive = await signedInAs(admin, 'executive');
    member = await signedInAs(admin, 'team_member');
  });

  it('takes a request from the owner: 201 pending, the status unchanged, then an executive approves it', async () => {
    const risk = await newRisk();
    const requested = await request(owner.client, risk);
    expect(requested.status).toBe(201);
    expect(requested.body).toMatchObject({
      status: 'pending',
      justification: 'Cost of treatment exceeds the loss',
      requestedBy: owner.user.id,
      expiresOn: addDays(today(), 90),
      decidedBy: null,
    });
    expect(await view(risk)).toMatchObject({ status: 'open', acceptance: { status: 'pending' } });

    const second = await request(manager.client, risk);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(RISK_MESSAGES.acceptancePending);

    const byRequester = await owner.client.post(`${path(risk)}/decision`, { decision: 'approve' });
    expect(byRequester.status).toBe(403);
    expect(byRequester.body.message).toBe(RISK_MESSAGES.forbiddenDecideAcceptance);

    const approved = await executive.client.post<RiskAcceptanceDto>(`${path(risk)}/decision`, { decision: 'approve', comment: 'Agreed' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedBy: executive.user.id, decisionComment: 'Agreed' });
    expect(await view(risk)).toMatchObject({ status: 'accepted', acceptance: { status: 'approved' } });
    const history = (await admin.get<RiskHistoryEntryDto[]>(`/api/risks/${risk.id}/history`)).body;
    expect(history[0]).toMatchObject({
      action: 'updated',
      changes: { status: { from: 'open', to: 'accepted' } },
      changedById: executive.user.id,
    });
    await eventually(async () => {
      const rows = (await admin.get<ActivityDto[]>('/api/activities?entityType=risk&actionType=risk_accepted&limit=50')).body;
      return rows.some((a) => a.entityId === risk.id);
    }, 20_000);

    // Revoked by the owner: back under review.
    const revoked = await owner.client.request<RiskAcceptanceDto>('DELETE', path(risk));
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('revoked');
    expect(await view(risk)).toMatchObject({ status: 'under_review', acceptance: { status: 'revoked' } });
  });

  it('lets a rejection leave the status, and the requester withdraw a pending request', async () => {
    const risk = await newRisk();
    expect((await request(manager.client, risk)).status).toBe(201);
    const rejected = await admin.post<RiskAcceptanceDto>(`${path(risk)}/decision`, { decision: 'reject', comment: 'Treat it' });
    expect(rejected.body).toMatchObject({ status: 'rejected', decisionComment: 'Treat it' });
    expect(await view(risk)).toMatchObject({ status: 'open', acceptance: { status: 'rejected' } });

    expect((await request(manager.client, risk)).status).toBe(201);
    const byOther = await owner.client.request('DELETE', path(risk));
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe(RISK_MESSAGES.forbiddenWithdrawAcceptance);
    const withdrawn = await manager.client.request<RiskAcceptanceDto>('DELETE', path(risk));
    expect(withdrawn.body.status).toBe('revoked');
    expect(await view(risk)).toMatchObject({ status: 'open' });
    const nothing = await manager.client.request('DELETE', path(risk));
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(RISK_MESSAGES.acceptanceNothingToWithdraw);
  });

  it('refuses a team member who does not own it, a bad justification or expiry, and a decision without a request', async () => {
    const risk = await newRisk();
    const forbidden = await request(member.client, risk);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe(RISK_MESSAGES.forbiddenRequestAcceptance);
    expectValidationErrors(await request(owner.client, risk, { justification: 'too short' }), [RISK_MESSAGES.justificationLength]);
    expectValidationErrors(await request(owner.client, risk, { expiresOn: '31/12/2027' }), [RISK_MESSAGES.expiresOnInvalid]);
    for (const expiresOn of [today(), addDays(today(), 366)]) {
      const res = await request(owner.client, risk, { expiresOn });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(RISK_MESSAGES.expiresOnRange);
    }
    expectValidationErrors(await executive.client.post(`${path(risk)}/decision`, { decision: 'maybe' }), [RISK_MESSAGES.decisionInvalid]);
    const none = await executive.client.post(`${path(risk)}/decision`, { decision: 'approve' });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(RISK_MESSAGES.acceptanceNone);
    expect((await new ApiClient().post(path(risk), {})).status).toBe(401);
    expect(
      (
        await admin.post('/api/risks/00000000-0000-4000-8000-000000000000/acceptance', {
          justification: 'A good reason here',
          expiresOn: addDays(today(), 5),
        })
      ).status,
    ).toBe(404);
  });

  it("records the form's status change to accepted: an admin's as an approval, a manager's as unapproved until decided", async () => {
    const byAdmin = await newRisk();
    expect((await admin.patch(`/api/risks/${byAdmin.id}`, { status: 'accepted' })).status).toBe(200);
    expect((await view(byAdmin)).acceptance).toMatchObject({
      status: 'approved',
      decidedBy: expect.any(String),
      expiresOn: addDays(today(), 365),
    });

    const byManager = await newRisk();
    const patched = await manager.client.patch<RiskView>(`/api/risks/${byManager.id}`, { status: 'accepted' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ status: 'accepted', acceptance: { status: 'unapproved', requestedBy: manager.user.id } });
    // An approver's rejection of an unapproved acceptance sends the risk back under review.
    const rejected = await executive.client.post<RiskAcceptanceDto>(`/api/risks/${byManager.id}/acceptance/decision`, {
      decision: 'reject',
    });
    expect(rejected.body.status).toBe('rejected');
    expect(await view(byManager)).toMatchObject({ status: 'under_review' });

    // A PATCH that moves an accepted risk elsewhere revokes its acceptance.
    expect((await admin.patch(`/api/risks/${byAdmin.id}`, { status: 'mitigation_in_progress' })).status).toBe(200);
    expect((await view(byAdmin)).acceptance).toMatchObject({ status: 'revoked' });
  });
});
