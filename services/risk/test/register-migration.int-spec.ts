import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseAt, type DatabaseAt } from '@rtm/backend/testing';
import { RISK_MIGRATIONS } from '../src/database/risk.migrations.js';

const REGISTER = RISK_MIGRATIONS.findIndex((m) => m.name === '0012-register-over-time');
const TIMELINE = RISK_MIGRATIONS.findIndex((m) => m.name === '0013-register-timeline');

/**
 * Migration 0012 starts the register's past on a database with risks: the kept counts become the day rows of
 * '-infinity', each version of the history ends where the next starts, and every version of a risk that is still there
 * gets its code.
 */
describe('risk migration 0012 (register over time)', () => {
  let db: DatabaseAt;
  const sql = <T = Record<string, unknown>>(query: string, params?: unknown[]) => db.sql(query, params) as Promise<T[]>;
  const [open, closed, gone] = [randomUUID(), randomUUID(), randomUUID()];
  const at = (day: number) => `2026-03-0${day}T10:00:00Z`;

  beforeAll(async () => {
    db = await databaseAt('risk_mig_register', 'risk', RISK_MIGRATIONS.slice(0, REGISTER));
    const risk = (id: string, n: number, l: number, i: number, status: string, residual: [number, number] | null) =>
      sql(
        `insert into risk.risk (id, risk_code, code_year, code_number, title, status, risk_type, owner_id, likelihood, impact,
           risk_score, risk_level, residual_likelihood, residual_impact, residual_score, residual_level, created_at)
         values (?, ?, 2026, ?, ?, ?, 'technical', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          `RSK-2026-000${n}`,
          n,
          `Risk ${n}`,
          status,
          randomUUID(),
          l,
          i,
          l * i,
          l * i >= 15 ? 'critical' : l * i >= 8 ? 'high' : 'medium',
          residual?.[0] ?? null,
          residual?.[1] ?? null,
          residual ? residual[0] * residual[1] : null,
          residual ? 'medium' : null,
          at(1),
        ],
      );
    await risk(open, 1, 3, 4, 'open', [2, 2]);
    await risk(closed, 2, 5, 5, 'closed', null);
    await sql(`insert into risk.risk_department (risk_id, department_id) values (?, 1), (?, 2), (?, 2)`, [open, open, closed]);
    // The kept counts as migrations 0006 and 0010 count them.
    await sql(
      `insert into risk.risk_matrix_count (likelihood, impact, status, risk_level, risks)
       select likelihood, impact, status, min(risk_level), count(*)::int from risk.risk group by likelihood, impact, status`,
    );
    await sql(
      `insert into risk.risk_department_count (department_id, risk_level, risks)
       select d.department_id, r.risk_level, count(*)::int from risk.risk_department d join risk.risk r on r.id = d.risk_id group by 1, 2`,
    );
    await sql(
      `insert into risk.risk_assessment_count (risk_type, likelihood, impact, status, risks)
       select risk_type, coalesce(residual_likelihood, likelihood), coalesce(residual_impact, impact), status, count(*)::int
         from risk.risk group by 1, 2, 3, 4`,
    );
    const version = (riskId: string, action: string, day: number, snapshot: Record<string, unknown>) =>
      sql(
        `insert into risk.risk_history (id, risk_id, action, changes, snapshot, changed_by, changed_at)
         values (?, ?, ?, '{}'::jsonb, ?::jsonb, null, ?)`,
        [randomUUID(), riskId, action, JSON.stringify(snapshot), at(day)],
      );
    const values = (l: number, i: number, status: string, residual: [number, number] | null = null) => ({
      likelihood: l,
      impact: i,
      residualLikelihood: residual?.[0] ?? null,
      residualImpact: residual?.[1] ?? null,
      status,
    });
    await version(open, 'created', 1, values(3, 4, 'open'));
    await version(open, 'assessed', 2, values(3, 4, 'open', [2, 2]));
    await version(closed, 'created', 1, values(5, 5, 'open'));
    await version(closed, 'closed', 3, values(5, 5, 'closed'));
    await version(gone, 'created', 1, values(1, 1, 'open'));
    await version(gone, 'deleted', 2, values(1, 1, 'open'));
    expect(await db.migrate(RISK_MIGRATIONS.slice(0, REGISTER + 1))).toEqual(['0012-register-over-time']);
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('starts the history now, with the kept counts as the rows before every day', async () => {
    const [start] = await sql<{ recent: boolean; rows: number }>(
      `select bool_and(started_at > now() - interval '1 minute') as recent, count(*)::int as rows from risk.risk_register_start`,
    );
    expect(start).toEqual({ recent: true, rows: 1 });
    expect(
      await sql(`select assessment, likelihood, impact, status, risks from risk.risk_cell_day where day = '-infinity' order by 1, 2, 3, 4`),
    ).toEqual([
      { assessment: 'inherent', likelihood: 3, impact: 4, status: 'open', risks: 1 },
      { assessment: 'inherent', likelihood: 5, impact: 5, status: 'closed', risks: 1 },
      { assessment: 'residual', likelihood: 2, impact: 2, status: 'open', risks: 1 },
      { assessment: 'residual', likelihood: 5, impact: 5, status: 'closed', risks: 1 },
    ]);
    expect(
      await sql(`select department_id, risk_level, risks from risk.risk_department_day where day = '-infinity' order by 1, 2`),
    ).toEqual([
      { department_id: 1, risk_level: 'high', risks: 1 },
      { department_id: 2, risk_level: 'critical', risks: 1 },
      { department_id: 2, risk_level: 'high', risks: 1 },
    ]);
  });

  it('ends each version where the next starts, names the versions of the risks there are, and keeps their cells', async () => {
    const rows = await sql<Record<string, unknown>>(
      `select risk_id, action, to_char(valid_to at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as valid_to, risk_code, likelihood, impact, assessed_likelihood, assessed_impact
         from risk.risk_history order by risk_id = ? desc, risk_id = ? desc, changed_at`,
      [open, closed],
    );
    const end = (day: number) => `2026-03-0${day}T10:00`;
    expect(rows).toEqual([
      {
        risk_id: open,
        action: 'created',
        valid_to: end(2),
        risk_code: 'RSK-2026-0001',
        likelihood: 3,
        impact: 4,
        assessed_likelihood: 3,
        assessed_impact: 4,
      },
      {
        risk_id: open,
        action: 'assessed',
        valid_to: null,
        risk_code: 'RSK-2026-0001',
        likelihood: 3,
        impact: 4,
        assessed_likelihood: 2,
        assessed_impact: 2,
      },
      {
        risk_id: closed,
        action: 'created',
        valid_to: end(3),
        risk_code: 'RSK-2026-0002',
        likelihood: 5,
        impact: 5,
        assessed_likelihood: 5,
        assessed_impact: 5,
      },
      {
        risk_id: closed,
        action: 'closed',
        valid_to: null,
        risk_code: 'RSK-2026-0002',
        likelihood: 5,
        impact: 5,
        assessed_likelihood: 5,
        assessed_impact: 5,
      },
      {
        risk_id: gone,
        action: 'created',
        valid_to: end(2),
        risk_code: null,
        likelihood: 1,
        impact: 1,
        assessed_likelihood: 1,
        assessed_impact: 1,
      },
      {
        risk_id: gone,
        action: 'deleted',
        valid_to: null,
        risk_code: null,
        likelihood: 1,
        impact: 1,
        assessed_likelihood: 1,
        assessed_impact: 1,
      },
    ]);
  });

  it("0013 makes each risk's timeline of its versions (starts and cells, 0 for a deletion), which each new version extends", async () => {
    expect(await db.migrate(RISK_MIGRATIONS.slice(0, TIMELINE + 1))).toEqual(['0013-register-timeline']);
    const timelines = () =>
      sql(
        `select risk_code, code_order::text as code_order, inherent, assessed,
                (select array_agg(to_char(to_timestamp(s / 1000000) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') order by n)
                   from unnest(starts) with ordinality u(s, n)) as starts
           from risk.risk_timeline order by risk_id = ? desc, risk_id = ? desc`,
        [open, closed],
      );
    const day = (d: number) => `2026-03-0${d}T10:00`;
    expect(await timelines()).toEqual([
      { risk_code: 'RSK-2026-0001', code_order: '202600000001', inherent: [34, 34], assessed: [34, 22], starts: [day(1), day(2)] },
      { risk_code: 'RSK-2026-0002', code_order: '202600000002', inherent: [55, 55], assessed: [55, 55], starts: [day(1), day(3)] },
      { risk_code: null, code_order: null, inherent: [11, 0], assessed: [11, 0], starts: [day(1), day(2)] },
    ]);
    await sql(
      `insert into risk.risk_history (id, risk_id, action, changes, snapshot, changed_by, changed_at, risk_code)
       values (?, ?, 'assessed', '{}'::jsonb, ?::jsonb, null, ?, 'RSK-2026-0001')`,
      [randomUUID(), open, JSON.stringify({ likelihood: 4, impact: 4, residualLikelihood: 3, residualImpact: 3, status: 'open' }), at(4)],
    );
    expect((await timelines())[0]).toEqual({
      risk_code: 'RSK-2026-0001',
      code_order: '202600000001',
      inherent: [34, 34, 44],
      assessed: [34, 22, 33],
      starts: [day(1), day(2), day(4)],
    });
  });
});
