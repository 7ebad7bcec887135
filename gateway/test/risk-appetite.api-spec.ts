import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  ERRORS,
  RISK_MESSAGES,
  type ActivityDto,
  type DepartmentDto,
  type RiskAppetiteDto,
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

const TYPES = ['clinical', 'technical', 'operational', 'financial', 'legal_compliance', 'reputational'];

/**
 * Issue 25: the risk appetite per risk type, whether each risk is outside it (residual score, else inherent, above the
 * type's maximum, unless closed or accepted), the list's filters, and the change as an audited event. The file puts the
 * appetite back to the default when done, since other files' risks read it.
 */
describe('risk appetite', () => {
  let admin: ApiClient;
  let member: ApiClient;
  let owner: UserDto;
  let department: DepartmentDto;

  beforeAll(async () => {
    admin = await signedInAdmin();
    member = (await signedInAs(admin, 'team_member')).client;
    department = await createDepartment(admin, unique('Appetite'));
    owner = await createUser(admin, { role: 'manager', departmentId: department.id });
  });

  it('answers every risk type with the default maximum 12 to every signed-in role, and 401 without a session', async () => {
    const res = await member.get<RiskAppetiteDto[]>('/api/risk-appetite');
    expect(res.status).toBe(200);
    expect(res.body.map((a) => a.riskType)).toEqual(TYPES);
    expect(res.body.every((a) => typeof a.maxScore === 'number')).toBe(true);
    const anonymous = await new ApiClient().get('/api/risk-appetite');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(ERRORS.unauthenticated);
  });

  it('marks risks outside appetite by residual score, else inherent, filters them, and follows a change of appetite', async () => {
    const title = unique('Appetite risk');
    const above = await createRiskWhenKnown(admin, {
      title: `${title} above`,
      ownerId: owner.id,
      departmentIds: [department.id],
      riskType: 'legal_compliance',
      likelihood: 4,
      impact: 4,
    });
    const treated = await createRiskWhenKnown(admin, {
      title: `${title} treated`,
      ownerId: owner.id,
      departmentIds: [department.id],
      riskType: 'legal_compliance',
      likelihood: 4,
      impact: 4,
      residualLikelihood: 2,
      residualImpact: 3,
    });
    expect(above.appetite).toEqual({ maxScore: 12, outside: true });
    expect(treated.appetite).toEqual({ maxScore: 12, outside: false });
    const outside = await admin.get<RiskView[]>(`/api/risks?outsideAppetite=true&search=${encodeURIComponent(title)}`);
    expect(outside.body.map((r) => r.id)).toEqual([above.id]);
    expect(outside.headers.get('x-total-count')).toBe('1');

    const current = (await admin.get<RiskAppetiteDto[]>('/api/risk-appetite')).body;
    const changed = current.map((a) => (a.riskType === 'legal_compliance' ? { ...a, maxScore: 4 } : a));
    const put = await admin.request<RiskAppetiteDto[]>('PUT', '/api/risk-appetite', { body: changed });
    expect(put.status).toBe(200);
    expect(put.body.find((a) => a.riskType === 'legal_compliance')?.maxScore).toBe(4);
    try {
      const now = await admin.get<RiskView[]>(`/api/risks?outsideAppetite=true&search=${encodeURIComponent(title)}`);
      expect(now.body.map((r) => r.id).sort()).toEqual([above.id, treated.id].sort());
      // Accepted or closed risks are never outside.
      expect((await admin.patch(`/api/risks/${treated.id}`, { status: 'closed' })).status).toBe(200);
      expect((await admin.get<RiskView>(`/api/risks/${treated.id}`)).body.appetite).toEqual({ maxScore: 4, outside: false });
      const activity = await eventually(async () => {
        const rows = (await admin.get<ActivityDto[]>('/api/activities?actionType=risk_appetite_changed&limit=20')).body;
        return rows.find((a) => (a.metadata as { changes?: Record<string, unknown> } | null)?.changes?.legal_compliance);
      }, 20_000);
      expect((activity.metadata as { changes: Record<string, unknown> }).changes.legal_compliance).toEqual({ from: 12, to: 4 });
      // The treated risk (residual 6) was inside at 12 and is outside at 4: the change tells of it, bounded.
      const { breached } = activity.metadata as { breached: { count: number; sample: { assessedScore: number }[] } };
      expect(breached.count).toBeGreaterThanOrEqual(1);
      expect(breached.sample.length).toBeGreaterThanOrEqual(1);
      expect(breached.sample.length).toBeLessThanOrEqual(10);
      for (const risk of breached.sample) expect(risk.assessedScore > 4 && risk.assessedScore <= 12).toBe(true);
    } finally {
      expect((await admin.request('PUT', '/api/risk-appetite', { body: current })).status).toBe(200);
    }
  });

  it('refuses anyone but a system admin, an unknown type, a type twice and a score out of range, changing nothing', async () => {
    const before = (await admin.get<RiskAppetiteDto[]>('/api/risk-appetite')).body;
    const forbidden = await member.request('PUT', '/api/risk-appetite', { body: before });
    expect(forbidden.status).toBe(403);
    const unknown = await admin.request('PUT', '/api/risk-appetite', { body: [{ riskType: 'weather', maxScore: 5 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(RISK_MESSAGES.appetiteRiskTypeUnknown);
    const twice = await admin.request('PUT', '/api/risk-appetite', {
      body: [
        { riskType: 'clinical', maxScore: 5 },
        { riskType: 'Clinical', maxScore: 6 },
      ],
    });
    expect(twice.body.message).toBe(RISK_MESSAGES.appetiteRiskTypeTwice);
    expectValidationErrors(await admin.request('PUT', '/api/risk-appetite', { body: [{ riskType: 'clinical', maxScore: 26 }] }), [
      RISK_MESSAGES.appetiteMaxScoreRange,
    ]);
    expectValidationErrors(await admin.request('PUT', '/api/risk-appetite', { body: { riskType: 'clinical' } }), [
      RISK_MESSAGES.appetiteItemsInvalid,
    ]);
    expect((await admin.get<RiskAppetiteDto[]>('/api/risk-appetite')).body).toEqual(before);
    expectValidationErrors(await admin.get('/api/risks?outsideAppetite=maybe'), [RISK_MESSAGES.outsideAppetiteInvalid]);
    expectValidationErrors(await admin.get('/api/risks?acceptance=soon'), [RISK_MESSAGES.acceptanceFilterInvalid]);
  });
});
