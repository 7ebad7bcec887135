import pg from 'pg';

/**
 * What must hold in the database whatever the requests were (issue 13): every risk has a department, every
 * history row and comment its task or risk, every code counter above the highest code issued, and no outbox row
 * older than a minute unsent. Each query answers the rows that break its rule.
 */
export const INVARIANTS: Record<string, string> = {
  'every risk has at least one department link': `
    select r.risk_code from risk.risk r
    where not exists (select 1 from risk.risk_department d where d.risk_id = r.id)`,
  'every task history row has its task': `
    select h.id::text from task.task_history h where not exists (select 1 from task.task t where t.id = h.task_id)`,
  'every task comment has its task': `
    select c.id::text from task.task_comment c where not exists (select 1 from task.task t where t.id = c.task_id)`,
  'every risk comment has its risk': `
    select c.id::text from risk.risk_comment c where not exists (select 1 from risk.risk r where r.id = c.risk_id)`,
  'the risk code counter is above the highest risk code of its year': `
    select r.code_year || ': next ' || coalesce(c.next_number::text, 'none') || ', highest ' || max(r.code_number)
    from risk.risk r left join risk.risk_counter c on c.year = r.code_year
    group by r.code_year, c.next_number having c.next_number is null or c.next_number <= max(r.code_number)`,
  'the task code counter is above the highest task code of its year': `
    select t.code_year || ': next ' || coalesce(c.next_number::text, 'none') || ', highest ' || max(t.code_number)
    from task.task t left join task.task_counter c on c.year = t.code_year
    group by t.code_year, c.next_number having c.next_number is null or c.next_number <= max(t.code_number)`,
};

/** One query per schema that has an outbox: rows written more than a minute ago and still unsent. */
async function staleOutboxRows(db: pg.Client): Promise<string[]> {
  const { rows: schemas } = await db.query<{ schema: string }>(
    `select table_schema as schema from information_schema.tables where table_name = 'outbox_event' order by 1`,
  );
  const stale: string[] = [];
  for (const { schema } of schemas) {
    const { rows } = await db.query<{ subject: string }>(
      `select subject from ${pg.escapeIdentifier(schema)}.outbox_event where sent_at is null and created_at < now() - interval '1 minute'`,
    );
    stale.push(...rows.map((r) => `${schema}: ${r.subject}`));
  }
  return stale;
}

/** The broken rules with a few of the rows that break them ({} when all hold). */
export async function brokenInvariants(databaseUrl: string): Promise<Record<string, string[]>> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const broken: Record<string, string[]> = {};
    for (const [rule, sql] of Object.entries(INVARIANTS)) {
      const { rows } = await db.query<Record<string, string>>(sql);
      if (rows.length) broken[rule] = rows.slice(0, 5).map((row) => String(Object.values(row)[0]));
    }
    const stale = await staleOutboxRows(db);
    if (stale.length) broken['no outbox row older than a minute is unsent'] = stale.slice(0, 5);
    return broken;
  } finally {
    await db.end();
  }
}

/** Counts of what the run left, to show the requests did more than fail validation. */
export async function rowCounts(databaseUrl: string): Promise<Record<string, number>> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of [
      'risk.risk',
      'risk.risk_comment',
      'task.task',
      'task.task_history',
      'task.task_comment',
      'identity.app_user',
      'identity.department',
    ]) {
      counts[table] = Number((await db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0].n);
    }
    return counts;
  } finally {
    await db.end();
  }
}
