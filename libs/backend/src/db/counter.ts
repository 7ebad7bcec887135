import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Takes `count` consecutive numbers of a per-year counter table (`year`, `next_number`), atomically, and
 * answers the first. Risk and task codes both come from it. Called outside the create's transaction (with
 * the connection's own autocommit), so the year's row is locked for this one statement only: inside the
 * transaction every create of the year queued on that row until the one before had committed, its later
 * statements and the service's other work included (about 0.5 s per create under the mixed load). The price:
 * numbers taken by a create that then fails (rare: the input is validated first) are skipped, never reused.
 */
export async function takeYearNumbers(em: Pick<EntityManager, 'execute'>, table: string, year: number, count: number): Promise<number> {
  const [row] = await em.execute<{ first: number }[]>(
    `insert into ${table} as c (year, next_number) values (?, ?)
     on conflict (year) do update set next_number = c.next_number + ?
     returning c.next_number - ? as first`,
    [year, count + 1, count, count],
  );
  return Number(row.first);
}
