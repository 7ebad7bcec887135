#!/usr/bin/env node
/**
 * `npm run bench:scale`: the product at enterprise size next to a tenth of it, on one database. Prints numbers;
 * asserts nothing.
 *
 * 1. Starts the product (built) on a free port with a fresh database, NATS prefix and stream (or uses --base-url with
 *    --database-url and --prefix, as `npm run bench` does).
 * 2. The small size: --departments (50) departments through the API, --small-users (1,000) users straight into
 *    identity's tables with their events in its outbox (seed-users.mjs), --small-risks (10,000) risks through the import, --small-tasks (10,000) tasks straight into the
 *    task service's tables (seed-tasks.mjs, half of them linked to risks), activity rows straight into the
 *    notification service's table up to --small-activities (100,000) (seed-activities.mjs); every event handled, then
 *    VACUUM (ANALYZE) (autovacuum is off here). Then each read's p50/p95 (scale-reads.mjs) and the export of the whole
 *    activity log (scale-export.mjs).
 * 3. Grows the same database to the large size: --users (10,000), --tasks (100,000), --activities (1,000,000), then the
 *    measured import of --import-rows (100,000) risks in --import-files (10) files with the consumers' lag over time
 *    (scale-import.mjs); the same reads and export.
 * 4. Each read at both sizes with the ratio of their p95 and whether its goal holds.
 * 5. Issue 26, the register over time: at each size, once its reads are measured, --versions (10) versions of every
 *    risk over the last 24 months and the day tables built from them, straight into the risk service's tables
 *    (seed-register.mjs), then the register's reads (as-of matrix and summary, movements, level trends), goal p95 under
 *    300 ms.
 *
 * --register-only: step 5 alone, quickly: the risks (--small-risks, then --register-risks, 100,000) written straight
 * into the risk service's tables instead of imported, no tasks, users or activity rows.
 *
 * --scale 0.1 multiplies every size (a tenth, while developing); each size option overrides it. The machine's load
 * (loadavg) is printed beside the figures.
 *
 *   npm run bench:scale -- [--scale 1] [--runs 30] [--small-risks 10000] [--import-rows 100000] [--import-files 10] [--import-wait 300] [--export-wait 300]
 *     [--small-users 1000] [--users 10000] [--small-tasks 10000] [--tasks 100000] [--small-activities 100000]
 *     [--activities 1000000] [--departments 50] [--versions 10] [--register-only] [--register-risks 100000]
 */
import { loadavg } from 'node:os';
import { demoDirectory, loadDemoData } from '../demo/demo-data.mjs';
import { cliOptions, signIn } from './http-session.mjs';
import { benchProduct } from './own-product.mjs';
import { memoryLine, productProcesses } from './processes.mjs';
import { seedActivities } from './seed-activities.mjs';
import { seedTasks } from './seed-tasks.mjs';
import { seedDepartments, seedUsers } from './seed-users.mjs';
import { measureExport } from './scale-export.mjs';
import { measureImport } from './scale-import.mjs';
import { printComparison, readCases, timeReads } from './scale-reads.mjs';
import { vacuumAnalyze } from './vacuum.mjs';
import { registerCases, seedRegister, seedRisks } from './seed-register.mjs';

const { arg, admin } = cliOptions();
const SCALE = Number(arg('scale', '1'));
const size = (name, full) => Number(arg(name, String(Math.round(full * SCALE))));
const SMALL = {
  users: size('small-users', 1000),
  risks: size('small-risks', 10_000),
  tasks: size('small-tasks', 10_000),
  activities: size('small-activities', 100_000),
};
const LARGE = { users: size('users', 10_000), tasks: size('tasks', 100_000), activities: size('activities', 1_000_000) };
const IMPORT_ROWS = size('import-rows', 100_000);
const IMPORT_FILES = Number(arg('import-files', '10'));
/** How long to wait for the imported rows' activity before going on without it. */
const IMPORT_WAIT = Number(arg('import-wait', '300'));
/** How long the events of a load may take to be handled before the bench gives up. */
const EVENTS_WAIT = 3600;
/** How long the export may take before the bench stops reading it. */
const EXPORT_WAIT = Number(arg('export-wait', '300'));
const DEPARTMENTS = Number(arg('departments', '50'));
const RUNS = Number(arg('runs', '30'));
/** Rows per file when the small size's risks are imported (the import's limit). */
const IMPORT_MAX_ROWS = 10_000;
const IDENTITY_SCHEMA = arg('identity-schema', 'identity');
const TASK_SCHEMA = arg('task-schema', 'task');
const NOTIFICATION_SCHEMA = arg('notification-schema', 'notification');
const RISK_SCHEMA = arg('risk-schema', 'risk');
const VERSIONS = Number(arg('versions', '10'));
const REGISTER_ONLY = process.argv.includes('--register-only');
const REGISTER_RISKS = size('register-risks', 100_000);
/** The register's goal (issue 26): p95 under 300 ms at 100,000 risks with 1,000,000 versions, whatever the ratio. */
const REGISTER_GOALS = { ratio: Infinity, p95Ms: 300 };
const external = arg('base-url', '');

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  // Ten minutes to start: the machine it runs on may be busy. A process that dies (the risk service out of heap in an
  // import) is started again, so that the run goes on to the large size's reads; its log says so.
  const product = await benchProduct({ label: 'benchscale', external, arg, readyTimeoutMs: 600_000, restart: true });
  const { baseUrl, env } = product;
  const databaseUrl = env?.DATABASE_URL ?? arg('database-url', process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rtm');
  const prefix = env?.NATS_PREFIX ?? arg('prefix', null);
  // Interrupted (Ctrl-C, kill): the product's processes and database go too.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void product.stop().finally(() => process.exit(130)));
  try {
    const processes = prefix === null ? new Map() : productProcesses(prefix);
    const api = await signIn(baseUrl, admin);
    const me = (await api('GET', '/api/auth/me')).json;
    const total = async (path) => Number((await api('GET', path)).headers.get('x-total-count'));
    /** Users in the system: the header once the list is paged, else the whole list's length (or why it failed). */
    const users = async () => {
      try {
        const answer = await api('GET', '/api/users?limit=1');
        return String(answer.headers.get('x-total-count') ?? answer.json.length);
      } catch (error) {
        return `? (${error instanceof Error ? error.message : error})`;
      }
    };
    const activities = () => total('/api/activities?limit=1');

    const settle = async (label) => {
      const waited = await product.waitForEvents(EVENTS_WAIT);
      const vacuum = env ? await vacuumAnalyze(databaseUrl) : 0;
      const risks = await total('/api/risks?limit=1');
      const tasks = await total('/api/tasks?limit=1');
      console.log(
        `\n${label}: ${risks} risks, ${tasks} tasks, ${await users()} users, ` +
          `${(await api('GET', '/api/departments')).json.length} departments, ${await activities()} activity rows; ` +
          `events handled after ${waited.toFixed(1)} s more, vacuum (analyze) ${vacuum.toFixed(1)} s; load ${load()}` +
          (processes.size > 0 ? `\nresident memory (MiB): ${memoryLine(processes)}` : ''),
      );
      return { risks, tasks };
    };
    const growTasks = async (target) => {
      const existing = await total('/api/tasks?limit=1');
      if (existing >= target) return;
      const started = Date.now();
      const { created, links } = await seedTasks({
        databaseUrl,
        schema: TASK_SCHEMA,
        count: target - existing,
        benchUserId: me.id,
        risks: await total('/api/risks?limit=1'),
        linkShare: 0.5,
        alertsSchema: NOTIFICATION_SCHEMA,
      });
      console.log(`${created} tasks (${links} risk links) into the task service's tables in ${seconds(started)} s`);
    };
    const growActivities = async (target) => {
      const existing = await activities();
      if (existing >= target) return;
      const took = await seedActivities({ databaseUrl, schema: NOTIFICATION_SCHEMA, count: target - existing, log: console.log });
      console.log(`${target - existing} activity rows into the notification service's table in ${took.toFixed(1)} s`);
    };
    const growUsers = async (target, departments) => {
      const { created, seconds } = await seedUsers({
        databaseUrl,
        schema: IDENTITY_SCHEMA,
        target,
        departmentIds: departments.map((d) => d.id),
        passwordOf: directory.owners[0].username,
        actor: me,
      });
      if (created > 0) console.log(`${created} users into identity's tables, their events into its outbox, in ${seconds.toFixed(1)} s`);
    };
    /** Every risk's versions and the day tables, then the register's reads. */
    const measureRegister = async (label) => {
      const seeded = await seedRegister({ databaseUrl, schema: RISK_SCHEMA, versionsPerRisk: VERSIONS });
      console.log(
        `\nregister: ${seeded.versions} versions, ${seeded.cellDays} cell-day rows, ${seeded.departmentDays} department-day rows ` +
          `written and analysed in ${seeded.seconds.toFixed(1)} s`,
      );
      return timeReads(api, registerCases(), { runs: RUNS, label: `${label}, ${seeded.versions} versions` });
    };
    if (REGISTER_ONLY) {
      const departments = await seedDepartments(api, DEPARTMENTS);
      const results = [];
      for (const target of [SMALL.risks, REGISTER_RISKS]) {
        const existing = await total('/api/risks?limit=1');
        if (existing < target) {
          const took = await seedRisks({ databaseUrl, schema: RISK_SCHEMA, count: target - existing, ownerId: me.id });
          console.log(
            `\n${target - existing} risks straight into the risk service's tables in ${took.toFixed(1)} s (${departments.length} departments)`,
          );
        }
        results.push({ label: `${await total('/api/risks?limit=1')} risks`, reads: await measureRegister(`${target} risks`) });
      }
      printComparison(results[0].reads, results[1].reads, {
        smallLabel: results[0].label,
        largeLabel: results[1].label,
        goals: REGISTER_GOALS,
      });
      return;
    }
    const measure = async (label) => {
      const reads = await timeReads(api, await readCases(api), { runs: RUNS, label });
      const rows = await activities();
      await measureExport({ baseUrl, cookie: api.cookie(), processes, rows, label, timeoutSeconds: EXPORT_WAIT });
      return reads;
    };

    console.log(`\nsmall size: ${JSON.stringify(SMALL)}, ${DEPARTMENTS} departments; load ${load()}`);
    let started = Date.now();
    // Before the users grow: the demo's owners are looked up in the users list.
    const directory = await demoDirectory(api);
    const departments = await seedDepartments(api, DEPARTMENTS);
    await growUsers(SMALL.users, departments);
    const existingRisks = await total('/api/risks?limit=1');
    if (existingRisks < SMALL.risks) {
      const t = Date.now();
      const { created } = await loadDemoData(api, { count: SMALL.risks - existingRisks, batch: IMPORT_MAX_ROWS, log: () => undefined });
      console.log(`${created} risks through the import in ${seconds(t)} s`);
    }
    await growTasks(SMALL.tasks);
    await product.waitForEvents(EVENTS_WAIT);
    await growActivities(SMALL.activities);
    console.log(`small size loaded in ${seconds(started)} s`);
    const small = await settle('small size');
    const smallLabel = `${small.risks} risks`;
    const smallReads = await measure(smallLabel);
    const smallRegister = await measureRegister(smallLabel);

    console.log(`\nlarge size: ${JSON.stringify(LARGE)}, ${IMPORT_ROWS} more risks through the import; load ${load()}`);
    started = Date.now();
    await growUsers(LARGE.users, departments);
    // Tasks and activity rows before the import, so that the import is measured last, with every consumer idle at its
    // start, and the reads follow it once its events are handled (the new tasks link to the risks there are).
    await product.waitForEvents(EVENTS_WAIT);
    await growTasks(LARGE.tasks);
    await growActivities(LARGE.activities);
    await measureImport({
      api,
      directory,
      rows: IMPORT_ROWS,
      files: IMPORT_FILES,
      first: await total('/api/risks?limit=1'),
      databaseUrl,
      notificationSchema: NOTIFICATION_SCHEMA,
      events: product.events,
      timeoutSeconds: IMPORT_WAIT,
    });
    console.log(`large size loaded in ${seconds(started)} s`);
    const large = await settle('large size');
    const largeLabel = `${large.risks} risks`;
    const largeReads = await measure(largeLabel);
    const largeRegister = await measureRegister(largeLabel);

    printComparison(smallReads, largeReads, { smallLabel, largeLabel });
    printComparison(smallRegister, largeRegister, { smallLabel, largeLabel, goals: REGISTER_GOALS });
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error?.stack ?? error);
  process.exit(1);
});
