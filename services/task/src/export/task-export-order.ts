import type { TaskSortField } from '@rtm/contracts';

/** One key of the export's order: its SQL expression and the type its text form is cast back to. */
interface OrderKey {
  sql: string;
  type: 'timestamptz' | 'date' | 'integer' | 'text' | 'uuid';
}

/** The export's order: keys all in one direction, the last ones unique, so a batch resumes after a row by comparison. */
export interface ExportOrder {
  keys: OrderKey[];
  direction: 'asc' | 'desc';
}

const key = (sql: string, type: OrderKey['type']): OrderKey => ({ sql, type });
const ID = key('t.id', 'uuid');

/**
 * The task list's order (task.repository orderBy) for the export, as a keyset: the same first key, then a unique tail in
 * the same direction (ties may come in another order than on the list's pages). The default (newest first) is the
 * list's own, on the index task_created_idx. A missing due date comes last either way, as on the list.
 */
export function exportOrder(sort: TaskSortField = 'createdAt', order?: 'asc' | 'desc'): ExportOrder {
  const direction: ExportOrder['direction'] = order === 'asc' ? 'asc' : 'desc';
  const keys = (first: OrderKey): ExportOrder => ({ keys: [first, ID], direction });
  switch (sort) {
    case 'taskId':
      return { keys: [key('t.code_year', 'integer'), key('t.code_number', 'integer')], direction };
    case 'dueDate':
      return keys(key(`coalesce(t.due_date, '${direction === 'asc' ? 'infinity' : '-infinity'}'::date)`, 'date'));
    case 'priority':
      return keys(key(`array_position(array['low', 'medium', 'high', 'critical'], t.priority)`, 'integer'));
    case 'status':
      return keys(key('t.status', 'text'));
    case 'title':
      return keys(key('lower(t.title)', 'text'));
    case 'updatedAt':
      return keys(key('t.updated_at', 'timestamptz'));
    case 'createdAt':
    default:
      return { keys: [key('t.created_at', 'timestamptz'), key('t.code_year', 'integer'), key('t.code_number', 'integer')], direction };
  }
}

/** ORDER BY of the keys. */
export const orderSql = ({ keys, direction }: ExportOrder) => keys.map((k) => `${k.sql} ${direction}`).join(', ');

/** The keys as text columns k0, k1..., to resume after the last row of a batch. */
export const keyColumnsSql = ({ keys }: ExportOrder) => keys.map((k, i) => `(${k.sql})::text as k${i}`).join(', ');

/** The condition "after `after`" in the order's direction (a row comparison), or null for the first batch. */
export function afterSql({ keys, direction }: ExportOrder, after: string[] | undefined): { sql: string; params: string[] } | null {
  if (!after) return null;
  const left = keys.map((k) => k.sql).join(', ');
  const right = keys.map((k) => `?::${k.type}`).join(', ');
  return { sql: `(${left}) ${direction === 'asc' ? '>' : '<'} (${right})`, params: after };
}

/** Whether `after` has one text per key (anything else did not come from a batch). */
export const fitsOrder = ({ keys }: ExportOrder, after: string[] | undefined) => after === undefined || after.length === keys.length;

/** The longest head of `rows` whose JSON stays within `maxBytes` (at least one row, so an export always moves on). */
export function rowsWithin<T>(rows: T[], maxBytes: number): T[] {
  let bytes = 2;
  for (let i = 0; i < rows.length; i++) {
    bytes += Buffer.byteLength(JSON.stringify(rows[i])) + 1;
    if (bytes > maxBytes && i > 0) return rows.slice(0, i);
  }
  return rows;
}
