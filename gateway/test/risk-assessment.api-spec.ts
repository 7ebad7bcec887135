import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  ERRORS,
  RISK_MESSAGES,
  type ActivityDto,
  type DepartmentDto,
  type RiskHistoryEntryDto,
  type RiskView,
  type UserDto,
} from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import {
  createDepartment,
  createRiskWhenKnown,
  createUser,
  eventually,
  expectValidationErrors,
  signedInAdmin,
  signedInAs,
  unique,
} from './support/fixtures.js';

/**
 * Issue 25: the residual assessment and treatment beside the spec's (inherent) one, the rule that the residual never
 * scores above the inherent score, and the risk's history of changes.
 */
describe('risk assessment and history', () => {
  let admin: ApiClient;
  let owner: UserDto;
  let department: DepartmentDto;
  let member: ApiClient;

  const history = async (id: string, client = admin) => {
    const res = await client.get<RiskHistoryEntryDto[]>(`/api/risks/${id}/history`);
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-total-count'))).toBe(res.body.length);
    return res.body;
  };

  beforeAll(async () => {
    admin = await signedInAdmin();
    department = await createDepartment(admin, unique('Assess'));
    owner = await createUser(admin, { role: 'manager', departmentId: department.id });
    member = (await signedInAs(admin, 'team_member')).client;
  });

  it('answers a risk of the spec without an assessment, and its history with the created entry', async () => {
    const risk = await createRiskWhenKnown(admin, { ownerId: owner.id, departmentIds: [department.id], likelihood: 4, impact: 4 });
    expect(risk).toMatchObject({
      riskScore: 16,
      riskLevel: 'critical',
      residualLikelihood: null,
      residualImpact: null,
      residualScore: null,
      residualLevel: null,
      treatmentStrategy: null,
      treatmentPlan: null,
      treatmentDueDate: null,
    });
    const entries = await history(risk.id, member);
    expect(entries).toEqual([
      expect.objectContaining({
        riskId: risk.id,
        action: 'created',
        values: expect.objectContaining({ riskScore: 16, status: 'open', ownerId: owner.id, departmentIds: [department.id] }),
      }),
    ]);
  });

  it('takes residual values and treatment on create and change, with levels from the residual score', async () => {
    const risk = await createRiskWhenKnown(admin, {
      ownerId: owner.id,
      departmentIds: [department.id],
      likelihood: 5,
      impact: 4,
      residualLikelihood: 2,
      residualImpact: 3,
      treatmentStrategy: 'mitigate',
      treatmentPlan: '  Patch the servers monthly  ',
      treatmentDueDate: '2027-03-31',
    });
    expect(risk).toMatchObject({
      residualScore: 6,
      residualLevel: 'medium',
      treatmentStrategy: 'mitigate',
      treatmentPlan: 'Patch the servers monthly',
      treatmentDueDate: '2027-03-31',
    });
    const changed = await admin.patch<RiskView>(`/api/risks/${risk.id}`, {
      residualLikelihood: 1,
      residualImpact: 2,
      treatmentStrategy: 'transfer',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ residualScore: 2, residualLevel: 'low', treatmentStrategy: 'transfer', riskScore: 20 });
    const detail = await admin.get<RiskView>(`/api/risks/${risk.id}`);
    expect(detail.body).toMatchObject({
      residualLikelihood: 1,
      residualImpact: 2,
      residualScore: 2,
      treatmentPlan: 'Patch the servers monthly',
    });

    const [latest] = await history(risk.id);
    expect(latest).toMatchObject({
      action: 'assessed',
      changes: {
        residualLikelihood: { from: 2, to: 1 },
        residualImpact: { from: 3, to: 2 },
        treatmentStrategy: { from: 'mitigate', to: 'transfer' },
      },
      values: expect.objectContaining({ residualScore: 2, residualLevel: 'low', riskScore: 20 }),
      changedBy: expect.objectContaining({ firstName: expect.any(String) }),
    });
    // risk_assessed reaches the activity log with its sentence.
    await eventually(async () => {
      const res = await admin.get<ActivityDto[]>(`/api/activities?entityType=risk&actionType=risk_assessed&limit=50`);
      return res.body.some((a) => a.entityId === risk.id);
    }, 20_000);
  });

  it.each([
    [{ residualLikelihood: 5, residualImpact: 5 }, RISK_MESSAGES.residualAboveInherent],
    [{ residualLikelihood: 2 }, RISK_MESSAGES.residualIncomplete],
  ])('refuses %j on create with 400 and creates nothing', async (residual, message) => {
    const title = unique('Refused residual');
    const res = await admin.post('/api/risks', {
      title,
      riskType: 'operational',
      ownerId: owner.id,
      departmentIds: [department.id],
      likelihood: 2,
      impact: 2,
      ...residual,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const list = await admin.get<RiskView[]>(`/api/risks?search=${encodeURIComponent(title)}`);
    expect(list.body).toEqual([]);
  });

  it.each([
    [{ residualLikelihood: 6, residualImpact: 1 }, RISK_MESSAGES.residualLikelihoodRange],
    [{ residualLikelihood: 1, residualImpact: 0 }, RISK_MESSAGES.residualImpactRange],
    [{ treatmentStrategy: 'ignore' }, RISK_MESSAGES.treatmentStrategyInvalid],
    [{ treatmentPlan: 'x'.repeat(2001) }, RISK_MESSAGES.treatmentPlanTooLong],
    [{ treatmentDueDate: '31/03/2027' }, RISK_MESSAGES.treatmentDueDateInvalid],
  ])('refuses %j with the field message', async (fields, message) => {
    const risk = await createRiskWhenKnown(admin, { ownerId: owner.id, departmentIds: [department.id] });
    expectValidationErrors(await admin.patch(`/api/risks/${risk.id}`, fields), [message]);
  });

  it('refuses a change that sends a residual above the inherent score, and leaves the risk as it was', async () => {
    const risk = await createRiskWhenKnown(admin, {
      ownerId: owner.id,
      departmentIds: [department.id],
      likelihood: 3,
      impact: 3,
      residualLikelihood: 2,
      residualImpact: 2,
    });
    const res = await admin.patch(`/api/risks/${risk.id}`, { likelihood: 1, residualLikelihood: 2, residualImpact: 2 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(RISK_MESSAGES.residualAboveInherent);
    const after = await admin.get<RiskView>(`/api/risks/${risk.id}`);
    expect(after.body).toMatchObject({ likelihood: 3, residualScore: 4 });
    expect(await history(risk.id)).toHaveLength(1);
  });

  it("clears the residual when a spec client's change lowers the inherent score below it, and says so", async () => {
    const risk = await createRiskWhenKnown(admin, {
      ownerId: owner.id,
      departmentIds: [department.id],
      likelihood: 4,
      impact: 4,
      residualLikelihood: 3,
      residualImpact: 3,
    });
    const res = await admin.patch<RiskView>(`/api/risks/${risk.id}`, { likelihood: 2, impact: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      riskScore: 4,
      residualLikelihood: null,
      residualImpact: null,
      residualScore: null,
      residualLevel: null,
    });
    const [latest] = await history(risk.id);
    expect(latest).toMatchObject({
      action: 'updated',
      changes: { likelihood: { from: 4, to: 2 }, impact: { from: 4, to: 2 }, residualLikelihood: { from: 3, to: null } },
      values: expect.objectContaining({ riskScore: 4, residualScore: null }),
    });
    const activity = await eventually(async () => {
      const rows = await admin.get<ActivityDto[]>(`/api/activities?entityType=risk&actionType=risk_assessed&limit=50`);
      return rows.body.find((a) => a.entityId === risk.id);
    }, 20_000);
    expect(activity.description).toContain('residual cleared');
  });

  it('records status, owner and department changes with the values after each, newest first, and pages them', async () => {
    const other = await createDepartment(admin, unique('Assess other'));
    const risk = await createRiskWhenKnown(admin, { ownerId: owner.id, departmentIds: [department.id] });
    await createRiskWhenKnown(admin, { ownerId: owner.id, departmentIds: [other.id] }); // the department is known
    expect((await admin.patch(`/api/risks/${risk.id}`, { departmentIds: [department.id, other.id] })).status).toBe(200);
    expect((await admin.patch(`/api/risks/${risk.id}`, { status: 'closed' })).status).toBe(200);
    const entries = await history(risk.id);
    expect(entries.map((e) => e.action)).toEqual(['closed', 'updated', 'created']);
    expect(entries[1]).toMatchObject({
      changes: { departmentIds: { from: [department.id], to: [department.id, other.id].sort((a, b) => a - b) } },
      values: expect.objectContaining({ departmentIds: [department.id, other.id].sort((a, b) => a - b) }),
    });
    expect(entries[0].values).toMatchObject({ status: 'closed' });
    const page = await admin.get<RiskHistoryEntryDto[]>(`/api/risks/${risk.id}/history?limit=1&offset=1`);
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(page.body.map((e) => e.action)).toEqual(['updated']);
  });

  it('answers 401 without a session and 404 for an unknown or deleted risk', async () => {
    const risk = await createRiskWhenKnown(admin, { ownerId: owner.id, departmentIds: [department.id] });
    const anonymous = await new ApiClient().get(`/api/risks/${risk.id}/history`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(ERRORS.unauthenticated);
    expect((await admin.request('DELETE', `/api/risks/${risk.id}`)).status).toBe(204);
    const gone = await admin.get(`/api/risks/${risk.id}/history`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(RISK_MESSAGES.riskNotFound);
    expect((await admin.get('/api/risks/not-a-risk/history')).status).toBe(404);
    expect((await admin.get(`/api/risks/${risk.id}/history?limit=501`)).status).toBe(400);
  });
});
