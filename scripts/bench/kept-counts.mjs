#!/usr/bin/env node
/**
 * `node scripts/bench/kept-counts.mjs [--sizes 10000,100000] [--runs 30]`: the risk service's counting reads, as they
 * were (a count over the register) and as they are (the kept counts of migration 0006), at each register size, in
 * PostgreSQL alone (no service, no HTTP): p50 and p95 in ms of the department summary, the matrix and the unfiltered
 * list's total, and how long the migration's backfill takes. Risks are written straight into a scratch database
 * (random cells, statuses, one to three of 50 departments) and the counts recounted by the migration's own statements.
 * Needs the builds of @rtm/backend and @rtm/risk.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, runMigrations } from '../../libs/backend/dist/db/index.js';
import { RISK_MIGRATIONS } from '../../services/risk/dist/database/risk.migrations.js';
import { departmentSummarySql } from '../../services/risk/dist/risks/risk-view.sql.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const SIZES = arg('sizes', '10000,100000').split(',').map(Number);
const RUNS = Number(arg('runs', '30'));
const t = (name) => `risk.${name}`;
const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A scratch database with the risk schema migrated up to `applied`: sql(), migrate(), drop(). */
async function scratchDatabase(applied) {
  const name = `rtm_keptcounts_${process.pid}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const orm = await openDatabase({ url: url.toString(), schema: 'risk', entities: [], migrations: applied });
  return {
    sql: (query, params = []) => orm.em.fork().execute(query, params),
    migrate: (migrations) => runMigrations(orm.em.fork(), 'risk', migrations),
    drop: async () => {
      await orm.close();
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The reads before the kept counts (RiskRepository at the commit before them). */
const BEFORE = {
  summary: `select c.*, dp.name from (
       select d.department_id, count(*)::int as total,
              (count(*) filter (where r.risk_level = 'critical'))::int as critical,
              (count(*) filter (where r.risk_level = 'high'))::int as high,
              (count(*) filter (where r.risk_level = 'medium'))::int as medium,
              (count(*) filter (where r.risk_level = 'low'))::int as low
         from ${t('risk_department')} d join ${t('risk')} r on r.id = d.risk_id
        group by d.department_id) c
     left join ${t('department_projection')} dp on dp.id = c.department_id
     order by c.total desc, c.department_id`,
  matrix: `select r.likelihood, r.impact, count(*)::int as count from ${t('risk')} r group by r.likelihood, r.impact order by r.likelihood desc, r.impact`,
  total: `select count(*)::int as total from ${t('risk')} r`,
};
const AFTER = {
  summary: departmentSummarySql(t),
  matrix: `select r.likelihood, r.impact, sum(r.risks)::int as count from ${t('risk_matrix_count')} r
           group by r.likelihood, r.impact having sum(r.risks) > 0 order by r.likelihood desc, r.impact`,
  total: `select coalesce(sum(r.risks), 0)::int as total from ${t('risk_matrix_count')} r`,
};

async function time(db, sql) {
  const ms = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await db.sql(sql);
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(ms.length / 2)], p95: ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.95))] };
}

async function main() {
  const db = await scratchDatabase(RISK_MIGRATIONS.filter((m) => m.name !== '0006-risk-kept-counts'));
  try {
    await db.sql(
      `insert into ${t('department_projection')} (id, name, version_at) select g, 'Department ' || g, now() from generate_series(1, 50) g`,
    );
    let have = 0;
    let migrated = false;
    for (const size of SIZES) {
      await db.sql(
        `insert into ${t('risk')} (id, risk_code, code_year, code_number, title, status, risk_type, owner_id, likelihood, impact, risk_score, risk_level, created_at)
         select gen_random_uuid(), 'RSK-2026-' || lpad(g::text, 6, '0'), 2026, g, 'Risk ' || g,
                (array['open','under_review','mitigation_in_progress','closed','accepted'])[1 + g % 5], 'technical', gen_random_uuid(),
                l, i, l * i, case when l * i >= 15 then 'critical' when l * i >= 8 then 'high' when l * i >= 4 then 'medium' else 'low' end,
                now() - make_interval(secs => g)
           from generate_series(?::int + 1, ?::int) g,
                lateral (select 1 + (g * 7) % 5 as l, 1 + (g * 13 / 5) % 5 as i) c`,
        [have, size],
      );
      await db.sql(
        `insert into ${t('risk_department')} (risk_id, department_id)
         select r.id, 1 + (r.code_number * k) % 50 from ${t('risk')} r, generate_series(1, 1 + r.code_number % 3) k
          where r.code_number > ? on conflict do nothing`,
        [have],
      );
      have = size;
      const started = performance.now();
      if (!migrated) {
        await db.migrate(RISK_MIGRATIONS);
        migrated = true;
      } else {
        // Recount with the migration's own statements.
        const [, , matrix, departments] = /** @type {string[]} */ (RISK_MIGRATIONS.find((m) => m.name === '0006-risk-kept-counts')?.up);
        await db.sql(`delete from ${t('risk_matrix_count')}`);
        await db.sql(`delete from ${t('risk_department_count')}`);
        await db.sql(matrix.replaceAll(' risk ', ` ${t('risk')} `).replace('into risk_matrix_count', `into ${t('risk_matrix_count')}`));
        await db.sql(
          departments
            .replace('into risk_department_count', `into ${t('risk_department_count')}`)
            .replace('from risk_department d join risk r', `from ${t('risk_department')} d join ${t('risk')} r`),
        );
      }
      const backfill = performance.now() - started;
      await db.sql(`analyze ${t('risk')}, ${t('risk_department')}, ${t('risk_matrix_count')}, ${t('risk_department_count')}`);
      for (const read of ['summary', 'matrix', 'total']) {
        const [before, after] = [await db.sql(BEFORE[read]), await db.sql(AFTER[read])];
        const same = JSON.stringify(before) === JSON.stringify(after);
        const was = await time(db, BEFORE[read]);
        const is = await time(db, AFTER[read]);
        console.log(
          `${String(size).padStart(7)} risks  ${read.padEnd(8)} counted p50 ${was.p50.toFixed(2)} p95 ${was.p95.toFixed(2)} ms` +
            `  kept p50 ${is.p50.toFixed(2)} p95 ${is.p95.toFixed(2)} ms${same ? '' : '  ANSWERS DIFFER'}`,
        );
      }
      console.log(`${String(size).padStart(7)} risks  backfill of the kept counts ${backfill.toFixed(0)} ms`);
    }
  } finally {
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
