#!/usr/bin/env node
/**
 * `npm run bench`: the product side by side with a floor (scripts/bench/floor-server.mjs: one Node process,
 * node:http + pg, same rows, same queries), signed in, with autocannon. Prints numbers; asserts nothing.
 *
 * 1. Starts the product (built) on a free port with a fresh database, NATS prefix and stream, and prints
 *    each process's resident memory at idle. With --base-url it uses a running product instead (then
 *    --database-url/--schema/--task-schema name its tables for the floor, --nats-url/--stream its events, --prefix its NATS_PREFIX for the memory figures).
 * 2. Seeds 10,000 risks when fewer exist, in imports of --import-rows (2000), and prints the risk service's peak RSS;
 *    then 10,000 tasks when fewer exist, straight into the task service's tables (seed-tasks.mjs).
 *    Then, on its own database, VACUUM (ANALYZE), as autovacuum would have done by then (it is off on this machine's
 *    PostgreSQL: vacuum.mjs).
 * 3. Reads of risks and of tasks, each on the product and the floor, --connections (20) for --seconds (10) after a
 *    short warm-up, once every event is handled (quiet.mjs): req/s, p50, p97.5 and the ratios; non-2xx answers are counted (side-by-side.mjs).
 * 4. The mixed load of deploy/k6/mix.js (80 % reads, 20 % writes): 50 connections for 30 s, p95 and errors.
 * 5. Risk created -> visible in /api/activities: p50 and p95 over --runs (20).
 * 6. The same mixed load on the floor (its writes: floor-risk-writes.mjs), and the product's ratios to it.
 *
 *   npm run bench -- [--seconds 10] [--connections 20] [--mix-seconds 30] [--runs 20]
 *   npm run bench -- --base-url http://localhost:3000 --database-url postgres://postgres@127.0.0.1:5432/rtm [--prefix '']
 */
import { loadDemoData } from '../demo/demo-data.mjs';
import { cliOptions, signIn } from './http-session.mjs';
import { activityLatency, asFloorRequest, mixContext, mixedLoad, MIX_GOALS } from './mixed-load.mjs';
import { benchProduct } from './own-product.mjs';
import { memoryLine, mib, productProcesses, rssKb } from './processes.mjs';
import { seedTasks } from './seed-tasks.mjs';
import { startFloor } from './floor-process.mjs';
import { compareReads, printHeader } from './side-by-side.mjs';
import { vacuumAnalyze } from './vacuum.mjs';

const { arg, admin } = cliOptions();
const SECONDS = Number(arg('seconds', '10'));
const CONNECTIONS = Number(arg('connections', '20'));
const MIX_SECONDS = Number(arg('mix-seconds', String(MIX_GOALS.seconds)));
const RUNS = Number(arg('runs', '20'));
const RISKS = 10_000;
const TASKS = 10_000;
/** Rows per spreadsheet of the seeding imports. */
const IMPORT_ROWS = Number(arg('import-rows', '2000'));
const RISK_SCHEMA = arg('schema', 'risk');
const TASK_SCHEMA = arg('task-schema', 'task');
const external = arg('base-url', '');

const total = async (api, path) => Number((await api('GET', path)).headers.get('x-total-count'));
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** 10,000 risks through the imports, sampling the risk service's memory meanwhile. */
async function seedRisks(api, processes) {
  const existing = await total(api, '/api/risks?limit=0');
  if (existing >= RISKS) return;
  const riskPid = processes.get('risk');
  const before = riskPid ? rssKb(riskPid) : 0;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, riskPid ? rssKb(riskPid) : 0)), 100);
  const started = Date.now();
  const { created } = await loadDemoData(api, { count: RISKS - existing, batch: IMPORT_ROWS, log: () => undefined });
  clearInterval(sampler);
  console.log(
    `seeded ${created} risks in imports of ${IMPORT_ROWS} rows in ${seconds(started)} s` +
      (riskPid ? `; risk service RSS ${mib(before)} MiB before, peak ${mib(peak)} MiB (+${mib(peak - before)})` : ''),
  );
}

async function seedTasksOnce(api, databaseUrl, me) {
  const existing = await total(api, '/api/tasks?limit=0');
  if (existing >= TASKS) return;
  const risks = await total(api, '/api/risks?limit=0');
  const { created, links, waited, wrote } = await seedTasks({
    databaseUrl,
    schema: TASK_SCHEMA,
    count: TASKS - existing,
    benchUserId: me.id,
    risks,
  });
  console.log(
    `seeded ${created} tasks (${links} risk links) into the task service's tables in ${wrote.toFixed(1)} s, ` +
      `after ${waited.toFixed(1)} s waiting for its projections to hear of every risk`,
  );
}

async function main() {
  const product = await benchProduct({ label: 'bench', external, arg });
  const { baseUrl, env } = product;
  const databaseUrl = env?.DATABASE_URL ?? arg('database-url', process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rtm');
  const prefix = env?.NATS_PREFIX ?? arg('prefix', null);
  const floor = await startFloor(databaseUrl, { schema: RISK_SCHEMA, taskSchema: TASK_SCHEMA });
  try {
    const processes = prefix === null ? new Map() : productProcesses(prefix);
    if (processes.size > 0) {
      await new Promise((r) => setTimeout(r, 5000));
      console.log(`\nresident memory at idle (MiB): ${memoryLine(processes)}`);
    }

    const api = await signIn(baseUrl, admin);
    const me = (await api('GET', '/api/auth/me')).json;
    await seedRisks(api, processes);
    await seedTasksOnce(api, databaseUrl, me);
    const waited = await product.waitForEvents();
    console.log(`waited ${waited.toFixed(1)} s for the services to handle every pending event`);
    // Its own database only (like bench:cpu): a running product's (--base-url) is its operator's to maintain.
    if (env) console.log(`vacuum (analyze) of the database in ${(await vacuumAnalyze(databaseUrl)).toFixed(1)} s (autovacuum is off here)`);

    const risks = (await api('GET', '/api/risks?limit=200&offset=100')).json;
    const commented = risks[0];
    const comments = Number((await api('GET', `/api/comments/risk/${commented.id}`)).json.length);
    for (let i = comments; i < 10; i++) await api('POST', '/api/comments', { riskId: commented.id, content: `Bench comment ${i + 1}` });
    const tasks = (await api('GET', '/api/tasks?limit=50&offset=100')).json;
    const task = tasks.find((t) => t.risks.length > 1) ?? tasks[0];
    // The risk with the most tasks (seed-tasks.mjs links ten to one risk).
    const linkedRisk = (await api('GET', `/api/risks?limit=1&offset=0&sort=riskId&order=asc`)).json[0];
    const riskTasks = (await api('GET', `/api/risks/${linkedRisk.id}/tasks`)).json.length;

    const options = {
      baseUrl,
      floorUrl: floor.url,
      headers: { cookie: api.cookie(), accept: 'application/json' },
      connections: CONNECTIONS,
      seconds: SECONDS,
    };
    printHeader(options);
    await compareReads(
      [
        ['list page 50', '/api/risks?limit=50', '/risks?limit=50'],
        ['list offset 5000', '/api/risks?limit=50&offset=5000', '/risks?limit=50&offset=5000'],
        [
          'search + 2 filters',
          '/api/risks?search=out&status=open,under_review&level=high,critical',
          '/risks?search=out&status=open,under_review&level=high,critical',
        ],
        ['risk by id', `/api/risks/${risks[7].id}`, `/risks/${risks[7].id}?user=${me.id}&role=${me.role}`],
        ["a risk's comments (10)", `/api/comments/risk/${commented.id}`, `/risks/${commented.id}/comments`],
        ['task list page 50', '/api/tasks?limit=50', '/tasks?limit=50'],
        ['task by id', `/api/tasks/${task.id}`, `/tasks/${task.id}?user=${me.id}&role=${me.role}`],
        ['my tasks (page 50)', '/api/tasks/my-tasks', `/tasks/my-tasks?user=${me.id}`],
        [`a risk's tasks (${riskTasks})`, `/api/risks/${linkedRisk.id}/tasks`, `/risks/${linkedRisk.id}/tasks`],
      ],
      options,
    );

    const context = await mixContext(api, risks);
    const mixed = await mixedLoad({ baseUrl, headers: options.headers, context, seconds: MIX_SECONDS });
    await activityLatency({ api, context, runs: RUNS });
    // The floor's mix last: its creates add risks without events, which nothing of the product's timings should see.
    const floorMixed = await mixedLoad({
      baseUrl: floor.url,
      headers: { accept: 'application/json' },
      context,
      seconds: MIX_SECONDS,
      label: 'floor, mixed load',
      toServer: (next) => asFloorRequest(next, me),
    });
    console.log(
      `mixed load, product / floor: req/s ${(mixed.perSecond / floorMixed.perSecond).toFixed(2)}x, ` +
        `p50 ${(mixed.p50 / floorMixed.p50).toFixed(1)}x, p95 ${(mixed.p95 / floorMixed.p95).toFixed(1)}x`,
    );

    if (processes.size > 0) console.log(`resident memory after the load (MiB): ${memoryLine(processes)}`);
  } finally {
    floor.stop();
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error?.message ?? error);
  process.exit(1);
});
