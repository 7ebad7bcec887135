/** Small helpers for hand-written SQL. */

/** Escapes the wildcards of a LIKE/ILIKE pattern (`%`, `_` and the escape character), for exact or substring matches. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a uuid in its text form (PostgreSQL refuses anything else for a uuid column). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

/**
 * A PostgreSQL array literal (`{1,2,3}`), so a list binds as one parameter, e.g. `unnest(?::int[])`
 * (the query builder would spread an array over several placeholders). For numbers and uuids.
 */
export function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => String(v)).join(',')}}`;
}

/**
 * Constant texts as a list of SQL string literals (`'a', 'b'`), for the `check (x in (...))` of a migration, which
 * takes no parameters: the values a contract defines (statuses, actions, template types), quotes doubled.
 */
export function sqlTextList(values: readonly string[]): string {
  return values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
}

/**
 * A timestamptz as the API's ISO 8601 text in UTC with milliseconds (what Date#toISOString gives), for views PostgreSQL
 * writes as JSON.
 */
export const isoTextSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
