import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { addCountsSql, countDeltas } from './kept-counts.js';

interface Item {
  cell: number;
  tag: string;
  groups: number[];
}
const keysOf = (item: Item) => [{ cell: item.cell, tag: item.tag }, ...item.groups.map((g) => ({ cell: -g, tag: 'group' }))];
const id = (key: { cell: number; tag: string }) => `${key.cell}|${key.tag}`;

/** Counts per key, as a full recount of `items` gives them. */
function recount(items: Item[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) for (const key of new Set(keysOf(item).map(id))) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

const item = fc.record({
  cell: fc.integer({ min: 1, max: 12 }),
  tag: fc.constantFrom('a', 'B', 'b', 'ab'),
  groups: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
});

describe('countDeltas', () => {
  it('applied to the counts of the records before, gives the counts of the records after', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 10 }), fc.array(item, { maxLength: 10 }), (before, after) => {
        const counts = recount(before);
        for (const d of countDeltas(before, after, keysOf)) counts.set(id(d), (counts.get(id(d)) ?? 0) + d.delta);
        const expected = recount(after);
        for (const key of new Set([...counts.keys(), ...expected.keys()]))
          expect([key, counts.get(key) ?? 0]).toEqual([key, expected.get(key) ?? 0]);
      }),
    );
  });

  it('names each key once, never with a change of 0, in key order (numbers by value, then text by code point)', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 10 }), fc.array(item, { maxLength: 10 }), (before, after) => {
        const deltas = countDeltas(before, after, keysOf);
        expect(new Set(deltas.map(id)).size).toBe(deltas.length);
        expect(deltas.every((d) => d.delta !== 0)).toBe(true);
        for (let i = 1; i < deltas.length; i++) {
          const [a, b] = [deltas[i - 1], deltas[i]];
          expect(a.cell < b.cell || (a.cell === b.cell && a.tag < b.tag)).toBe(true);
        }
      }),
    );
  });

  it('counts an edit that keeps every key as no change, and a key named twice by one record once', () => {
    expect(countDeltas([{ cell: 1, tag: 'a', groups: [2] }], [{ cell: 1, tag: 'a', groups: [2, 2] }], keysOf)).toEqual([]);
    expect(countDeltas([], [{ cell: 10, tag: 'a', groups: [1, 1] }], keysOf)).toEqual([
      { cell: -1, tag: 'group', delta: 1 },
      { cell: 10, tag: 'a', delta: 1 },
    ]);
  });
});

describe('addCountsSql', () => {
  it('upserts in the deltas order on the key, starting a row at no less than 0 and adding the delta itself on conflict', () => {
    const { sql, params } = addCountsSql('s.t', 'n', { key: { a: 'smallint', b: 'text' }, more: { c: 'text' } }, [
      { a: 1, b: 'x', c: 'y', delta: -1 },
    ]);
    expect(params).toEqual([JSON.stringify([{ a: 1, b: 'x', c: 'y', delta: -1 }])]);
    expect(sql.replace(/\s+/g, ' ')).toBe(
      'with d as (select * from rows from (json_to_recordset(?::json) as (a smallint, b text, c text, delta integer)) with ordinality as d(a, b, c, delta, n)) ' +
        'insert into s.t as kept (a, b, c, n) select d.a, d.b, d.c, greatest(d.delta, 0) from d order by d.n ' +
        'on conflict (a, b) do update set n = kept.n + (select d.delta from d where d.a = excluded.a and d.b = excluded.b)',
    );
  });

  it('starts a row of changes (signed) at its delta, negative or not', () => {
    const { sql } = addCountsSql('s.t', 'n', { key: { a: 'smallint' } }, [{ a: 1, delta: -1 }], true);
    expect(sql.replace(/\s+/g, ' ')).toContain('select d.a, d.delta from d order by d.n');
  });
});
