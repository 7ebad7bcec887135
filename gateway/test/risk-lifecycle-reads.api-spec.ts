import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  ERRORS,
  RISK_MESSAGES,
  type ActivityDto,
  type DepartmentDto,
  type EscalationAlertsDto,
  type RiskAcceptanceSummaryDto,
  type RiskMatrixCellDto,
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
 * Issue 25's reads for the dashboard and the list: the residual matrix and level filter, the escalation alerts'
 * outsideAppetite group, the acceptance summary, and risk_appetite_breached once per crossing. Other files change the
 * register at the same time, so exact numbers are asked of this file's own risks (a search) and the rest as bounds.
 */
describe('risk lifecycle reads', () => {
  let admin: ApiClient;
  let member: ApiClient;
  let owner: UserDto;
  let department: DepartmentDto;

  beforeAll(async () => {
    admin = await signedInAdmin();
    member = (await signedInAs(admin, 'team_member')).client;
    department = await createDepartment(admin, unique('Lifecycle'));
    owner = await createUser(admin, { role: 'manager', departmentId: department.id });
  });

  const risk = (title: string, fields: Record<string, unknown>) =>
    createRiskWhenKnown(admin, { title, ownerId: owner.id, departmentIds: [department.id], riskType: 'technical', ...fields });

  it('counts the residual matrix by residual cells (inherent while not assessed) and filters the level by them', async () => {
    const title = unique('Residual matrix');
    await risk(`${title} treated`, { likelihood: 5, impact: 5, residualLikelihood: 2, residualImpact: 2 });
    await risk(`${title} untreated`, { likelihood: 5, impact: 5 });
    const search = `search=${encodeURIComponent(title)}`;
    const inherent = await admin.get<RiskMatrixCellDto[]>(`/api/risks/matrix?${search}`);
    expect(inherent.body).toEqual([{ likelihood: 5, impact: 5, count: 2 }]);
    const residual = await member.get<RiskMatrixCellDto[]>(`/api/risks/matrix?assessment=residual&${search}`);
    expect(residual.status).toBe(200);
    expect(residual.body).toEqual([
      { likelihood: 5, impact: 5, count: 1 },
      { likelihood: 2, impact: 2, count: 1 },
    ]);
    const critical = await admin.get<RiskView[]>(`/api/risks?level=critical&${search}`);
    expect(critical.body).toHaveLength(2);
    // 2 x 2 = 4: medium.
    const residualMedium = await admin.get<RiskView[]>(`/api/risks?assessment=residual&level=medium&${search}`);
    expect(residualMedium.body.map((r) => r.title)).toEqual([`${title} treated`]);
    expect(residualMedium.headers.get('x-total-count')).toBe('1');
    expectValidationErrors(await admin.get('/api/risks/matrix?assessment=current'), [RISK_MESSAGES.assessmentInvalid]);
    expectValidationErrors(await admin.get('/api/risks?assessment=current'), [RISK_MESSAGES.assessmentInvalid]);
  });

  it('adds the risks outside appetite to the escalation alerts, the highest assessed score first, with their count', async () => {
    const outside = await risk(unique('Outside appetite alert'), { likelihood: 5, impact: 5 });
    expect(outside.appetite.outside).toBe(true);
    const res = await member.get<EscalationAlertsDto>('/api/escalation-alerts');
    expect(res.status).toBe(200);
    expect(res.body.outsideAppetiteCount).toBeGreaterThanOrEqual(1);
    expect(res.body.outsideAppetite!.length).toBeGreaterThan(0);
    expect(res.body.outsideAppetite!.length).toBeLessThanOrEqual(10);
    for (const item of res.body.outsideAppetite!) expect(item.assessedScore).toBeGreaterThan(item.maxScore);
    const scores = res.body.outsideAppetite!.map((r) => r.assessedScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The spec's groups are still there.
    expect(res.body).toEqual(expect.objectContaining({ overdueTasks: expect.any(Array), criticalCount: expect.any(Number) }));
  });

  it('answers the acceptance summary to every signed-in role (nothing to decide for a team member), 401 without a session', async () => {
    const mine = await member.get<RiskAcceptanceSummaryDto>('/api/risks/acceptance-summary');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ awaitingYourDecision: 0, expiringSoon: expect.any(Number), acceptedWithoutApproval: expect.any(Number) });
    const approver = await admin.get<RiskAcceptanceSummaryDto>('/api/risks/acceptance-summary');
    expect(Object.values(approver.body).every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    const anonymous = await new ApiClient().get('/api/risks/acceptance-summary');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(ERRORS.unauthenticated);
  });

  it('records risk_appetite_breached when a change takes a risk outside, once per crossing', async () => {
    const breaches = async (id: string) =>
      (await admin.get<ActivityDto[]>(`/api/activities?actionType=risk_appetite_breached&limit=100`)).body.filter((a) => a.entityId === id);
    const reported = await risk(unique('Reported outside'), { likelihood: 4, impact: 4 });
    const first = await eventually(async () => (await breaches(reported.id))[0], 20_000);
    expect(first.metadata).toMatchObject({ assessedScore: 16, maxScore: 12 });

    const crossing = await risk(unique('Crossing risk'), { likelihood: 3, impact: 3 });
    expect((await admin.patch(`/api/risks/${crossing.id}`, { likelihood: 5 })).status).toBe(200); // 15: outside
    expect((await admin.patch(`/api/risks/${crossing.id}`, { impact: 4 })).status).toBe(200); // 20: still outside
    expect((await admin.patch(`/api/risks/${crossing.id}`, { residualLikelihood: 2, residualImpact: 2 })).status).toBe(200); // inside
    expect((await admin.patch(`/api/risks/${crossing.id}`, { residualLikelihood: 4, residualImpact: 4 })).status).toBe(200); // outside
    // The last event of the risk's changes is in the log once both breaches are.
    const both = await eventually(async () => {
      const rows = await breaches(crossing.id);
      return rows.length >= 2 && rows;
    }, 20_000);
    expect(both.map((a) => (a.metadata as { assessedScore: number }).assessedScore).sort()).toEqual([15, 16]);
  });
});
