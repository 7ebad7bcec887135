/**
 * What the floor's route modules share (scripts/bench/floor-server.mjs): the user summary of the product's
 * views, dates as ISO strings, and the list pattern of the product's repositories (the count and the page in one
 * statement, the page chosen on the bare table, only its rows decorated).
 */

/** The product's UserSummary as SQL (libs/backend/src/projections/user-summary.sql.ts). */
export const userSummary = (u) => `case when ${u}.id is null then null else json_build_object(
    'id', ${u}.id, 'firstName', ${u}.first_name, 'lastName', ${u}.last_name, 'email', ${u}.email,
    'role', ${u}.role, 'departmentId', ${u}.department_id, 'profileImageUrl', ${u}.profile_image_url) end`;

export const iso = (v) => (v == null ? null : new Date(v).toISOString());

/** A timestamptz as ISO 8601 text in UTC, in SQL (RiskRepository's isoText): no Date parsed per column and row. */
export const isoText = (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Quoted table names of a schema: `table('risk')` -> "risk"."risk". */
export const tablesOf = (schema) => (name) => `"${schema}"."${name}"`;

/** A route's answer. @param {number} status @param {unknown} body @param {Record<string, string>} [headers] */
export const answer = (status, body, headers = {}) => ({ status, body, headers });

/** Page bounds from the query, as the product's list DTOs take them. @param {URLSearchParams} q */
export function pageOf(q, fallback = 50, max = 500) {
  return { limit: Math.min(Number(q.get('limit') ?? fallback), max), offset: Number(q.get('offset') ?? 0) };
}

/**
 * A page of rows as { items, total } in one statement, as the repositories write it (RiskRepository.list,
 * TaskRepository.list): the count beside a lateral join of `decorate(page)`, where `page` is the subquery choosing the
 * page on the bare table, so only the page's rows are decorated.
 * @param {import('pg').Pool} pool
 * @param {{ table: string, alias: string, where: { sql: string, params: unknown[] }, order: string,
 *   limit: number, offset: number, decorate: (page: string, extra: string) => string, count?: string }} list
 *   `count`: the count's select and from, to which the WHERE is appended (by default a count over `table`; the product
 *   reads its kept counts when the filters allow, e.g. `select coalesce(sum(t.tasks), 0)::int as total from task_count t`)
 */
export async function pagedRows(pool, { table, alias, where, order, limit, offset, decorate, count }) {
  const n = where.params.length;
  // The WHERE twice (count and page), its placeholders renumbered for the second copy.
  const again = where.sql.replace(/\$(\d+)/g, (_, i) => `$${Number(i) + n}`);
  const page = `(select ${alias}.* from ${table} ${alias} ${again} order by ${order} limit $${2 * n + 1} offset $${2 * n + 2})`;
  const { rows } = await pool.query(
    `select c.total, p.* from (${count ?? `select count(*)::int as total from ${table} ${alias}`} ${where.sql}) c
     left join lateral (${decorate(page, `row_number() over (order by ${order}) as page_order`)}) p on true
     order by p.page_order`,
    [...where.params, ...where.params, limit, offset],
  );
  const total = Number(rows[0]?.total ?? 0);
  return { items: rows[0]?.id == null ? [] : rows, total };
}

/**
 * A page's items as the JSON text PostgreSQL writes (RiskRepository.listJson): the page chosen on the bare table,
 * `view(page, extra)` selecting each row's JSON (column `view`), the count beside it; one statement.
 * @param {import('pg').Pool} pool
 * @param {{ table: string, alias: string, where: { sql: string, params: unknown[] }, order: string,
 *   limit: number, offset: number, view: (page: string, extra: string) => string, count?: string }} list (`count`: as pagedRows')
 * @returns {Promise<{ json: string, total: number }>}
 */
export async function pagedJson(pool, { table, alias, where, order, limit, offset, view, count }) {
  const n = where.params.length;
  // The WHERE twice (page, then count), its placeholders renumbered for the second copy.
  const again = where.sql.replace(/\$(\d+)/g, (_, i) => `$${Number(i) + n + 2}`);
  const page = `(select ${alias}.* from ${table} ${alias} ${where.sql} order by ${order} limit $${n + 1} offset $${n + 2})`;
  const { rows } = await pool.query(
    `select (select '[' || coalesce(string_agg(p.view, ',' order by p.page_order), '') || ']'
               from (${view(page, `row_number() over (order by ${order}) as page_order`)}) p) as items,
            c.total
       from (${count ?? `select count(*)::int as total from ${table} ${alias}`} ${again}) c`,
    [...where.params, limit, offset, ...where.params],
  );
  return { json: rows[0].items, total: Number(rows[0].total) };
}
