import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  ERRORS,
  RISK_MESSAGES,
  type DepartmentDto,
  type DepartmentRiskSummaryDto,
  type RegisterHistoryStartDto,
  type RiskLevelMonthDto,
  type RiskMatrixCellDto,
  type RiskMovementDto,
  type RiskView,
  type UserDto,
} from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import {
  createDepartment,
  createRiskWhenKnown,
  createUser,
  expectValidationErrors,
  signedInAdmin,
  signedInAs,
  unique,
} from './support/fixtures.js';

/** The day before `day` (YYYY-MM-DD). */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The register over time (issue 26) through the gateway: the stack's database started its history today (UTC, the
 * default MAIL_TIME_ZONE), so today is the only day it knows.
 */
describe('risk register over time', () => {
  let admin: ApiClient;
  let executive: ApiClient;
  let manager: ApiClient;
  let member: ApiClient;
  let owner: UserDto;
  let department: DepartmentDto;
  let startsOn: string;
  let today: string;
  let risks: RiskView[];

  beforeAll(async () => {
    admin = await signedInAdmin();
    executive = (await signedInAs(admin, 'executive')).client;
    manager = (await signedInAs(admin, 'manager')).client;
    member = (await signedInAs(admin, 'team_member')).client;
    department = await createDepartment(admin, unique('Register'));
    owner = await createUser(admin, { role: 'manager', departmentId: department.id });
    risks = [
      await createRiskWhenKnown(member, { ownerId: owner.id, departmentIds: [department.id], likelihood: 5, impact: 5 }),
      await createRiskWhenKnown(member, { ownerId: owner.id, departmentIds: [department.id], likelihood: 1, impact: 2 }),
    ];
    startsOn = (await executive.get<RegisterHistoryStartDto>('/api/risks/history-start')).body.startsOn;
    today = new Date().toISOString().slice(0, 10);
  });

  it('answers the history start to executives, managers and system admins', async () => {
    for (const client of [executive, manager, admin]) {
      const res = await client.get<RegisterHistoryStartDto>('/api/risks/history-start');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ startsOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    }
    expect(startsOn <= today).toBe(true);
  });

  it.each(['/api/risks/history-start', '/api/risks/movements?from=2026-01-01&to=2026-01-02', '/api/risks/stats/levels'])(
    'refuses %s to a team member (403) and without a session (401)',
    async (path) => {
      const forbidden = await member.get(path);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.message).toBe(ERRORS.forbidden);
      expect((await new ApiClient().get(path)).status).toBe(401);
    },
  );

  it('answers the matrix and the department summary as of today to every role, as they are now', async () => {
    const asOf = await member.get<RiskMatrixCellDto[]>(`/api/risks/matrix?asOf=${today}`);
    expect(asOf.status).toBe(200);
    expect(asOf.body).toEqual((await member.get<RiskMatrixCellDto[]>('/api/risks/matrix')).body);
    const residual = await member.get<RiskMatrixCellDto[]>(`/api/risks/matrix?asOf=${today}&assessment=residual`);
    expect(residual.body).toEqual((await member.get<RiskMatrixCellDto[]>('/api/risks/matrix?assessment=residual')).body);
    const summary = await member.get<DepartmentRiskSummaryDto[]>(`/api/risks/by-department/summary?asOf=${today}`);
    expect(summary.status).toBe(200);
    expect(summary.body.find((d) => d.departmentId === department.id)).toMatchObject({ totalRisks: 2, criticalCount: 1, lowCount: 1 });
  });

  it('pages the movements with X-Total-Count (today against today: none; what they hold is tested in the integration test)', async () => {
    const all = await executive.get<RiskMovementDto[]>(`/api/risks/movements?from=${startsOn}&to=${today}&limit=500`);
    expect(all.status).toBe(200);
    const total = Number(all.headers.get('x-total-count'));
    expect(all.body).toHaveLength(Math.min(total, 500));
    if (startsOn === today) expect(total).toBe(0);
    const page = await executive.get<RiskMovementDto[]>(`/api/risks/movements?from=${startsOn}&to=${today}&limit=1&offset=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe(String(total));
    expect(page.body).toEqual(all.body.slice(1, 2));
    expect(risks).toHaveLength(2);
  });

  it('answers the level trend, months before the history unknown', async () => {
    const res = await manager.get<RiskLevelMonthDto[]>('/api/risks/stats/levels');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(24);
    expect(res.body.at(-1)).toMatchObject({ month: today.slice(0, 7), known: true });
    expect(res.body.at(-1)!.critical).toBeGreaterThanOrEqual(1);
    expect(res.body[0]).toMatchObject({ known: false, critical: 0, high: 0, medium: 0, low: 0 });
    const residual = await manager.get<RiskLevelMonthDto[]>('/api/risks/stats/levels?months=2&assessment=residual');
    expect(residual.body).toHaveLength(2);
  });

  it('refuses days the history does not know, in both languages', async () => {
    const early = await member.get(`/api/risks/matrix?asOf=${dayBefore(startsOn)}`);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(RISK_MESSAGES.noHistoryBefore(startsOn));
    const arabic = await member.get(`/api/risks/by-department/summary?asOf=${dayBefore(startsOn)}`, {
      headers: { 'Accept-Language': 'ar' },
    });
    expect(arabic.status).toBe(400);
    expect(arabic.body.message).toBe(`لا يوجد سجل قبل ${startsOn}`);
    const future = await executive.get(`/api/risks/movements?from=${today}&to=2999-01-01`);
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(RISK_MESSAGES.registerDateFuture);
    const reversed = await executive.get(`/api/risks/movements?from=${today}&to=${dayBefore(today)}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(RISK_MESSAGES.registerFromAfterTo);
  });

  it.each([
    ['/api/risks/matrix?asOf=2026-02-30', RISK_MESSAGES.registerDateInvalid],
    ['/api/risks/by-department/summary?asOf=today', RISK_MESSAGES.registerDateInvalid],
    ['/api/risks/movements?from=2026-01-01', RISK_MESSAGES.registerDateInvalid],
    ['/api/risks/movements?from=2026-01-01&to=2026-01-02&assessment=both', RISK_MESSAGES.assessmentInvalid],
    ['/api/risks/stats/levels?months=61', RISK_MESSAGES.levelMonthsRange],
  ])('rejects %s with 400 and the message', async (path, message) => {
    expectValidationErrors(await admin.get(path), [message]);
  });

  it('takes no other filter with asOf on the matrix', async () => {
    const res = await member.get(`/api/risks/matrix?asOf=${today}&status=open`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(RISK_MESSAGES.registerAsOfAlone);
  });

  it('refuses asOf on the list, which shows the register as it is now', async () => {
    const res = await member.get(`/api/risks?asOf=${today}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(RISK_MESSAGES.registerAsOfListed);
  });
});
