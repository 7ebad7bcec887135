/**
 * Tasks for `npm run bench`, written straight into the task service's tables in batches (the task service has
 * no import): the year's codes TSK-<year>-<n> taken from its counter in the same transaction, a "created"
 * history entry each, links to the risks and owners/assignees from the task service's own projections (waited
 * for, so every view shows them), one task in ten assigned to the bench user (so "my tasks" has rows), and the
 * first risk linked to ten tasks (the risk's tasks); `linkShare` of them (all by default) linked to risks. No events: the
 * activity log does not hear of them. With `alertsSchema` (the notification service's), the tasks are also written into
 * its projection of tasks, as their events would have (the escalation alerts read it).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { tablesOf } from './floor-sql.mjs';

const BATCH = 2000;
const STATUSES = ['to_do', 'to_do', 'to_do', 'to_do', 'in_progress', 'in_progress', 'in_progress', 'done', 'done', 'blocked'];
const PRIORITIES = ['low', 'medium', 'medium', 'high', 'critical'];
const VERBS = ['Review', 'Update', 'Test', 'Document', 'Audit', 'Replace', 'Train staff on', 'Renew', 'Monitor', 'Patch'];
const OBJECTS = ['backup policy', 'supplier contract', 'access rights', 'firewall rules', 'payroll run', 'incident plan', 'licences'];
const DAY = 86_400_000;

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(random() * list.length)];

/** Waits until `check` answers true, up to `seconds`. */
async function until(check, seconds, what) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * @param {{ databaseUrl: string, schema?: string, count: number, benchUserId: string, risks: number, linkShare?: number,
 *   alertsSchema?: string }} options
 *   `risks`: how many risks the risk service has (the projection must hold as many before linking)
 * @returns {Promise<{ created: number, links: number, waited: number, wrote: number }>} waited and wrote in seconds
 */
export async function seedTasks({ databaseUrl, schema = 'task', count, benchUserId, risks, linkShare = 1, alertsSchema }) {
  const t = tablesOf(schema);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const started = Date.now();
    const scalar = async (sql, params = []) => Object.values((await db.query(sql, params)).rows[0])[0];
    await until(
      async () => Number(await scalar(`select count(*) from ${t('risk_projection')}`)) >= risks,
      300,
      'the task service did not hear of every risk',
    );
    await until(
      async () => await scalar(`select exists (select 1 from ${t('user_projection')} where id = $1)`, [benchUserId]),
      60,
      'the task service did not hear of the bench user',
    );
    const users = (await db.query(`select id from ${t('user_projection')} where is_active order by id`)).rows.map((r) => r.id);
    const riskIds = (await db.query(`select id from ${t('risk_projection')} order by code`)).rows.map((r) => r.id);

    const now = Date.now();
    const waited = (now - started) / 1000;
    const year = new Date(now).getUTCFullYear();
    await db.query('begin');
    // As takeYearNumbers (libs/backend/src/db/counter.ts): `count` consecutive numbers of the year.
    const first = Number(
      await scalar(
        `insert into ${t('task_counter')} as c (year, next_number) values ($1, $2)
         on conflict (year) do update set next_number = c.next_number + $3 returning c.next_number - $3 as first`,
        [year, count + 1, count],
      ),
    );
    let links = 0;
    /** @type {(string | null)[]} */
    const seededStatuses = [];
    /** @type {(string | null)[]} */
    const seededPriorities = [];
    for (let start = 0; start < count; start += BATCH) {
      /** @type {Record<string, (string | null)[]>} one array per column */
      const rows = { id: [], code: [], title: [], owner: [], assignee: [], status: [], priority: [], due: [], done: [], at: [] };
      /** @type {{ task: string[], risk: string[] }} */
      const link = { task: [], risk: [] };
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        const id = randomUUID();
        const at = new Date(now - (count - i) * 1000).toISOString(); // codes grow with creation time
        const status = pick(STATUSES);
        rows.id.push(id);
        rows.code.push(`TSK-${year}-${String(first + i).padStart(4, '0')}`);
        rows.title.push(`${pick(VERBS)} ${pick(OBJECTS)} ${i + 1}`);
        rows.owner.push(pick(users));
        rows.assignee.push(i % 10 === 0 ? benchUserId : random() < 0.2 ? null : pick(users));
        rows.status.push(status);
        rows.priority.push(pick(PRIORITIES));
        rows.due.push(random() < 0.2 ? null : new Date(now + Math.floor(random() * 120 - 30) * DAY).toISOString().slice(0, 10));
        rows.done.push(status === 'done' ? at : null);
        rows.at.push(at);
        const linked = new Set();
        // Exactly linkShare of the tasks: task i when the running count of linkShare * tasks steps up at it.
        if (Math.floor((i + 1) * linkShare) > Math.floor(i * linkShare)) {
          linked.add(riskIds[i % riskIds.length]);
          if (i % 3 === 0) linked.add(riskIds[(i * 7 + 3) % riskIds.length]);
        }
        if (i % 1000 === 0) linked.add(riskIds[0]);
        for (const risk of linked) {
          link.task.push(id);
          link.risk.push(risk);
        }
      }
      await db.query(
        `insert into ${t('task')} (id, task_id, title, owner_id, assigned_to_id, status, priority, due_date, completed_at, created_at, updated_at)
         select *, r.created_at from unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::uuid[], $6::text[], $7::text[],
                                            $8::date[], $9::timestamptz[], $10::timestamptz[])
                as r(id, task_id, title, owner_id, assigned_to_id, status, priority, due_date, completed_at, created_at)`,
        [rows.id, rows.code, rows.title, rows.owner, rows.assignee, rows.status, rows.priority, rows.due, rows.done, rows.at],
      );
      await db.query(`insert into ${t('task_risk')} (task_id, risk_id) select * from unnest($1::uuid[], $2::uuid[])`, [
        link.task,
        link.risk,
      ]);
      await db.query(
        `insert into ${t('task_history')} (id, task_id, action, description, new_value, user_id, created_at)
         select gen_random_uuid(), t.id, 'created', 'Created task ' || t.task_id, t.task_id, t.owner_id, t.created_at
           from unnest($1::uuid[]) n(id) join ${t('task')} t on t.id = n.id`,
        [rows.id],
      );
      if (alertsSchema) {
        await db.query(
          `insert into ${tablesOf(alertsSchema)('task_projection')} (id, task_code, title, status, owner_id, assigned_to_id, due_date, version_at)
           select id, task_id, title, status, owner_id, assigned_to_id, due_date, updated_at from ${t('task')} where id = any($1::uuid[])`,
          [rows.id],
        );
      }
      links += link.task.length;
      seededStatuses.push(...rows.status);
      seededPriorities.push(...rows.priority);
    }
    // The list's total reads task_count, which the task service keeps with each change: count the seeded tasks in it.
    await db.query(
      `insert into ${t('task_count')} as c (status, priority, tasks)
       select status, priority, count(*)::int from unnest($1::text[], $2::text[]) as r(status, priority) group by status, priority
       on conflict (status, priority) do update set tasks = c.tasks + excluded.tasks`,
      [seededStatuses, seededPriorities],
    );
    await db.query('commit');
    await db.query(`analyze ${t('task')}, ${t('task_risk')}, ${t('task_history')}`);
    if (alertsSchema) await db.query(`analyze ${tablesOf(alertsSchema)('task_projection')}`);
    return { created: count, links, waited, wrote: (Date.now() - now) / 1000 };
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
}
