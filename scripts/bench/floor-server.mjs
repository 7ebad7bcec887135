#!/usr/bin/env node
/**
 * The floor of `npm run bench`: what this machine does with no framework at all. One Node process,
 * node:http and pg, over the product's own tables (the risk service's schema) with the same queries as
 * services/risk/src/risks/risk.repository.ts and the comments' (risk, type, owner and department names
 * in one statement, the page chosen on the bare table first). No sessions, no NATS.
 *
 *   node scripts/bench/floor-server.mjs --database-url <url> [--schema risk] [--port 0]
 * Prints `listening <port>` when ready. Routes: GET /risks?limit&offset&search&status&level&riskType,
 * GET /risks/<id>, GET /risks/<id>/comments.
 */
import http from 'node:http';
import pg from 'pg';
import { cliOptions } from './http-session.mjs';

const { arg } = cliOptions();
const schema = arg('schema', 'risk');
const pool = new pg.Pool({ connectionString: arg('database-url', 'postgres://postgres@127.0.0.1:5432/rtm'), max: 10 });
const t = (name) => `"${schema}"."${name}"`;

const userSummary = `case when u.id is null then null else json_build_object(
    'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email,
    'role', u.role, 'departmentId', u.department_id, 'profileImageUrl', u.profile_image_url) end`;

const select = (from) => `select r.id, r.risk_code, r.title, r.description, r.suggested_solution, r.status, r.risk_type,
    r.affected_app, r.frequency, r.owner_id, r.likelihood, r.impact, r.risk_score, r.risk_level,
    to_char(r.date_identified, 'YYYY-MM-DD') as date_identified, r.reported_by, r.created_at, r.updated_at,
    rt.id as type_id, rt.description as type_description, rt.created_at as type_created_at,
    ${userSummary} as owner,
    coalesce((select json_agg(json_build_object('id', d.department_id, 'name', dp.name) order by d.department_id)
                from ${t('risk_department')} d left join ${t('department_projection')} dp on dp.id = d.department_id
               where d.risk_id = r.id), '[]'::json) as departments
  from ${from} r
  left join ${t('risk_type')} rt on rt.name = r.risk_type
  left join ${t('user_projection')} u on u.id = r.owner_id`;

const ORDER = 'r.created_at desc, r.code_year desc, r.code_number desc';

/** The list's WHERE for the filters the bench uses, as the repository builds it. */
function where(q) {
  const conditions = [];
  const params = [];
  const list = (name, column) => {
    const values = q.get(name)?.split(',').filter(Boolean);
    if (!values?.length) return;
    params.push(values);
    conditions.push(`${column} = any($${params.length})`);
  };
  const search = q.get('search');
  if (search) {
    params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(`(r.title ilike $${params.length} or r.risk_code ilike $${params.length})`);
  }
  list('status', 'r.status');
  list('riskType', 'r.risk_type');
  list('level', 'r.risk_level');
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

const iso = (v) => (v == null ? null : new Date(v).toISOString());
const view = (row) => ({
  id: row.id,
  riskId: row.risk_code,
  title: row.title,
  description: row.description,
  suggestedSolution: row.suggested_solution,
  status: row.status,
  riskType: row.risk_type,
  riskTypeId: row.type_id == null ? null : Number(row.type_id),
  affectedApp: row.affected_app,
  frequency: row.frequency,
  ownerId: row.owner_id,
  likelihood: Number(row.likelihood),
  impact: Number(row.impact),
  riskScore: Number(row.risk_score),
  riskLevel: row.risk_level,
  departmentIds: row.departments.map((d) => Number(d.id)),
  dateIdentified: row.date_identified,
  reportedById: row.reported_by,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  owner: row.owner,
  departments: row.departments,
});

async function handle(req, res) {
  const url = new URL(req.url, 'http://floor');
  const parts = url.pathname.split('/').filter(Boolean);
  if (req.method !== 'GET' || parts[0] !== 'risks') return send(res, 404, { message: 'Not found' });
  if (parts.length === 1) {
    const w = where(url.searchParams);
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 50), 500);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const { rows: counted } = await pool.query(`select count(*)::int as total from ${t('risk')} r ${w.sql}`, w.params);
    const total = counted[0].total;
    let items = [];
    if (limit > 0 && offset < total) {
      const n = w.params.length;
      const page = `(select r.* from ${t('risk')} r ${w.sql} order by ${ORDER} limit $${n + 1} offset $${n + 2})`;
      items = (await pool.query(`${select(page)} order by ${ORDER}`, [...w.params, limit, offset])).rows.map(view);
    }
    return send(res, 200, items, { 'X-Total-Count': String(total) });
  }
  if (parts.length === 2) {
    const { rows } = await pool.query(`${select(t('risk'))} where r.id = $1`, [parts[1]]);
    return rows[0] ? send(res, 200, view(rows[0])) : send(res, 404, { message: 'Risk not found' });
  }
  if (parts.length === 3 && parts[2] === 'comments') {
    const { rows } = await pool.query(
      `select c.id, c.content, c.author_id as "authorId", c.risk_id as "riskId", null as "taskId", c.created_at as "createdAt",
              ${userSummary} as author
         from ${t('risk_comment')} c left join ${t('user_projection')} u on u.id = c.author_id
        where c.risk_id = $1 order by c.created_at, c.id`,
      [parts[1]],
    );
    return send(res, 200, rows);
  }
  return send(res, 404, { message: 'Not found' });
}

function send(res, status, body, headers = {}) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json), ...headers });
  res.end(json);
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error) => send(res, 500, { message: error.message }));
});
server.listen(Number(arg('port', '0')), '127.0.0.1', () =>
  console.log(`listening ${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`),
);
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
