/**
 * Activity rows for `npm run bench:scale`, written straight into the notification service's `activity` table (the
 * product has no way to add activity but events, and a million events would take the bench longer than its
 * measurements): one INSERT ... SELECT over generate_series per slice of rows, no row built in Node. The rows look
 * like the log's own: the spec's action types with their entity types, the acting users and the risks and tasks from
 * the service's projections (so the names resolve), one row every 30 seconds going back from a day before the
 * seeding, older than the ones seeded before (so the log's newest rows stay the product's own).
 */
import pg from 'pg';
import { tablesOf } from './floor-sql.mjs';

/** Rows per statement (a progress line each). */
const SLICE = 100_000;
/** Action types and the entity each acts on, repeated by how often they come up. */
const KINDS = [
  ['risk_updated', 'risk', 6],
  ['risk_created', 'risk', 2],
  ['risk_closed', 'risk', 1],
  ['task_updated', 'task', 6],
  ['task_created', 'task', 3],
  ['task_completed', 'task', 2],
  ['comment_added', 'comment', 3],
  ['user_updated', 'user', 1],
];
const ACTIONS = KINDS.flatMap(([action, , weight]) => Array(weight).fill(action));
const ENTITIES = KINDS.flatMap(([, entity, weight]) => Array(weight).fill(entity));

/**
 * Adds `count` rows to the log. @param {{ databaseUrl: string, schema?: string, count: number,
 * log?: (line: string) => void }} options @returns {Promise<number>} seconds it took
 */
export async function seedActivities({ databaseUrl, schema = 'notification', count, log = () => undefined }) {
  const t = tablesOf(schema);
  const started = Date.now();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const ids = async (sql) => (await db.query(sql)).rows.map((r) => r.id);
    const users = await ids(`select id from ${t('user_projection')} order by id`);
    const risks = await ids(`select id from ${t('risk_projection')} order by id limit 100000`);
    const tasks = await ids(`select id from ${t('task_projection')} order by id limit 100000`);
    if (users.length === 0 || risks.length === 0) throw new Error('the notification service knows no users or risks yet');
    const pick = (list) => `($${list}::uuid[])[1 + (g * 7919) % cardinality($${list}::uuid[])]::text`;
    // Rows seeded before: the new ones go on from the oldest of them, 30 s apart.
    const seeded = Number((await db.query(`select count(*)::int as n from ${t('activity')} where description like 'Bench: %'`)).rows[0].n);
    for (let from = seeded; from < seeded + count; from += SLICE) {
      const to = Math.min(seeded + count, from + SLICE) - 1;
      await db.query(
        `insert into ${t('activity')} (id, event_id, action_type, entity_type, entity_id, description, user_id, metadata, created_at)
         select gen_random_uuid(), gen_random_uuid(), k.action, k.entity,
                case k.entity when 'risk' then ${pick(2)} when 'task' then ${pick(3)} when 'user' then ${pick(1)}
                              else gen_random_uuid()::text end,
                'Bench: ' || replace(k.action, '_', ' ') || ' #' || g,
                ($1::uuid[])[1 + (g * 104729) % cardinality($1::uuid[])],
                null,
                now() - interval '1 day' - g * interval '30 seconds'
           from generate_series($6::bigint, $7::bigint) g
           cross join lateral (select ($4::text[])[1 + g % cardinality($4::text[])] as action,
                                      ($5::text[])[1 + g % cardinality($5::text[])] as entity) k`,
        [users, risks, tasks.length > 0 ? tasks : risks, ACTIONS, ENTITIES, from, to],
      );
      log(`  activity rows ${to + 1 - seeded} of ${count} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    return (Date.now() - started) / 1000;
  } finally {
    await db.end();
  }
}
