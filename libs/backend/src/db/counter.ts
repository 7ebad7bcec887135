import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Takes `count` consecutive numbers of a per-year counter table (`year`, `next_number`), atomically:
 * the upsert locks the year's row until the surrounding transaction ends, so concurrent creates queue on
 * it and never collide; a rolled back transaction gives its numbers back, so none are skipped. Answers
 * the first number. Risk and task codes both come from it.
 */
export async function takeYearNumbers(em: EntityManager, table: string, year: number, count: number): Promise<number> {
  const [row] = await em.execute<{ first: number }[]>(
    `insert into ${table} as c (year, next_number) values (?, ?)
     on conflict (year) do update set next_number = c.next_number + ?
     returning c.next_number - ? as first`,
    [year, count + 1, count, count],
  );
  return Number(row.first);
}
