import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseAt, type DatabaseAt } from '@rtm/backend/testing';
import { ERRORS, RISK_MESSAGES, SUBJECTS, type RiskMonthCountDto, type RiskView } from '@rtm/contracts';
import { RISK_MIGRATIONS } from '../src/database/risk.migrations.js';
import { RiskTestApp, type TestUser } from './risk-test-app.js';

const thisMonth = new Date().toISOString().slice(0, 7);

/** The month `back` months before this one, YYYY-MM. */
function monthBefore(back: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
}

describe('risk stats: risks opened and closed per month', () => {
  let app: RiskTestApp;
  let owner: TestUser;
  let executive: TestUser;
  let member: TestUser;
  let department: { id: number; name: string };

  const monthly = (months: number | undefined, actor: TestUser | null = executive) =>
    app.send<RiskMonthCountDto[]>(SUBJECTS.risk.statsMonthly, months === undefined ? {} : { months }, actor);
  const current = async () => (await monthly(1)).at(-1)!;
  const create = (status?: string) =>
    app.send<RiskView>(SUBJECTS.risk.risksCreate, {
      title: 'Backup failure',
      riskType: 'technical',
      ownerId: owner.id,
      departmentIds: [department.id],
      ...(status ? { status } : {}),
    });

  beforeAll(async () => {
    app = await RiskTestApp.start('riskstats');
    owner = await app.user('manager');
    executive = await app.user('executive');
    member = await app.user('team_member');
    department = await app.department('Operations');
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('answers every month of the range, oldest first, zeros where nothing happened', async () => {
    const months = await monthly(undefined);
    expect(months).toHaveLength(12);
    expect(months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => monthBefore(11 - i)));
    expect(months.every((m) => m.opened === 0 && m.closed === 0)).toBe(true);
    expect(await monthly(36)).toHaveLength(36);
  });

  it('counts each creation and each change of status to closed, in the transaction of the change', async () => {
    const first = await create();
    await create();
    expect(await current()).toEqual({ month: thisMonth, opened: 2, closed: 0 });

    await app.send(SUBJECTS.risk.risksUpdate, { id: first.id, status: 'closed' });
    expect(await current()).toEqual({ month: thisMonth, opened: 2, closed: 1 });

    // Other changes do not count; a reopened risk closed again is closed twice.
    await app.send(SUBJECTS.risk.risksUpdate, { id: first.id, title: 'Backup failure (closed)' });
    await app.send(SUBJECTS.risk.risksUpdate, { id: first.id, status: 'open' });
    expect(await current()).toEqual({ month: thisMonth, opened: 2, closed: 1 });
    await app.send(SUBJECTS.risk.risksUpdate, { id: first.id, status: 'closed' });
    expect(await current()).toEqual({ month: thisMonth, opened: 2, closed: 2 });

    // A risk reported as closed already is opened and closed; deleting a risk keeps what happened.
    const closedAtOnce = await create('closed');
    await app.send(SUBJECTS.risk.risksDelete, { id: closedAtOnce.id });
    expect(await current()).toEqual({ month: thisMonth, opened: 3, closed: 3 });
  });

  it('is for executives, managers and system admins, with the range checked', async () => {
    await expect(monthly(3, owner)).resolves.toHaveLength(3);
    await expect(monthly(3, app.admin)).resolves.toHaveLength(3);
    await expect(monthly(3, member)).rejects.toMatchObject({ status: 403, message: ERRORS.forbidden });
    await expect(monthly(3, null)).rejects.toMatchObject({ status: 401 });
    for (const months of [0, 37, 2.5]) {
      await expect(monthly(months)).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining(RISK_MESSAGES.statsMonthsRange),
      });
    }
  });
});

/** Migration 0004 counts the risks a database already has. */
describe('risk migration 0004 (monthly stats backfill)', () => {
  let db: DatabaseAt;
  const sql = (query: string, params?: unknown[]) => db.sql(query, params);

  beforeAll(async () => {
    db = await databaseAt('risk_mig4', 'risk', RISK_MIGRATIONS.slice(0, 3));
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('counts existing risks opened in the month they were created and closed ones in the month of their last change', async () => {
    let n = 0;
    const risk = (status: string, createdAt: string, updatedAt: string | null) =>
      sql(
        `insert into risk.risk (id, risk_code, code_year, code_number, title, status, risk_type, owner_id, created_at, updated_at)
         values (?, ?, 2026, ?, 'Old risk', ?, 'technical', ?, ?, ?)`,
        [randomUUID(), `RSK-2026-${String(++n).padStart(4, '0')}`, n, status, randomUUID(), createdAt, updatedAt],
      );
    await risk('open', '2026-01-10T10:00:00Z', null);
    await risk('closed', '2026-01-31T23:30:00Z', '2026-03-01T00:10:00Z');
    await risk('closed', '2026-02-05T10:00:00Z', null);
    await risk('accepted', '2026-03-02T10:00:00Z', '2026-03-05T10:00:00Z');

    expect(await db.migrate(RISK_MIGRATIONS.slice(0, 4))).toEqual(['0004-risk-monthly-stats']);
    expect(await sql(`select to_char(month, 'YYYY-MM') as month, opened, closed from risk.risk_monthly_stats order by month`)).toEqual([
      { month: '2026-01', opened: 2, closed: 0 },
      { month: '2026-02', opened: 1, closed: 1 },
      { month: '2026-03', opened: 1, closed: 1 },
    ]);
  });
});
