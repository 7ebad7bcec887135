/**
 * The floor's risk routes: the queries of services/risk/src/risks/risk.repository.ts and of the risk comments
 * (risk, type, owner, department names and the treatment summary in one statement, timestamps as ISO text; the
 * list's page as JSON written by PostgreSQL with the risk service's own statement (its build), sent as it is):
 * GET /risks?limit&offset&search&status&level&riskType&departmentId, GET /risks/<id>?user=<id>&role=<role> (no sessions,
 * so the user and role of the detail's permissions come in the query), GET /risks/<id>/comments,
 * GET /risks/by-department/summary, and the mixed load's writes (floor-risk-writes.mjs).
 */
import { commentListJson } from '../../libs/backend/dist/db/comment-list.sql.js';
import { departmentSummarySql, riskViewJson, toDepartmentSummary } from '../../services/risk/dist/risks/risk-view.sql.js';
import { riskWriteRoutes } from './floor-risk-writes.mjs';
import { answer, isoText, pageOf, pagedJson, tablesOf, userSummary } from './floor-sql.mjs';

const ORDER = 'r.created_at desc, r.code_year desc, r.code_number desc';

/**
 * The list's WHERE for the filters the bench uses, as the repository builds it.
 * @param {URLSearchParams} q @param {(name: string) => string} t
 */
function where(q, t) {
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
  const departmentId = q.get('departmentId');
  if (departmentId) {
    params.push(Number(departmentId));
    conditions.push(`exists (select 1 from ${t('risk_department')} fd where fd.risk_id = r.id and fd.department_id = $${params.length})`);
  }
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

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
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  owner: row.owner,
  departments: row.departments,
  treatment: { done: Number(row.treatment?.done ?? 0), total: Number(row.treatment?.total ?? 0) },
});

/** services/risk/src/risks/risk-access.policy.ts */
function permissions(user, role, row) {
  const isAdmin = role === 'system_admin';
  const isOwner = user === row.owner_id;
  return {
    canEdit: isAdmin || role === 'manager' || isOwner || (row.reported_by === user && row.status === 'open'),
    canDelete: isAdmin || isOwner,
  };
}

/** The detail view of services/risk/src/risks/risk.mapper.ts (toRiskDetailView). */
const detail = (row, user, role) => {
  const { owner, departments, treatment, ...dto } = view(row);
  const riskTypeDetail =
    row.type_id == null
      ? null
      : { id: Number(row.type_id), name: row.risk_type, description: row.type_description, createdAt: row.type_created_at };
  return { ...dto, riskTypeDetail, permissions: permissions(user, role, row), owner, departments, treatment };
};

/** @param {import('pg').Pool} pool @param {string} schema */
export function riskRoutes(pool, schema) {
  const t = tablesOf(schema);
  const select = (
    from,
    extra,
  ) => `select ${extra ? `${extra}, ` : ''}r.id, r.risk_code, r.title, r.description, r.suggested_solution, r.status, r.risk_type,
      r.affected_app, r.frequency, r.owner_id, r.likelihood, r.impact, r.risk_score, r.risk_level,
      to_char(r.date_identified, 'YYYY-MM-DD') as date_identified, r.reported_by,
      ${isoText('r.created_at')} as created_at, ${isoText('r.updated_at')} as updated_at,
      rt.id as type_id, rt.description as type_description, ${isoText('rt.created_at')} as type_created_at,
      ${userSummary('u')} as owner,
      coalesce((select json_agg(json_build_object('id', d.department_id, 'name', dp.name) order by d.department_id)
                  from ${t('risk_department')} d left join ${t('department_projection')} dp on dp.id = d.department_id
                 where d.risk_id = r.id), '[]'::json) as departments,
      (select json_build_object('done', count(*) filter (where tp.status = 'done'), 'total', count(*))
         from ${t('task_projection')} tp where tp.risk_ids @> array[r.id]) as treatment
    from ${from} r
    left join ${t('risk_type')} rt on rt.name = r.risk_type
    left join ${t('user_projection')} u on u.id = r.owner_id`;

  // The comment list's statement of the product (its ? placeholders as pg's $1, $2), the JSON text sent as it is.
  let placeholder = 0;
  const commentList = commentListJson({
    comments: t('risk_comment'),
    parent: t('risk'),
    users: t('user_projection'),
    parentColumn: 'risk_id',
  }).replace(/\?/g, () => `$${++placeholder}`);
  const comments = async (riskId) => {
    const {
      rows: [row],
    } = await pool.query(commentList, [riskId, riskId, riskId, 500, 0]);
    return row.found
      ? answer(200, { json: row.items }, { 'X-Total-Count': String(row.total) })
      : answer(404, { message: 'Risk not found' });
  };

  /** RiskRepository.summaryByDepartment: its statement and mapping. */
  const summaryByDepartment = async () => answer(200, (await pool.query(departmentSummarySql(t))).rows.map(toDepartmentSummary));

  const writes = riskWriteRoutes(pool, t, { select, view, detail });

  /** @param {string[]} parts @param {URLSearchParams} q @param {string} [method] @param {unknown} [body] */
  return async function route(parts, q, method = 'GET', body = undefined) {
    if (method !== 'GET') return writes(method, parts, q, body);
    if (parts[0] === 'comments' && parts[1] === 'risk' && parts.length === 3) return comments(parts[2]);
    if (parts[0] !== 'risks') return null;
    if (parts[1] === 'by-department' && parts[2] === 'summary') return summaryByDepartment();
    if (parts.length === 1) {
      const { json, total } = await pagedJson(pool, {
        table: t('risk'),
        alias: 'r',
        where: where(q, t),
        order: ORDER,
        ...pageOf(q),
        view: (page, extra) => riskViewJson(t, page, extra),
        // RiskRepository.total: the kept counts answer the unfiltered list and its status and level filters.
        count: ['search', 'riskType', 'departmentId'].some((name) => q.get(name))
          ? undefined
          : `select coalesce(sum(r.risks), 0)::int as total from ${t('risk_matrix_count')} r`,
      });
      return answer(200, { json }, { 'X-Total-Count': String(total) });
    }
    if (parts.length === 2) {
      const { rows } = await pool.query(`${select(t('risk'))} where r.id = $1`, [parts[1]]);
      return rows[0] ? answer(200, detail(rows[0], q.get('user'), q.get('role'))) : answer(404, { message: 'Risk not found' });
    }
    if (parts.length === 3 && parts[2] === 'comments') return comments(parts[1]);
    return null;
  };
}
