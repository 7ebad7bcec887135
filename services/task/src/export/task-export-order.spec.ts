import { describe, expect, it } from '@jest/globals';
import { afterSql, exportOrder, fitsOrder, keyColumnsSql, orderSql, rowsWithin } from './task-export-order.js';

describe('the task export order', () => {
  it('keeps the list newest first on its index by default', () => {
    const order = exportOrder();
    expect(orderSql(order)).toBe('t.created_at desc, t.code_year desc, t.code_number desc');
    expect(keyColumnsSql(order)).toBe('(t.created_at)::text as k0, (t.code_year)::text as k1, (t.code_number)::text as k2');
  });

  it('resumes after a row with a row comparison in the direction of the order', () => {
    expect(afterSql(exportOrder('title', 'asc'), ['alpha', 'id-1'])).toEqual({
      sql: '(lower(t.title), t.id) > (?::text, ?::uuid)',
      params: ['alpha', 'id-1'],
    });
    expect(afterSql(exportOrder('taskId', 'desc'), ['2026', '7'])?.sql).toBe('(t.code_year, t.code_number) < (?::integer, ?::integer)');
    expect(afterSql(exportOrder(), undefined)).toBeNull();
  });

  it('puts tasks without a due date last in both directions', () => {
    expect(orderSql(exportOrder('dueDate', 'asc'))).toContain(`coalesce(t.due_date, 'infinity'::date) asc`);
    expect(orderSql(exportOrder('dueDate', 'desc'))).toContain(`coalesce(t.due_date, '-infinity'::date) desc`);
  });

  it('refuses a position that does not fit the order', () => {
    expect(fitsOrder(exportOrder('title'), ['a', 'b'])).toBe(true);
    expect(fitsOrder(exportOrder('title'), ['a'])).toBe(false);
    expect(fitsOrder(exportOrder('title'), undefined)).toBe(true);
  });

  it('cuts a batch to its byte budget, but never below one row', () => {
    const rows = Array.from({ length: 10 }, () => ({ text: 'x'.repeat(100) }));
    expect(rowsWithin(rows, 1_000_000)).toHaveLength(10);
    expect(rowsWithin(rows, 350)).toHaveLength(3);
    expect(rowsWithin([{ text: 'x'.repeat(5000) }], 100)).toHaveLength(1);
  });
});
