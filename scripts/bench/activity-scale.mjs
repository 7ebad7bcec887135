/**
 * The activity log at a million rows (npm run bench:activity; node scripts/bench/activity-scale.mjs --rows 1000000
 * --events 100000). On a product of its own (fresh database, nats-server, stream):
 * 1. writes --rows activities straight into the notification service's table (SQL generate_series, spread over a
 *    year; the day counts are kept by the table's trigger as for any insert), then VACUUM (ANALYZE);
 * 2. times reads through the gateway (p50/p95 of --samples): first page, a deep offset (90% of the total), the page
 *    after it by cursor, each filter, a filtered deep offset;
 * 3. downloads the whole export: first byte, total, size, and the peak resident memory of the gateway and the
 *    notification service above their level before it;
 * 4. publishes --events risk_created events (as an import of that many rows would) and prints the activity
 *    consumer's progress each second: events/s, and the seconds from the last publish to the last row logged.
 */
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { TestPublisher } from '@rtm/backend/testing';
import { cliOptions, signIn } from './http-session.mjs';
import { benchProduct } from './own-product.mjs';
import { cpuMs, mib, postgresMs, productProcesses, rssKb } from './processes.mjs';
import { vacuumAnalyze } from './vacuum.mjs';

const { arg, admin } = cliOptions();
const ROWS = Number(arg('rows', '1000000'));
const EVENTS = Number(arg('events', '100000'));
const SAMPLES = Number(arg('samples', '30'));
const SCHEMA = 'notification';

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** ROWS rows over the year before 2026-11-27, 12 action types, 200 users, in statements of 100,000. */
async function seedActivities(db, users) {
  const started = performance.now();
  const step = 100_000;
  for (let done = 0; done < ROWS; done += step) {
    const n = Math.min(step, ROWS - done);
    await db.query(
      `insert into ${SCHEMA}.activity (id, event_id, action_type, entity_type, entity_id, description, user_id, metadata, created_at)
       select gen_random_uuid(), gen_random_uuid(), t.action, t.entity, gen_random_uuid()::text,
              'Bench activity ' || g || ' on ' || t.entity, ($2::uuid[])[1 + g % array_length($2::uuid[], 1)],
              jsonb_build_object('n', g), timestamptz '2026-11-27' - (g * (interval '365 days' / $3::int)) - random() * interval '1 second'
         from generate_series($1::int + 1, $1::int + $4::int) g,
              lateral (select (array['risk_created','risk_updated','risk_closed','risk_deleted','task_created','task_updated',
                                     'task_completed','task_deleted','user_created','user_updated','comment_added','department_created'])[1 + g % 12] as action,
                              (array['risk','risk','risk','risk','task','task','task','task','user','user','comment','department'])[1 + g % 12] as entity) t`,
      [done, `{${users.join(',')}}`, ROWS, n],
    );
    process.stdout.write(`\r  ${done + n} rows (${seconds(started)} s)`);
  }
  console.log(`\nwrote ${ROWS} activity rows in ${seconds(started)} s`);
}

async function timeRead(api, label, path) {
  const times = [];
  let last;
  for (let i = 0; i < SAMPLES; i++) {
    last = await api('GET', path);
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(34)} p50 ${quantile(times, 0.5).toFixed(1).padStart(7)} ms  p95 ${quantile(times, 0.95).toFixed(1).padStart(7)} ms` +
      `  (${last.headers.get('x-total-count')} rows)`,
  );
  return last;
}

/** The whole export; the peak RSS of the gateway and the notification service sampled every 100 ms. */
async function timeExport(baseUrl, cookie, processes, query = '') {
  const watched = ['gateway', 'notification'].map((name) => [name, processes.get(name)]).filter(([, pid]) => pid);
  const before = Object.fromEntries(watched.map(([name, pid]) => [name, rssKb(pid)]));
  const peak = { ...before };
  const sampler = setInterval(() => {
    for (const [name, pid] of watched) peak[name] = Math.max(peak[name], rssKb(pid));
  }, 100);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/activities/export${query}`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`export -> ${response.status}`);
  let firstByte = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    if (!firstByte) firstByte = performance.now() - started;
    bytes += chunk.length;
  }
  const total = performance.now() - started;
  clearInterval(sampler);
  const memory = watched.map(
    ([name]) => `${name} ${mib(before[name])} -> peak ${mib(peak[name])} MiB (+${mib(peak[name] - before[name])})`,
  );
  console.log(
    `  export${query ? ` ${query}` : ''}: first byte ${firstByte.toFixed(0)} ms, whole file ${(total / 1000).toFixed(1)} s, ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MiB; ${memory.join(', ')}`,
  );
}

/** EVENTS risk_created events published as fast as the stream takes them; the activity log's progress each second. */
async function eventsThroughput(db, env, me, processes) {
  const publisher = await TestPublisher.connect(env, 'bench-activity');
  const [{ n: startCount }] = (await db.query(`select count(*)::int as n from ${SCHEMA}.activity`)).rows;
  const now = new Date().toISOString();
  const event = (i) => {
    const id = randomUUID();
    const riskId = `RSK-2026-${String(i).padStart(6, '0')}`;
    return {
      id: randomUUID(),
      type: 'risk_created',
      version: 1,
      occurredAt: new Date().toISOString(),
      actor: { id: me.id, role: me.role },
      entity: { type: 'risk', id },
      description: `Imported risk ${riskId}: Bench risk ${i}`,
      data: {
        source: 'import',
        risk: {
          id,
          riskId,
          title: `Bench risk ${i}`,
          description: 'Imported by the activity bench',
          suggestedSolution: null,
          status: 'open',
          riskType: 'Operational',
          riskTypeId: null,
          affectedApp: null,
          frequency: 'monthly',
          ownerId: me.id,
          likelihood: 3,
          impact: 4,
          riskScore: 12,
          riskLevel: 'high',
          departmentIds: [],
          dateIdentified: null,
          reportedById: me.id,
          createdAt: now,
          updatedAt: null,
        },
      },
    };
  };
  const notification = processes.get('notification');
  const cpuBefore = { notification: cpuMs(notification), postgres: postgresMs() };
  let logged = 0;
  let published = 0;
  let lastPublishedAt = 0;
  const started = performance.now();
  let previous = { at: started, logged: 0 };
  let counting = false;
  const progress = setInterval(async () => {
    if (counting) return;
    counting = true;
    // A failed count (a connection cut) skips one line rather than ending the process with the product running.
    const n = await db
      .query(`select count(*)::int as n from ${SCHEMA}.activity`)
      .then((result) => result.rows[0].n)
      .catch(() => startCount + logged);
    counting = false;
    logged = n - startCount;
    const at = performance.now();
    const rate = ((logged - previous.logged) / (at - previous.at)) * 1000;
    previous = { at, logged };
    console.log(
      `  ${seconds(started).padStart(5)} s: published ${published}, logged ${logged}, lag ${published - logged}, ${rate.toFixed(0)} events/s`,
    );
  }, 1000);
  for (let i = 0; i < EVENTS; i += 500) {
    await Promise.all(Array.from({ length: Math.min(500, EVENTS - i) }, (_, j) => publisher.publish(event(i + j))));
    published = Math.min(EVENTS, i + 500);
  }
  lastPublishedAt = performance.now();
  console.log(`  published ${EVENTS} events in ${seconds(started)} s`);
  while (logged < EVENTS) await new Promise((r) => setTimeout(r, 200));
  const done = performance.now();
  clearInterval(progress);
  await publisher.close();
  // CPU per event does not depend on what else the machine runs (wall time here does: 2 cores shared by many).
  const cpu = { notification: cpuMs(notification) - cpuBefore.notification, postgres: postgresMs() - cpuBefore.postgres };
  console.log(
    `  CPU per 1,000 events: notification service ${((cpu.notification / EVENTS) * 1000).toFixed(0)} ms (all its consumers), ` +
      `PostgreSQL (every process on the machine) ${((cpu.postgres / EVENTS) * 1000).toFixed(0)} ms`,
  );
  console.log(
    `  ${EVENTS} events logged ${((done - lastPublishedAt) / 1000).toFixed(1)} s after the last publish; ` +
      `${((EVENTS / (done - started)) * 1000).toFixed(0)} events/s from first publish to last row`,
  );
}

async function main() {
  const product = await benchProduct({ label: 'actscale', external: '', arg });
  const { baseUrl, env } = product;
  if (!env) throw new Error('bench:activity runs on a product of its own');
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  try {
    const processes = productProcesses(env.NATS_PREFIX);
    const api = await signIn(baseUrl, admin);
    const me = (await api('GET', '/api/auth/me')).json;
    const users = [me.id, ...Array.from({ length: 199 }, () => randomUUID())];
    await seedActivities(db, users);
    console.log(`vacuum (analyze) in ${(await vacuumAnalyze(env.DATABASE_URL)).toFixed(1)} s`);
    const load = loadavg()[0];
    console.log(`\nreads at ${ROWS} rows (${SAMPLES} each, load average ${load.toFixed(1)}):`);
    const first = await timeRead(api, 'first page (50)', '/api/activities');
    const total = Number(first.headers.get('x-total-count'));
    const deepOffset = Math.floor(total * 0.9);
    const deep = await timeRead(api, `offset ${deepOffset}`, `/api/activities?limit=50&offset=${deepOffset}`);
    const cursor = encodeURIComponent(deep.headers.get('x-next-cursor'));
    await timeRead(api, 'next page by cursor (from 90%)', `/api/activities?limit=50&cursor=${cursor}`);
    await timeRead(api, 'actionType', '/api/activities?limit=50&actionType=task_updated');
    await timeRead(api, 'entityType', '/api/activities?limit=50&entityType=risk');
    await timeRead(api, 'actionType + entityType (none)', '/api/activities?limit=50&actionType=task_updated&entityType=risk');
    await timeRead(api, 'userId', `/api/activities?limit=50&userId=${users[7]}`);
    await timeRead(
      api,
      'from/to (a month, zoned)',
      '/api/activities?limit=50&from=2026-06-01T00:00:00%2B03:00&to=2026-06-30T23:59:59%2B03:00',
    );
    await timeRead(api, 'entityType, offset 90%', `/api/activities?limit=50&entityType=task&offset=${Math.floor(total * 0.3)}`);
    await timeRead(
      api,
      'userId + from/to, deep offset',
      `/api/activities?limit=50&userId=${users[7]}&from=2026-01-01&to=2026-10-31&offset=3000`,
    );

    console.log('\nexport:');
    for (const query of ['?entityType=user', '']) {
      await timeExport(baseUrl, api.cookie(), processes, query).catch((error) => console.log(`  export${query} failed: ${error.message}`));
    }

    if (EVENTS > 0) {
      console.log(`\nevents through the activity consumer (${EVENTS} risk_created):`);
      await eventsThroughput(db, env, me, processes);
    }
  } finally {
    await db.end();
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
