/**
 * What the floor's route modules share (scripts/bench/floor-server.mjs): the user summary of the product's
 * views, dates as ISO strings, and the list pattern of the product's repositories (count the matches, choose
 * the page on the bare table, decorate only its rows).
 */

/** The product's UserSummary as SQL (libs/backend/src/projections/user-summary.sql.ts). */
export const userSummary = (u) => `case when ${u}.id is null then null else json_build_object(
    'id', ${u}.id, 'firstName', ${u}.first_name, 'lastName', ${u}.last_name, 'email', ${u}.email,
    'role', ${u}.role, 'departmentId', ${u}.department_id, 'profileImageUrl', ${u}.profile_image_url) end`;

export const iso = (v) => (v == null ? null : new Date(v).toISOString());

/** Quoted table names of a schema: `table('risk')` -> "risk"."risk". */
export const tablesOf = (schema) => (name) => `"${schema}"."${name}"`;

/** A route's answer. @param {number} status @param {unknown} body @param {Record<string, string>} [headers] */
export const answer = (status, body, headers = {}) => ({ status, body, headers });

/** Page bounds from the query, as the product's list DTOs take them. @param {URLSearchParams} q */
export function pageOf(q, fallback = 50, max = 500) {
  return { limit: Math.min(Number(q.get('limit') ?? fallback), max), offset: Number(q.get('offset') ?? 0) };
}

/**
 * A page of rows as { items, total }, in two statements like the repositories: the count, then `decorate(page)`
 * where `page` is the subquery choosing the page on the bare table.
 * @param {import('pg').Pool} pool
 * @param {{ table: string, alias: string, where: { sql: string, params: unknown[] }, order: string,
 *   limit: number, offset: number, decorate: (page: string) => string }} list
 */
export async function pagedRows(pool, { table, alias, where, order, limit, offset, decorate }) {
  const { rows: counted } = await pool.query(`select count(*)::int as total from ${table} ${alias} ${where.sql}`, where.params);
  const total = counted[0].total;
  if (limit <= 0 || offset >= total) return { items: [], total };
  const n = where.params.length;
  const page = `(select ${alias}.* from ${table} ${alias} ${where.sql} order by ${order} limit $${n + 1} offset $${n + 2})`;
  const { rows } = await pool.query(`${decorate(page)} order by ${order}`, [...where.params, limit, offset]);
  return { items: rows, total };
}
