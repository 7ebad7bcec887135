/** A key of a kept count: column name -> value (numbers and text). */
export type CountKey = Record<string, string | number>;

/** A change of one kept count: its key's columns, and `delta` more (or fewer, when negative) rows counted. */
export type CountDelta<K extends CountKey> = K & { delta: number };

/**
 * The changes of kept counts when the records `before` become `after` (a creation: none before; a deletion: none
 * after; an edit: the record as it was and as it is): -1 for each key of each record before, +1 for each key of each
 * record after (`keysOf` answers a record's keys; a key it names twice counts once). Each key once, without the
 * changes that cancel out, in key order (the columns in the order `keysOf` names them; numbers by value, text by code
 * point): the order a statement then takes the counts' row locks in, the same in every transaction, so two never wait
 * for each other's rows crosswise.
 */
export function countDeltas<T, K extends CountKey>(before: readonly T[], after: readonly T[], keysOf: (record: T) => K[]): CountDelta<K>[] {
  const deltas = new Map<string, CountDelta<K>>();
  const add = (record: T, n: number) => {
    const seen = new Set<string>();
    for (const key of keysOf(record)) {
      const id = JSON.stringify(Object.values(key));
      if (seen.has(id)) continue;
      seen.add(id);
      const d = deltas.get(id) ?? { ...key, delta: 0 };
      d.delta += n;
      deltas.set(id, d);
    }
  };
  before.forEach((record) => add(record, -1));
  after.forEach((record) => add(record, 1));
  return [...deltas.values()].filter((d) => d.delta !== 0).sort(compareKeys);
}

function compareKeys(a: CountKey, b: CountKey): number {
  for (const column of Object.keys(a)) {
    if (column === 'delta') continue;
    const x = a[column];
    const y = b[column];
    if (x !== y) return typeof x === 'number' && typeof y === 'number' ? x - y : x < y ? -1 : 1;
  }
  return 0;
}

/**
 * The statement adding each delta to its row of `table` (a count column `count`, the key's columns the table's primary
 * key, `more`: columns set when a row starts), in the deltas' order; for the caller to run as a WITH query of its
 * change's statement, last: each row stays locked until commit. The row a key would start with counts at least 0
 * (a table's check holds for the proposed row even when the key exists and the update adds a negative delta).
 * @param columns the SQL type of each column the deltas carry: the key's first, in the primary key's order, then `more`
 * @param signed the table keeps changes, not counts (a day's change of a count may be negative): a row starts with its
 *   delta as it is
 */
export function addCountsSql(
  table: string,
  count: string,
  columns: { key: Record<string, string>; more?: Record<string, string> },
  deltas: readonly CountDelta<CountKey>[],
  signed = false,
): { sql: string; params: unknown[] } {
  const key = Object.keys(columns.key);
  const names = [...key, ...Object.keys(columns.more ?? {})];
  const types = Object.entries({ ...columns.key, ...columns.more }).map(([name, type]) => `${name} ${type}`);
  return {
    sql: `with d as (select * from rows from (json_to_recordset(?::json) as (${types.join(', ')}, delta integer))
                       with ordinality as d(${names.join(', ')}, delta, n))
      insert into ${table} as kept (${names.join(', ')}, ${count})
      select ${names.map((c) => `d.${c}`).join(', ')}, ${signed ? 'd.delta' : 'greatest(d.delta, 0)'} from d order by d.n
      on conflict (${key.join(', ')}) do update
        set ${count} = kept.${count} + (select d.delta from d where ${key.map((k) => `d.${k} = excluded.${k}`).join(' and ')})`,
    params: [JSON.stringify(deltas)],
  };
}
