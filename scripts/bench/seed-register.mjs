/**
 * The register's past for `npm run bench:scale` (issue 26), written straight into the risk service's tables with SQL:
 * `versionsPerRisk` versions of every risk in risk_history, spread over the `months` before now (the last one each
 * risk's values now, so the past ends where the register is), and the day tables (risk_cell_day, risk_department_day)
 * built from those versions the way the product's statements write them (in UTC, the default MAIL_TIME_ZONE); the
 * history starts before the first version. `seedRisks` writes risks straight into the tables, with their kept counts
 * recounted as the migrations count them, for the quick mode (--register-only) that skips the import.
 */
import pg from 'pg';
import { tablesOf } from './floor-sql.mjs';

const STATUSES = ['open', 'under_review', 'mitigation_in_progress', 'closed', 'accepted'];

/** SQL: the level of a score (riskLevel's thresholds 4, 8, 15). */
const level = (score) =>
  `(case when ${score} >= 15 then 'critical' when ${score} >= 8 then 'high' when ${score} >= 4 then 'medium' else 'low' end)`;

/** @param {string} databaseUrl @param {(db: pg.Client) => Promise<void>} work */
async function withDatabase(databaseUrl, work) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await work(db);
  } finally {
    await db.end();
  }
}

/**
 * `count` more risks (random cells, statuses and residual assessments, one to three departments of those the risk
 * service knows, owned by `ownerId`), their department links and a `created` version each; then the kept counts
 * recounted. @returns {Promise<number>} seconds
 */
export async function seedRisks({ databaseUrl, schema = 'risk', count, ownerId }) {
  const t = tablesOf(schema);
  const started = Date.now();
  await withDatabase(databaseUrl, async (db) => {
    // The departments made through the API reach the risk service's projection a moment later.
    for (let waited = 0; Number((await db.query(`select count(*) from ${t('department_projection')}`)).rows[0].count) === 0; waited++) {
      if (waited > 600) throw new Error('the risk service did not hear of any department');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const year = new Date().getUTCFullYear();
    const { rows } = await db.query(
      `insert into ${t('risk_counter')} as c (year, next_number) values ($1, $2 + 1)
       on conflict (year) do update set next_number = c.next_number + $2 returning next_number - $2 as first`,
      [year, count],
    );
    const first = Number(rows[0].first);
    await db.query(
      `insert into ${t('risk')} (id, risk_code, code_year, code_number, title, status, risk_type, owner_id, likelihood, impact,
         risk_score, risk_level, residual_likelihood, residual_impact, residual_score, residual_level, date_identified, reported_by, created_at)
       select gen_random_uuid(), 'RSK-' || $1::int || '-' || lpad(n::text, greatest(4, length(n::text)), '0'), $1::int, n, 'Bench register risk ' || n,
              (array[${STATUSES.map((s) => `'${s}'`).join(', ')}])[1 + n % 5], (array['technical','financial','operational','clinical'])[1 + n % 4],
              $3, l, i, l * i, ${level('l * i')},
              case when n % 3 = 0 then rl end, case when n % 3 = 0 then ri end,
              case when n % 3 = 0 then rl * ri end, case when n % 3 = 0 then ${level('rl * ri')} end,
              current_date, $3, now() - make_interval(secs => n)
         from generate_series($2::int, $2::int + $4::int - 1) n,
              lateral (select 1 + (n * 7) % 5 as l, 1 + (n * 13 / 5) % 5 as i) c,
              lateral (select greatest(1, c.l - 1) as rl, greatest(1, c.i - 1) as ri) r`,
      [year, first, ownerId, count],
    );
    await db.query(
      `insert into ${t('risk_department')} (risk_id, department_id)
       select r.id, d.ids[1 + (r.code_number * k) % array_length(d.ids, 1)]
         from ${t('risk')} r, (select array_agg(id order by id) as ids from ${t('department_projection')}) d, generate_series(1, 1 + r.code_number % 3) k
        where r.code_year = $1 and r.code_number >= $2 on conflict do nothing`,
      [year, first],
    );
    await db.query(
      `insert into ${t('risk_history')} (id, risk_id, action, changes, snapshot, changed_by, changed_at)
       select gen_random_uuid(), r.id, 'created', '{}'::jsonb, '{}'::jsonb, r.reported_by, r.created_at
         from ${t('risk')} r where r.code_year = $1 and r.code_number >= $2`,
      [year, first],
    );
    await db.query(`delete from ${t('risk_matrix_count')}`);
    await db.query(`delete from ${t('risk_department_count')}`);
    await db.query(`delete from ${t('risk_assessment_count')}`);
    await db.query(
      `insert into ${t('risk_matrix_count')} (likelihood, impact, status, risk_level, risks)
       select likelihood, impact, status, min(risk_level), count(*)::int from ${t('risk')} group by likelihood, impact, status`,
    );
    await db.query(
      `insert into ${t('risk_department_count')} (department_id, risk_level, risks)
       select d.department_id, r.risk_level, count(*)::int from ${t('risk_department')} d join ${t('risk')} r on r.id = d.risk_id
        group by d.department_id, r.risk_level`,
    );
    await db.query(
      `insert into ${t('risk_assessment_count')} (risk_type, likelihood, impact, status, risks)
       select risk_type, coalesce(residual_likelihood, likelihood), coalesce(residual_impact, impact), status, count(*)::int
         from ${t('risk')} group by 1, 2, 3, 4`,
    );
  });
  return (Date.now() - started) / 1000;
}

/**
 * Replaces every risk's history with `versionsPerRisk` versions over the last `months` months and rebuilds the day
 * tables from them. @returns {Promise<{ versions: number, cellDays: number, departmentDays: number, seconds: number }>}
 */
export async function seedRegister({ databaseUrl, schema = 'risk', versionsPerRisk = 10, months = 24 }) {
  const t = tablesOf(schema);
  const started = Date.now();
  const counts = { versions: 0, cellDays: 0, departmentDays: 0, seconds: 0 };
  await withDatabase(databaseUrl, async (db) => {
    await db.query('begin');
    await db.query(`delete from ${t('risk_history')}`);
    // The timelines are kept by the history's insert (migration 0013): they go with the versions they were made of.
    await db.query(`delete from ${t('risk_timeline')}`);
    // Version k of n of a risk is dated in the k-th n-th of the range (a risk's own offset within it); the last one has
    // the risk's values, the others a cell and status of their own (residual below the inherent cell every third one).
    // Written in time order, as the product writes them, each valid until the next.
    await db.query(
      `insert into ${t('risk_history')} (id, risk_id, action, changes, snapshot, changed_by, changed_at, risk_code, valid_to)
       select id, risk_id, action, changes, snapshot, changed_by, changed_at, risk_code,
              lead(changed_at) over (partition by risk_id order by changed_at, id)
         from (
       select gen_random_uuid() as id, r.id as risk_id, r.risk_code,
              case when k = 1 then 'created' when k % 3 = 0 then 'assessed' else 'updated' end as action, '{}'::jsonb as changes,
              jsonb_build_object('likelihood', v.l, 'impact', v.i, 'riskScore', v.l * v.i, 'riskLevel', ${level('v.l * v.i')},
                'residualLikelihood', v.rl, 'residualImpact', v.ri, 'residualScore', v.rl * v.ri,
                'residualLevel', case when v.rl is null then null else ${level('v.rl * v.ri')} end, 'status', v.status,
                'ownerId', r.owner_id, 'departmentIds', d.ids) as snapshot,
              r.reported_by as changed_by,
              now() - make_interval(days => $2 * 30) + (make_interval(days => $2 * 30) * ((k - 1) + o.jitter) / $1) as changed_at
         from ${t('risk')} r
         cross join lateral (select coalesce(jsonb_agg(x.department_id order by x.department_id), '[]'::jsonb) as ids
                               from ${t('risk_department')} x where x.risk_id = r.id) d
         cross join lateral (select (abs(hashtext(r.id::text)) % 1000) / 1000.0 as jitter) o
         cross join generate_series(1, $1::int) k
         cross join lateral (
           select case when k = $1 then r.likelihood else 1 + abs(hashtext(r.id::text || k)) % 5 end as l,
                  case when k = $1 then r.impact else 1 + abs(hashtext(k || r.id::text)) % 5 end as i,
                  case when k = $1 then r.status else (array[${STATUSES.map((s) => `'${s}'`).join(', ')}])[1 + abs(hashtext(r.id::text || 's' || k)) % 5] end as status) c
         cross join lateral (
           select c.l, c.i, c.status,
                  case when k = $1 then r.residual_likelihood when k % 3 = 0 then greatest(1, c.l - 1) end as rl,
                  case when k = $1 then r.residual_impact when k % 3 = 0 then greatest(1, c.i - 1) end as ri) v
         ) versions
        order by changed_at`,
      [versionsPerRisk, months],
    );
    await db.query(`delete from ${t('risk_cell_day')}`);
    await db.query(`delete from ${t('risk_department_day')}`);
    // Each version counts +1 in its day, and its previous version -1 (no version is a deletion here).
    const changes = `with v as (
         select (changed_at at time zone 'UTC')::date as day, snapshot as now,
                lag(snapshot) over (partition by risk_id order by changed_at, id) as was
           from ${t('risk_history')}),
       e as (select day, now as s, 1 as d from v union all select day, was, -1 from v where was is not null)`;
    await db.query(
      `insert into ${t('risk_cell_day')} (assessment, day, likelihood, impact, status, risks)
       ${changes}
       select 'inherent', day, (s->>'likelihood')::int, (s->>'impact')::int, s->>'status', sum(d)::int from e group by 2, 3, 4, 5 having sum(d) <> 0
       union all
       select 'residual', day, coalesce((s->>'residualLikelihood')::int, (s->>'likelihood')::int),
              coalesce((s->>'residualImpact')::int, (s->>'impact')::int), s->>'status', sum(d)::int
         from e group by 2, 3, 4, 5 having sum(d) <> 0`,
    );
    await db.query(
      `insert into ${t('risk_department_day')} (day, department_id, risk_level, risks)
       ${changes}
       select day, dep::int, s->>'riskLevel', sum(d)::int from e, jsonb_array_elements_text(s->'departmentIds') dep
        group by 1, 2, 3 having sum(d) <> 0`,
    );
    await db.query(`update ${t('risk_register_start')} set started_at = now() - make_interval(days => $1 * 30 + 1)`, [months]);
    await db.query('commit');
    const scalar = async (sql) => Number(Object.values((await db.query(sql)).rows[0])[0]);
    counts.versions = await scalar(`select count(*) from ${t('risk_history')}`);
    counts.cellDays = await scalar(`select count(*) from ${t('risk_cell_day')}`);
    counts.departmentDays = await scalar(`select count(*) from ${t('risk_department_day')}`);
    // What autovacuum would do (it is off here): statistics and the visibility map of what was written.
    await db.query(
      `vacuum (analyze) ${t('risk')}, ${t('risk_department')}, ${t('risk_history')}, ${t('risk_timeline')}, ${t('risk_cell_day')}, ${t('risk_department_day')}`,
    );
  });
  counts.seconds = (Date.now() - started) / 1000;
  return counts;
}

/**
 * The register's reads at the product's present size (issue 26; goal: p95 under 300 ms at 100,000 risks with 1,000,000
 * versions): as of a day six months ago, movements over the last 30 days and the last year, the 24 month ends.
 * @returns {[string, string][]} name and path of each read
 */
export function registerCases(today = new Date()) {
  const day = (back) => new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);
  const now = day(0);
  return [
    ['register: matrix as of 6 months ago', `/api/risks/matrix?asOf=${day(182)}`],
    ['register: residual matrix as of', `/api/risks/matrix?asOf=${day(182)}&assessment=residual`],
    ['register: summary as of 6 months ago', `/api/risks/by-department/summary?asOf=${day(182)}`],
    ['register: movements, 30 days', `/api/risks/movements?from=${day(30)}&to=${now}&limit=50`],
    ['register: movements, 30 days, residual', `/api/risks/movements?from=${day(30)}&to=${now}&assessment=residual&limit=50`],
    ['register: movements, a year', `/api/risks/movements?from=${day(365)}&to=${now}&limit=50`],
    ['register: levels, 24 months', '/api/risks/stats/levels?months=24'],
    ['register: levels, 24 months, residual', '/api/risks/stats/levels?months=24&assessment=residual'],
  ];
}
