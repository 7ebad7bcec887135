import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ERRORS,
  RISK_MESSAGES,
  SUBJECTS,
  type BulkUploadResultDto,
  type DepartmentRiskSummaryDto,
  type Page,
  type RegisterHistoryStartDto,
  type RiskLevelMonthDto,
  type RiskMatrixCellDto,
  type RiskMovementDto,
  type RiskView,
} from '@rtm/contracts';
import { Clock } from '../src/common/clock.js';
import { risksWorkbook } from './fixtures/risk-workbooks.js';
import { RiskTestApp, type TestUser } from './risk-test-app.js';

const S = SUBJECTS.risk;

/**
 * The register over time (issue 26) in Asia/Riyadh (UTC+3), so a day's end is not UTC's: versions and day rows written
 * by every kind of change, and the as-of answers after changes made at known instants through the service's clock.
 */
describe('risk register over time', () => {
  let app: RiskTestApp;
  let owner: TestUser;
  let executive: TestUser;
  let member: TestUser;
  let ops: { id: number; name: string };
  let finance: { id: number; name: string };
  let clock: Clock;
  const at = (instant: string) => (clock.now = () => new Date(instant));

  const matrix = (asOf: string, assessment?: 'inherent' | 'residual', actor: TestUser = member) =>
    app.send<RiskMatrixCellDto[]>(S.risksMatrix, { asOf, ...(assessment ? { assessment } : {}) }, actor);
  const summary = (asOf: string, actor: TestUser = member) => app.send<DepartmentRiskSummaryDto[]>(S.summaryByDepartment, { asOf }, actor);
  const movements = (query: Record<string, unknown>, actor: TestUser = executive) =>
    app.send<Page<RiskMovementDto>>(S.movements, query, actor);
  const levels = (query: Record<string, unknown>, actor: TestUser = executive) =>
    app.send<RiskLevelMonthDto[]>(S.statsLevels, query, actor);
  const create = (title: string, likelihood: number, impact: number, departmentIds: number[]) =>
    app.send<RiskView>(S.risksCreate, { title, riskType: 'technical', ownerId: owner.id, departmentIds, likelihood, impact });
  const update = (id: string, change: Record<string, unknown>) => app.send<RiskView>(S.risksUpdate, { id, ...change });
  const sql = <T>(query: string, params: unknown[] = []) =>
    app.orm.em.fork().execute<T[]>(query.replaceAll('risk.', `${app.config.RISK_SCHEMA}.`), params);
  const cellDays = (day: string) =>
    sql<{ assessment: string; likelihood: number; impact: number; status: string; risks: number }>(
      `select assessment, likelihood, impact, status, risks from risk.risk_cell_day where day = ?::date and risks <> 0
        order by assessment, likelihood, impact, status`,
      [day],
    );

  let a: RiskView; // 2x2 -> 4x2 (Feb 10, late evening), closed Mar 5
  let b: RiskView; // 5x4, residual 2x2 on Feb 11 (just after midnight in Riyadh, still Feb 10 in UTC), deleted Mar 20

  beforeAll(async () => {
    app = await RiskTestApp.start('riskregister', { MAIL_TIME_ZONE: 'Asia/Riyadh' });
    owner = await app.user('manager');
    executive = await app.user('executive');
    member = await app.user('team_member');
    ops = await app.department('Operations');
    finance = await app.department('Finance');
    clock = app.risk.get(Clock);
    // The history started on January 1st (the migration ran on this empty database just now).
    await sql(`update risk.risk_register_start set started_at = '2026-01-01T00:00:00+03:00'`);

    at('2026-02-10T10:00:00+03:00');
    a = await create('Backup failure', 2, 2, [ops.id]);
    b = await create('Data centre flood', 5, 4, [ops.id, finance.id]);
    at('2026-02-10T23:30:00+03:00');
    await update(a.id, { likelihood: 4 });
    at('2026-02-11T00:30:00+03:00');
    await update(b.id, { residualLikelihood: 2, residualImpact: 2 });
    at('2026-03-05T12:00:00+03:00');
    await update(a.id, { status: 'closed' });
    at('2026-03-20T09:00:00+03:00');
    await app.send(S.risksDelete, { id: b.id });
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('writes a version and the day rows with every change, in the day of MAIL_TIME_ZONE', async () => {
    const versions = await sql<{ risk_id: string; action: string; risk_code: string | null }>(
      `select risk_id, action, risk_code from risk.risk_history order by changed_at, risk_id <> ?`,
      [a.id],
    );
    expect(versions.map((v) => [v.risk_id, v.action])).toEqual([
      [a.id, 'created'],
      [b.id, 'created'],
      [a.id, 'updated'],
      [b.id, 'assessed'],
      [a.id, 'closed'],
      [b.id, 'deleted'],
    ]);
    expect(versions.at(-1)!.risk_code).toBe(b.riskId);
    // Each version is valid until the next one of its risk starts; the last one of each risk has no end.
    const chained = await sql<{ risk_id: string; valid_to: string | null; next_at: string | null }>(
      `select risk_id, valid_to::text, (lead(changed_at) over (partition by risk_id order by changed_at, id))::text as next_at
         from risk.risk_history`,
    );
    expect(chained.every((v) => v.valid_to === v.next_at)).toBe(true);
    expect(chained.filter((v) => v.valid_to === null)).toHaveLength(2);

    expect(await cellDays('2026-02-10')).toEqual([
      { assessment: 'inherent', likelihood: 4, impact: 2, status: 'open', risks: 1 },
      { assessment: 'inherent', likelihood: 5, impact: 4, status: 'open', risks: 1 },
      { assessment: 'residual', likelihood: 4, impact: 2, status: 'open', risks: 1 },
      { assessment: 'residual', likelihood: 5, impact: 4, status: 'open', risks: 1 },
    ]);
    // 21:30 UTC on the 10th is the 11th in Riyadh.
    expect(await cellDays('2026-02-11')).toEqual([
      { assessment: 'residual', likelihood: 2, impact: 2, status: 'open', risks: 1 },
      { assessment: 'residual', likelihood: 5, impact: 4, status: 'open', risks: -1 },
    ]);
    expect(await cellDays('2026-03-20')).toEqual([
      { assessment: 'inherent', likelihood: 5, impact: 4, status: 'open', risks: -1 },
      { assessment: 'residual', likelihood: 2, impact: 2, status: 'open', risks: -1 },
    ]);
    const departments = await sql<{ day: string; department_id: number; risk_level: string; risks: number }>(
      `select to_char(day, 'YYYY-MM-DD') as day, department_id, risk_level, risks from risk.risk_department_day
        where risks <> 0 order by day, department_id, risk_level`,
    );
    expect(departments).toEqual([
      { day: '2026-02-10', department_id: ops.id, risk_level: 'critical', risks: 1 },
      { day: '2026-02-10', department_id: ops.id, risk_level: 'high', risks: 1 },
      { day: '2026-02-10', department_id: finance.id, risk_level: 'critical', risks: 1 },
      { day: '2026-03-20', department_id: ops.id, risk_level: 'critical', risks: -1 },
      { day: '2026-03-20', department_id: finance.id, risk_level: 'critical', risks: -1 },
    ]);
  });

  it('keeps the day rows summing to the kept counts', async () => {
    const differ = await sql<{ n: number }>(
      `select count(*)::int as n from (
         select likelihood, impact, status, sum(risks) as risks from risk.risk_cell_day where assessment = 'inherent' group by 1, 2, 3
         except select likelihood, impact, status, risks from risk.risk_matrix_count) d where d.risks <> 0`,
    );
    expect(differ[0].n).toBe(0);
  });

  it('answers the matrix as of a day, inherent and residual, for every role', async () => {
    expect(await matrix('2026-02-09')).toEqual([]);
    expect(await matrix('2026-02-10')).toEqual([
      { likelihood: 5, impact: 4, count: 1 },
      { likelihood: 4, impact: 2, count: 1 },
    ]);
    expect(await matrix('2026-02-10', 'residual')).toEqual([
      { likelihood: 5, impact: 4, count: 1 },
      { likelihood: 4, impact: 2, count: 1 },
    ]);
    expect(await matrix('2026-02-11', 'residual')).toEqual([
      { likelihood: 4, impact: 2, count: 1 },
      { likelihood: 2, impact: 2, count: 1 },
    ]);
    // A closed risk stays in the matrix (it counts every status); a deleted one leaves it.
    expect(await matrix('2026-03-05')).toEqual([
      { likelihood: 5, impact: 4, count: 1 },
      { likelihood: 4, impact: 2, count: 1 },
    ]);
    expect(await matrix('2026-03-20')).toEqual([{ likelihood: 4, impact: 2, count: 1 }]);
  });

  it('answers the department summary as of a day', async () => {
    expect(await summary('2026-02-09')).toEqual([]);
    expect(await summary('2026-03-19')).toEqual([
      { departmentId: ops.id, departmentName: 'Operations', totalRisks: 2, criticalCount: 1, highCount: 1, mediumCount: 0, lowCount: 0 },
      { departmentId: finance.id, departmentName: 'Finance', totalRisks: 1, criticalCount: 1, highCount: 0, mediumCount: 0, lowCount: 0 },
    ]);
    expect(await summary('2026-03-20')).toEqual([
      { departmentId: ops.id, departmentName: 'Operations', totalRisks: 1, criticalCount: 0, highCount: 1, mediumCount: 0, lowCount: 0 },
    ]);
  });

  it('lists the movements between two days, largest change first, paged with the total', async () => {
    const cell = (likelihood: number, impact: number, level: string) => ({ likelihood, impact, score: likelihood * impact, level });
    const both = await movements({ from: '2026-02-09', to: '2026-02-10' });
    expect(both).toEqual({
      total: 2,
      items: [
        { id: b.id, riskId: b.riskId, title: b.title, from: null, to: cell(5, 4, 'critical'), direction: 'new' },
        { id: a.id, riskId: a.riskId, title: a.title, from: null, to: cell(4, 2, 'high'), direction: 'new' },
      ],
    });
    expect(await movements({ from: '2026-02-09', to: '2026-02-10', limit: 1, offset: 1 })).toEqual({ total: 2, items: [both.items[1]] });
    expect(await movements({ from: '2026-02-09', to: '2026-02-10', limit: 1, offset: 5 })).toEqual({ total: 2, items: [] });

    // The residual cell moved on the 11th; the inherent one did not.
    expect(await movements({ from: '2026-02-10', to: '2026-02-11' })).toEqual({ total: 0, items: [] });
    expect(await movements({ from: '2026-02-10', to: '2026-02-11', assessment: 'residual' })).toEqual({
      total: 1,
      items: [{ id: b.id, riskId: b.riskId, title: b.title, from: cell(5, 4, 'critical'), to: cell(2, 2, 'medium'), direction: 'down' }],
    });
    // A's closing changes no cell; B's deletion removes it (named by its code and title though it is gone).
    expect(await movements({ from: '2026-02-11', to: '2026-03-20' })).toEqual({
      total: 1,
      items: [{ id: b.id, riskId: b.riskId, title: b.title, from: cell(5, 4, 'critical'), to: null, direction: 'removed' }],
    });
    expect(await movements({ from: '2026-03-20', to: '2026-03-20' })).toEqual({ total: 0, items: [] });
  });

  it('answers the open risks per level at each month end, unknown before the history', async () => {
    const trend = await levels({ months: 3 });
    expect(trend).toEqual([
      { month: '2026-01', known: true, critical: 0, high: 0, medium: 0, low: 0 },
      { month: '2026-02', known: true, critical: 1, high: 1, medium: 0, low: 0 },
      { month: '2026-03', known: true, critical: 0, high: 0, medium: 0, low: 0 },
    ]);
    expect((await levels({ months: 3, assessment: 'residual' }))[1]).toEqual({
      month: '2026-02',
      known: true,
      critical: 0,
      high: 1,
      medium: 1,
      low: 0,
    });
    const long = await levels({});
    expect(long).toHaveLength(24);
    expect(long[0]).toEqual({ month: '2024-04', known: false, critical: 0, high: 0, medium: 0, low: 0 });
    expect(long.filter((m) => m.known).map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03']);
  });

  it('counts an import like the form', async () => {
    at('2026-03-21T08:00:00+03:00');
    const file = await risksWorkbook(
      [3, 4].map((likelihood) => ({
        Title: `Imported risk ${likelihood}`,
        'Risk Type': 'technical',
        Likelihood: likelihood,
        Impact: 5,
        Owner: owner.username,
        Departments: finance.name,
      })),
    );
    const result = await app.send<BulkUploadResultDto>(S.importXlsx, { fileData: file.toString('base64') }, member);
    expect(result.created).toBe(2);
    expect(await matrix('2026-03-21')).toEqual([
      { likelihood: 4, impact: 2, count: 1 },
      { likelihood: 4, impact: 5, count: 1 },
      { likelihood: 3, impact: 5, count: 1 },
    ]);
    expect((await movements({ from: '2026-03-20', to: '2026-03-21' })).items.map((m) => [m.title, m.direction])).toEqual([
      ['Imported risk 4', 'new'],
      ['Imported risk 3', 'new'],
    ]);
    expect((await summary('2026-03-21')).find((d) => d.departmentId === finance.id)).toMatchObject({ totalRisks: 2, criticalCount: 2 });
  });

  it('answers the history start, and refuses days it does not know with what to do', async () => {
    expect(await app.send<RegisterHistoryStartDto>(S.historyStart, {}, executive)).toEqual({ startsOn: '2026-01-01' });
    const early = { status: 400, message: RISK_MESSAGES.noHistoryBefore('2026-01-01') };
    await expect(matrix('2025-12-31')).rejects.toMatchObject(early);
    await expect(summary('2025-12-31')).rejects.toMatchObject(early);
    await expect(movements({ from: '2025-12-31', to: '2026-02-01' })).rejects.toMatchObject(early);
    // Today is March 21st in Riyadh.
    const future = { status: 400, message: RISK_MESSAGES.registerDateFuture };
    await expect(matrix('2026-03-22')).rejects.toMatchObject(future);
    await expect(movements({ from: '2026-03-01', to: '2026-03-22' })).rejects.toMatchObject(future);
    await expect(movements({ from: '2026-03-02', to: '2026-03-01' })).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.registerFromAfterTo,
    });
    const invalid = { status: 400, message: RISK_MESSAGES.registerDateInvalid };
    await expect(matrix('2026-02-30')).rejects.toMatchObject(invalid);
    await expect(summary('yesterday')).rejects.toMatchObject(invalid);
    await expect(movements({ from: '2026-02-01' })).rejects.toMatchObject(invalid);
    await expect(app.send(S.risksMatrix, { asOf: '2026-02-10', status: ['open'] }, member)).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.registerAsOfAlone,
    });
    await expect(levels({ months: 61 })).rejects.toMatchObject({ status: 400, message: RISK_MESSAGES.levelMonthsRange });
  });

  it('gives the movements, levels and history start to executives, managers and system admins only', async () => {
    for (const actor of [owner, app.admin]) await expect(levels({ months: 1 }, actor)).resolves.toHaveLength(1);
    const forbidden = { status: 403, message: ERRORS.forbidden };
    await expect(levels({ months: 1 }, member)).rejects.toMatchObject(forbidden);
    await expect(movements({ from: '2026-03-01', to: '2026-03-02' }, member)).rejects.toMatchObject(forbidden);
    await expect(app.send(S.historyStart, {}, member)).rejects.toMatchObject(forbidden);
    await expect(app.send(S.historyStart, {}, null)).rejects.toMatchObject({ status: 401 });
  });
});
