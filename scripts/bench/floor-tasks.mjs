/**
 * The floor's task routes: the queries of services/task/src/tasks/task.repository.ts (the task with owner,
 * assignee and risk links from the task service's projections in one statement). No sessions, so the user of
 * "my tasks" and of the detail's permissions comes in the query: GET /tasks?limit&offset&status&priority,
 * GET /tasks/my-tasks?user=<id>, GET /tasks/<id>?user=<id>&role=<role>, GET /risks/<id>/tasks.
 */
import { answer, iso, pageOf, pagedRows, tablesOf, userSummary } from './floor-sql.mjs';

const ORDER = 't.created_at desc, t.code_year desc, t.code_number desc';

/** The list's WHERE, with "my tasks" of `mine` (assigned to the user, or theirs and assigned to nobody). @param {URLSearchParams} q */
function where(q, mine) {
  const conditions = [];
  const params = [];
  if (mine) {
    params.push(mine);
    conditions.push(`(t.assigned_to_id = $1 or (t.assigned_to_id is null and t.owner_id = $1))`);
  }
  for (const name of ['status', 'priority']) {
    const values = q.get(name)?.split(',').filter(Boolean);
    if (!values?.length) continue;
    params.push(values);
    conditions.push(`t.${name} = any($${params.length})`);
  }
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

const linkedRisks = (links) =>
  links
    .filter((l) => l.riskId !== null)
    .map((l) => ({ id: l.id, riskId: l.riskId, title: l.title ?? '', score: Number(l.score ?? 0) }))
    .sort((a, b) => a.riskId.localeCompare(b.riskId, 'en', { numeric: true }));

const view = (row) => ({
  id: row.id,
  taskId: row.task_id,
  title: row.title,
  description: row.description,
  ownerId: row.owner_id,
  assignedToId: row.assigned_to_id,
  status: row.status,
  priority: row.priority,
  dueDate: row.due_date,
  completedAt: iso(row.completed_at),
  riskIds: row.links.map((l) => l.id).sort(),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  owner: row.owner,
  assignedTo: row.assigned_to,
  risks: linkedRisks(row.links),
});

/** services/task/src/tasks/task-access.policy.ts */
function permissions(user, role, row) {
  const full = role === 'system_admin' || role === 'manager' || user === row.owner_id;
  return { canEdit: full, canChangeStatus: full || user === row.assigned_to_id, canDelete: full };
}

/** @param {import('pg').Pool} pool @param {string} schema */
export function taskRoutes(pool, schema) {
  const t = tablesOf(schema);
  const select = (
    from,
    extra,
  ) => `select ${extra ? `${extra}, ` : ''}t.id, t.task_id, t.title, t.description, t.owner_id, t.assigned_to_id, t.status, t.priority,
      to_char(t.due_date, 'YYYY-MM-DD') as due_date, t.completed_at, t.created_at, t.updated_at,
      ${userSummary('o')} as owner, ${userSummary('a')} as assigned_to,
      coalesce((select json_agg(json_build_object('id', l.risk_id, 'riskId', rp.code, 'title', rp.title, 'score', rp.score) order by l.risk_id)
                  from ${t('task_risk')} l left join ${t('risk_projection')} rp on rp.id = l.risk_id
                 where l.task_id = t.id), '[]'::json) as links
    from ${from} t
    left join ${t('user_projection')} o on o.id = t.owner_id
    left join ${t('user_projection')} a on a.id = t.assigned_to_id`;

  const list = async (q, mine) => {
    const { items, total } = await pagedRows(pool, {
      table: t('task'),
      alias: 't',
      where: where(q, mine),
      order: ORDER,
      ...pageOf(q),
      decorate: select,
      // TaskRepository.total: the kept counts answer the unfiltered list and its status and priority filters.
      count: mine ? undefined : `select coalesce(sum(t.tasks), 0)::int as total from ${t('task_count')} t`,
    });
    return answer(200, items.map(view), { 'X-Total-Count': String(total) });
  };

  /** The risk's tasks, oldest first, and whether the projection knows the risk (the product then asks the risk service). */
  const ofRisk = async (riskId) => {
    const [known, linked] = await Promise.all([
      pool.query(`select exists (select 1 from ${t('risk_projection')} where id = $1) as known`, [riskId]),
      pool.query(
        `select t.id, t.task_id as "taskId", t.title, t.status, t.priority, to_char(t.due_date, 'YYYY-MM-DD') as "dueDate"
           from ${t('task_risk')} l join ${t('task')} t on t.id = l.task_id
          where l.risk_id = $1 order by t.created_at, t.id`,
        [riskId],
      ),
    ]);
    return known.rows[0].known ? answer(200, linked.rows) : answer(404, { message: 'Risk not found' });
  };

  /** @param {string[]} parts @param {URLSearchParams} q */
  return async function route(parts, q) {
    if (parts[0] === 'risks' && parts.length === 3 && parts[2] === 'tasks') return ofRisk(parts[1]);
    if (parts[0] !== 'tasks' || parts.length > 2) return null;
    if (parts.length === 1) return list(q);
    if (parts[1] === 'my-tasks') return list(q, q.get('user'));
    const { rows } = await pool.query(`${select(t('task'))} where t.id = $1`, [parts[1]]);
    if (!rows[0]) return answer(404, { message: 'Task not found' });
    return answer(200, { ...view(rows[0]), permissions: permissions(q.get('user'), q.get('role'), rows[0]) });
  };
}
