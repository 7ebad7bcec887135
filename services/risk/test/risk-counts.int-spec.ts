import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { databaseAt, type DatabaseAt } from '@rtm/backend/testing';
import {
  RISK_LEVELS,
  RISK_STATUSES,
  SUBJECTS,
  type BulkUploadResultDto,
  type DepartmentRiskSummaryDto,
  type OutsideAppetiteAlertsDto,
  type RiskMatrixCellDto,
  type RiskStatus,
  type RiskView,
} from '@rtm/contracts';
import { RISK_MIGRATIONS } from '../src/database/risk.migrations.js';
import { risksWorkbook } from './fixtures/risk-workbooks.js';
import { RiskTestApp, type TestUser } from './risk-test-app.js';

/** The facts a random change sets: a cell, a status, departments (indexes into the test's departments). */
const facts = fc.record({
  likelihood: fc.integer({ min: 1, max: 5 }),
  impact: fc.integer({ min: 1, max: 5 }),
  status: fc.constantFrom(...RISK_STATUSES),
  departments: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 3 }),
  // Issue 25: a residual cell (clamped to the inherent one where the risk is made), or none.
  residual: fc.option(fc.record({ likelihood: fc.integer({ min: 1, max: 5 }), impact: fc.integer({ min: 1, max: 5 }) })),
});

/** A change of the register: `pick` chooses among the risks there were when the round began. */
const operation = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('create' as const), risk: facts }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      pick: fc.nat(),
      changes: fc.record(
        {
          likelihood: fc.integer({ min: 1, max: 5 }),
          impact: fc.integer({ min: 1, max: 5 }),
          status: fc.constantFrom(...RISK_STATUSES),
          departments: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 3 }),
          title: fc.constant('Renamed risk'),
          riskType: fc.constantFrom('technical', 'financial'),
          // May score above the inherent one: refused with a 400, which changes nothing.
          residualLikelihood: fc.option(fc.integer({ min: 1, max: 5 })),
          residualImpact: fc.option(fc.integer({ min: 1, max: 5 })),
        },
        { requiredKeys: [] },
      ),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('import' as const), risks: fc.array(facts, { minLength: 1, maxLength: 12 }) }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

describe('kept risk counts (matrix, residual matrix, outside appetite, department summary, list total)', () => {
  let app: RiskTestApp;
  let owner: TestUser;
  let departments: { id: number; name: string }[];
  const sql = <T>(query: string, params: unknown[] = []) => app.orm.em.fork().execute<T[]>(query, params);

  beforeAll(async () => {
    app = await RiskTestApp.start('riskcounts');
    owner = await app.user('manager');
    departments = [];
    for (const name of ['Finance', 'Operations', 'Clinical', 'IT']) departments.push(await app.department(name));
  });

  afterAll(async () => {
    await app?.stop();
  });

  /** Runs one change through the service's own request handling; a risk deleted meanwhile answers 404. */
  async function run(op: Operation, ids: string[]): Promise<void> {
    const departmentIds = (indexes: number[]) => indexes.map((i) => departments[i].id);
    try {
      switch (op.kind) {
        case 'create':
          await app.send<RiskView>(SUBJECTS.risk.risksCreate, {
            title: 'Random risk',
            riskType: 'technical',
            ownerId: owner.id,
            likelihood: op.risk.likelihood,
            impact: op.risk.impact,
            status: op.risk.status,
            departmentIds: departmentIds(op.risk.departments),
            ...(op.risk.residual
              ? {
                  residualLikelihood: Math.min(op.risk.residual.likelihood, op.risk.likelihood),
                  residualImpact: Math.min(op.risk.residual.impact, op.risk.impact),
                }
              : {}),
          });
          return;
        case 'edit': {
          if (ids.length === 0) return;
          const { departments: changed, residualLikelihood, residualImpact, ...rest } = op.changes;
          await app.send(SUBJECTS.risk.risksUpdate, {
            id: ids[op.pick % ids.length],
            ...rest,
            // Given together or not at all (half a residual is refused before anything is counted).
            ...(residualLikelihood !== undefined ? { residualLikelihood, residualImpact: residualImpact ?? residualLikelihood } : {}),
            ...(changed ? { departmentIds: departmentIds(changed) } : {}),
          });
          return;
        }
        case 'delete':
          if (ids.length === 0) return;
          await app.send(SUBJECTS.risk.risksDelete, { id: ids[op.pick % ids.length] });
          return;
        case 'import': {
          const file = await risksWorkbook(
            op.risks.map((r) => ({
              Title: 'Imported random risk',
              'Risk Type': 'operational',
              Status: r.status,
              Likelihood: r.likelihood,
              Impact: r.impact,
              Owner: owner.username,
              Departments: r.departments.map((i) => departments[i].name).join('; '),
            })),
          );
          const result = await app.send<BulkUploadResultDto>(SUBJECTS.risk.importXlsx, { fileData: file.toString('base64') });
          expect(result).toMatchObject({ created: op.risks.length, errors: 0 });
          return;
        }
      }
    } catch (error) {
      if (![400, 404].includes((error as { status?: number }).status ?? 0)) throw error;
    }
  }

  /** Every kept count equals a full recount of the risks (rows whose count fell to 0 may stay). */
  async function expectKeptEqualsRecount(): Promise<void> {
    const s = app.config.RISK_SCHEMA;
    expect(
      await sql(`select likelihood, impact, status, risk_level, risks from ${s}.risk_matrix_count where risks > 0 order by 1, 2, 3`),
    ).toEqual(
      await sql(
        `select likelihood, impact, status, risk_level, count(*)::int as risks from ${s}.risk group by 1, 2, 3, 4 order by 1, 2, 3`,
      ),
    );
    expect(await sql(`select department_id, risk_level, risks from ${s}.risk_department_count where risks > 0 order by 1, 2`)).toEqual(
      await sql(
        `select d.department_id, r.risk_level, count(*)::int as risks
           from ${s}.risk_department d join ${s}.risk r on r.id = d.risk_id group by 1, 2 order by 1, 2`,
      ),
    );
    expect(
      await sql(`select risk_type, likelihood, impact, status, risks from ${s}.risk_assessment_count where risks > 0 order by 1, 2, 3, 4`),
    ).toEqual(
      await sql(
        `select risk_type, coalesce(residual_likelihood, likelihood) as likelihood, coalesce(residual_impact, impact) as impact, status,
                count(*)::int as risks
           from ${s}.risk group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
      ),
    );
  }

  it('equal a full recount after rounds of random concurrent creates, edits, deletes and imports', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 25 }), async (ops) => {
        const ids = (await sql<{ id: string }>(`select id from ${app.config.RISK_SCHEMA}.risk order by code_year, code_number`)).map(
          (r) => r.id,
        );
        await Promise.all(ops.map((op) => run(op, ids)));
        await expectKeptEqualsRecount();
      }),
      { numRuns: 6 },
    );
    expect(await app.count('risk')).toBeGreaterThan(0);
  }, 240_000);

  it('answer the matrix, the department summary and the list totals as counting the risks would', async () => {
    const s = app.config.RISK_SCHEMA;
    const matrix = (filter: object) => app.send<RiskMatrixCellDto[]>(SUBJECTS.risk.risksMatrix, filter);
    const recountMatrix = (where = 'true', params: unknown[] = []) =>
      sql<RiskMatrixCellDto>(
        `select likelihood, impact, count(*)::int as count from ${s}.risk where ${where} group by 1, 2 order by likelihood desc, impact`,
        params,
      );
    expect(await matrix({})).toEqual(await recountMatrix());
    expect(await matrix({ status: ['open', 'accepted'] })).toEqual(await recountMatrix(`status in ('open', 'accepted')`));
    expect(await matrix({ level: ['critical'] })).toEqual(await recountMatrix(`risk_level = 'critical'`));
    // Filters the counts do not keep are counted over the risks.
    expect(await matrix({ departmentId: departments[0].id })).toEqual(
      await recountMatrix(`exists (select 1 from ${s}.risk_department d where d.risk_id = risk.id and d.department_id = ?)`, [
        departments[0].id,
      ]),
    );

    // Issue 25: the residual matrix (residual cells, inherent ones while not assessed), kept and counted.
    const recountResidual = (where = 'true') =>
      sql<RiskMatrixCellDto>(
        `select coalesce(residual_likelihood, likelihood) as likelihood, coalesce(residual_impact, impact) as impact, count(*)::int as count
           from ${s}.risk where ${where} group by 1, 2 order by likelihood desc, impact`,
      );
    expect(await app.count('risk', 'residual_score is not null')).toBeGreaterThan(0);
    expect(await matrix({ assessment: 'residual' })).toEqual(await recountResidual());
    expect(await matrix({ assessment: 'residual', status: ['open'] })).toEqual(await recountResidual(`status = 'open'`));
    expect(await matrix({ assessment: 'residual', level: ['low', 'medium'] })).toEqual(
      await recountResidual(`coalesce(residual_level, risk_level) in ('low', 'medium')`),
    );
    expect(await matrix({ assessment: 'residual', riskType: ['financial'] })).toEqual(await recountResidual(`risk_type = 'financial'`));

    // The alerts' outside-appetite count (kept) and most urgent risks (the index walk) against a recount, default appetite 12.
    const outside = await app.send<OutsideAppetiteAlertsDto>(SUBJECTS.risk.appetiteOutside, {});
    const outsideWhere = `coalesce(residual_score, risk_score) > 12 and status not in ('closed', 'accepted')`;
    expect(outside.count).toBe(await app.count('risk', outsideWhere));
    expect(outside.items.map((r) => r.id)).toEqual(
      (
        await sql<{ id: string }>(
          `select id from ${s}.risk where ${outsideWhere} order by coalesce(residual_score, risk_score) desc, code_year, code_number limit 10`,
        )
      ).map((r) => r.id),
    );

    const summary = await app.send<DepartmentRiskSummaryDto[]>(SUBJECTS.risk.summaryByDepartment, {});
    const recounted = await sql<{ department_id: number; total: number } & Record<(typeof RISK_LEVELS)[number], number>>(
      `select d.department_id, count(*)::int as total,
              ${RISK_LEVELS.map((l) => `(count(*) filter (where r.risk_level = '${l}'))::int as ${l}`).join(', ')}
         from ${s}.risk_department d join ${s}.risk r on r.id = d.risk_id
        group by 1 order by total desc, 1`,
    );
    expect(summary).toEqual(
      recounted.map((r) => ({
        departmentId: r.department_id,
        departmentName: departments.find((d) => d.id === r.department_id)!.name,
        totalRisks: r.total,
        criticalCount: r.critical,
        highCount: r.high,
        mediumCount: r.medium,
        lowCount: r.low,
      })),
    );

    const total = async (filter: object) => (await app.send<{ total: number }>(SUBJECTS.risk.risksList, { ...filter, limit: 1 })).total;
    const count = (where = 'true') => app.count('risk', where);
    expect(await total({})).toBe(await count());
    expect(await total({ status: ['closed' as RiskStatus] })).toBe(await count(`status = 'closed'`));
    expect(await total({ level: ['high', 'low'], likelihood: 2 })).toBe(await count(`risk_level in ('high', 'low') and likelihood = 2`));
    expect(await total({ likelihood: 3, impact: 4, offset: 5 })).toBe(await count(`likelihood = 3 and impact = 4`));
    expect(await total({ search: 'Imported' })).toBe(await count(`title like '%Imported%'`));
    expect(await total({ assessment: 'residual', level: ['high'] })).toBe(await count(`coalesce(residual_level, risk_level) = 'high'`));
    expect(await total({ assessment: 'residual', status: ['open' as RiskStatus] })).toBe(await count(`status = 'open'`));
    // Outside appetite (default 12 for every type), kept and counted.
    const outsideWhere12 = `coalesce(residual_score, risk_score) > 12 and status not in ('closed', 'accepted')`;
    expect(await total({ outsideAppetite: true })).toBe(await count(outsideWhere12));
    expect(await total({ outsideAppetite: true, status: ['open' as RiskStatus] })).toBe(
      await count(`${outsideWhere12} and status = 'open'`),
    );
    expect(await total({ outsideAppetite: true, search: 'Random' })).toBe(await count(`${outsideWhere12} and title ilike '%Random%'`));
    // A residual cell (the dashboard's residual matrix, clicked), kept and counted.
    expect(await total({ assessment: 'residual', likelihood: 2, impact: 3 })).toBe(
      await count(`coalesce(residual_likelihood, likelihood) = 2 and coalesce(residual_impact, impact) = 3`),
    );
    expect(await total({ assessment: 'residual', likelihood: 2, search: 'Random' })).toBe(
      await count(`coalesce(residual_likelihood, likelihood) = 2 and title ilike '%Random%'`),
    );
    expect(await total({ departmentId: departments[1].id, status: ['open' as RiskStatus] })).toBe(
      await count(
        `status = 'open' and exists (select 1 from ${s}.risk_department d where d.risk_id = risk.id and d.department_id = ${departments[1].id})`,
      ),
    );
  });
});

/** Migration 0006 counts the risks a database already has. */
describe('risk migration 0006 (kept counts backfill)', () => {
  let db: DatabaseAt;
  const sql = (query: string, params?: unknown[]) => db.sql(query, params);

  beforeAll(async () => {
    db = await databaseAt('risk_mig6', 'risk', RISK_MIGRATIONS.slice(0, 5));
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('counts existing risks per cell and status, and per department and level', async () => {
    let n = 0;
    const risk = async (likelihood: number, impact: number, level: string, status: string, departmentIds: number[]) => {
      const id = randomUUID();
      await sql(
        `insert into risk.risk (id, risk_code, code_year, code_number, title, status, risk_type, owner_id, likelihood, impact, risk_score, risk_level)
         values (?, ?, 2026, ?, 'Old risk', ?, 'technical', ?, ?, ?, ?, ?)`,
        [id, `RSK-2026-${String(++n).padStart(4, '0')}`, n, status, randomUUID(), likelihood, impact, likelihood * impact, level],
      );
      for (const d of departmentIds) await sql(`insert into risk.risk_department (risk_id, department_id) values (?, ?)`, [id, d]);
    };
    await risk(5, 5, 'critical', 'open', [1, 2]);
    await risk(5, 5, 'critical', 'open', [2]);
    await risk(5, 5, 'critical', 'closed', [1]);
    await risk(1, 3, 'low', 'open', [1]);

    expect(await db.migrate(RISK_MIGRATIONS.slice(0, 6))).toEqual(['0006-risk-kept-counts']);
    expect(await sql(`select likelihood, impact, status, risk_level, risks from risk.risk_matrix_count order by 1, 2, 3`)).toEqual([
      { likelihood: 1, impact: 3, status: 'open', risk_level: 'low', risks: 1 },
      { likelihood: 5, impact: 5, status: 'closed', risk_level: 'critical', risks: 1 },
      { likelihood: 5, impact: 5, status: 'open', risk_level: 'critical', risks: 2 },
    ]);
    expect(await sql(`select department_id, risk_level, risks from risk.risk_department_count order by 1, 2`)).toEqual([
      { department_id: 1, risk_level: 'critical', risks: 2 },
      { department_id: 1, risk_level: 'low', risks: 1 },
      { department_id: 2, risk_level: 'critical', risks: 2 },
    ]);
  });
});
