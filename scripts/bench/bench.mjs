#!/usr/bin/env node
/**
 * `npm run bench`: the product side by side with a floor (scripts/bench/floor-server.mjs: one Node process,
 * node:http + pg, same rows, same queries), signed in, with autocannon. Prints numbers; asserts nothing.
 *
 * 1. Starts the product (built) on a free port with a fresh database, NATS prefix and stream, and prints
 *    each process's resident memory at idle. With --base-url it uses a running product instead (then
 *    --database-url/--schema name its tables for the floor, --prefix its NATS_PREFIX for the memory figures).
 * 2. Seeds 10,000 risks when fewer exist, in imports of --import-rows (2000), and prints the risk service's peak RSS.
 * 3. Reads, each on the product and the floor, --connections (20) for --seconds (10) after a short warm-up:
 *    req/s, p50, p97.5 and the ratios; non-2xx answers are counted.
 * 4. The mixed load of deploy/k6/mix.js (80 % reads, 20 % writes): 50 connections for 30 s, p95 and errors.
 * 5. Risk created -> visible in /api/activities: p50 and p95 over --runs (20).
 *
 *   npm run bench -- [--seconds 10] [--connections 20] [--mix-seconds 30] [--runs 20]
 *   npm run bench -- --base-url http://localhost:3000 --database-url postgres://postgres@127.0.0.1:5432/rtm [--prefix '']
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { createTestEnv, destroyTestEnv } from '@rtm/backend/testing';
import { MIX_GOALS, nextRequest } from '../../deploy/k6/mix.js';
import { loadDemoData } from '../demo/demo-data.mjs';
import { freePort, ROOT, startStack } from '../stack.mjs';
import { cliOptions, signIn } from './http-session.mjs';

const { arg, admin } = cliOptions();
const SECONDS = Number(arg('seconds', '10'));
const CONNECTIONS = Number(arg('connections', '20'));
const MIX_SECONDS = Number(arg('mix-seconds', String(MIX_GOALS.seconds)));
const RUNS = Number(arg('runs', '20'));
const RISKS = 10_000;
/** Rows per spreadsheet of the seeding imports. */
const IMPORT_ROWS = Number(arg('import-rows', '2000'));
const external = arg('base-url', '');

const mib = (kb) => (kb / 1024).toFixed(0);
const pad = (value, width) => String(value).padStart(width);

/** The product's Node processes (by their NATS_PREFIX), name -> pid. */
function productProcesses(prefix) {
  const found = new Map();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`NATS_PREFIX=${prefix}`)) continue;
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('dist/main.js')) continue;
      found.set(path.basename(readlinkSync(`/proc/${pid}/cwd`)), pid);
    } catch {
      // gone, or not ours
    }
  }
  return found;
}

/** Resident memory in KiB, 0 when the process is gone. */
function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function startFloor(databaseUrl, schema) {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/bench/floor-server.mjs'), '--database-url', databaseUrl, '--schema', schema],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the floor server exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      const port = /listening (\d+)/.exec(String(chunk))?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') });
    });
  });
}

/**
 * One autocannon run; answers req/s, p50, p97.5 and the count of non-2xx answers and errors.
 * @param {string} url @param {{ seconds?: number, headers?: Record<string, string> }} [options]
 */
async function load(url, { seconds = SECONDS, headers = {} } = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  let stack;
  let env;
  let baseUrl = external;
  let databaseUrl = arg('database-url', process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rtm');
  let prefix = arg('prefix', null);
  if (!external) {
    env = createTestEnv('bench');
    /** @type {Record<string, string>} a session secret of its own */
    const settings = { SESSION_SECRET: randomBytes(24).toString('hex') };
    console.log('starting the product (fresh database, NATS prefix and stream)...');
    stack = await startStack({ env: { ...env, ...settings }, port: await freePort(), quiet: true });
    baseUrl = stack.baseUrl;
    databaseUrl = env.DATABASE_URL;
    prefix = env.NATS_PREFIX;
  }
  const floor = await startFloor(databaseUrl, arg('schema', 'risk'));
  try {
    const processes = prefix === null ? new Map() : productProcesses(prefix);
    if (processes.size > 0) {
      await new Promise((r) => setTimeout(r, 5000));
      console.log(`\nresident memory at idle (MiB): ${[...processes].map(([name, pid]) => `${name} ${mib(rssKb(pid))}`).join(', ')}`);
    }

    const api = await signIn(baseUrl, admin);
    const existing = Number((await api('GET', '/api/risks?limit=0')).headers.get('x-total-count'));
    if (existing < RISKS) {
      const riskPid = processes.get('risk');
      const before = riskPid ? rssKb(riskPid) : 0;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, riskPid ? rssKb(riskPid) : 0)), 100);
      const started = Date.now();
      const { created } = await loadDemoData(api, { count: RISKS - existing, batch: IMPORT_ROWS, log: () => undefined });
      clearInterval(sampler);
      console.log(
        `seeded ${created} risks in imports of ${IMPORT_ROWS} rows in ${((Date.now() - started) / 1000).toFixed(1)} s` +
          (riskPid ? `; risk service RSS ${mib(before)} MiB before, peak ${mib(peak)} MiB (+${mib(peak - before)})` : ''),
      );
    }

    const risks = (await api('GET', '/api/risks?limit=200&offset=100')).json;
    const departments = (await api('GET', '/api/departments')).json;
    const commented = risks[0];
    const comments = Number((await api('GET', `/api/comments/risk/${commented.id}`)).json.length);
    for (let i = comments; i < 10; i++) await api('POST', '/api/comments', { riskId: commented.id, content: `Bench comment ${i + 1}` });

    const headers = { cookie: api.cookie(), accept: 'application/json' };
    const cases = [
      ['list page 50', '/api/risks?limit=50', '/risks?limit=50'],
      ['list offset 5000', '/api/risks?limit=50&offset=5000', '/risks?limit=50&offset=5000'],
      [
        'search + 2 filters',
        '/api/risks?search=out&status=open,under_review&level=high,critical',
        '/risks?search=out&status=open,under_review&level=high,critical',
      ],
      ['risk by id', `/api/risks/${risks[7].id}`, `/risks/${risks[7].id}`],
      ["a risk's comments (10)", `/api/comments/risk/${commented.id}`, `/risks/${commented.id}/comments`],
    ];
    console.log(`\nreads: autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, signed in (product) / plain (floor)`);
    console.log(
      `${'request'.padEnd(24)}${pad('product req/s', 14)}${pad('p50', 6)}${pad('p97.5', 7)}${pad('non-2xx', 9)}${pad('floor req/s', 13)}${pad('p50', 6)}${pad('p97.5', 7)}${pad('ratio', 7)}${pad('p97.5 x', 9)}`,
    );
    for (const [name, productPath, floorPath] of cases) {
      await load(`${baseUrl}${productPath}`, { seconds: 2, headers });
      const product = await load(`${baseUrl}${productPath}`, { headers });
      await load(`${floor.url}${floorPath}`, { seconds: 2 });
      const base = await load(`${floor.url}${floorPath}`);
      console.log(
        `${name.padEnd(24)}${pad(product.rps.toFixed(0), 14)}${pad(product.p50, 6)}${pad(product.p975, 7)}${pad(product.bad, 9)}${pad(base.rps.toFixed(0), 13)}${pad(base.p50, 6)}${pad(base.p975, 7)}${pad(`${(product.rps / base.rps).toFixed(2)}x`, 7)}${pad(`${(product.p975 / Math.max(base.p975, 1)).toFixed(1)}x`, 9)}`,
      );
    }

    // Mixed load: every request drawn from the shared mix.
    const owner = (await api('GET', '/api/users')).json.find((u) => u.role === 'manager') ?? risks[0].owner;
    const context = {
      riskIds: risks.slice(0, 100).map((r) => r.id),
      ownerId: owner.id,
      departmentIds: departments.map((d) => d.id),
      random: Math.random,
    };
    const latencies = [];
    const byName = new Map();
    const instance = autocannon({
      url: baseUrl,
      connections: MIX_GOALS.connections,
      duration: MIX_SECONDS,
      headers: { ...headers, 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            const next = nextRequest(context);
            return {
              ...request,
              method: next.method,
              path: next.path,
              body: next.body === undefined ? undefined : JSON.stringify(next.body),
            };
          },
        },
      ],
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 300) byName.set(statusCode, (byName.get(statusCode) ?? 0) + 1);
    });
    const mixed = await instance;
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1);
    const errors = mixed.non2xx + mixed.errors + mixed.timeouts;
    console.log(
      `\nmixed load (deploy/k6/mix.js: 80 % reads, 20 % writes), ${MIX_GOALS.connections} connections, ${MIX_SECONDS} s: ` +
        `${mixed.requests.average.toFixed(0)} req/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, errors ${errors}` +
        ` (non-2xx ${mixed.non2xx}, timeouts ${mixed.timeouts}, connection errors ${mixed.errors})` +
        (byName.size ? ` (${[...byName].map(([code, n]) => `${code}: ${n}`).join(', ')})` : ''),
    );

    // A change reaching the activity log, once the events of the mixed load are handled.
    await api('POST', '/api/risks', nextRequestOf('create risk', context).body).then(async ({ json: last }) => {
      for (let i = 0; i < 600; i++) {
        const { json: activities } = await api('GET', '/api/activities?limit=5');
        if (activities.some((a) => a.entityId === last.id)) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    const samples = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const { json: risk } = await api('POST', '/api/risks', nextRequestOf('create risk', context).body);
      for (;;) {
        const { json: activities } = await api('GET', '/api/activities?limit=20');
        if (activities.some((a) => a.entityId === risk.id && a.actionType === 'risk_created')) break;
        if (performance.now() - started > 60_000) throw new Error('the activity did not appear within 60 s');
        await new Promise((r) => setTimeout(r, 2));
      }
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const q = (p) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))].toFixed(1);
    console.log(`risk created -> visible in /api/activities (${RUNS} runs): p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms`);

    if (processes.size > 0) {
      console.log(`resident memory after the load (MiB): ${[...processes].map(([name, pid]) => `${name} ${mib(rssKb(pid))}`).join(', ')}`);
    }
  } finally {
    floor.stop();
    await stack?.stop();
    if (env) await destroyTestEnv(env).catch(() => undefined);
  }
}

/** The mix's request of that name (the activity timing creates risks the way the mix does). */
function nextRequestOf(name, context) {
  for (;;) {
    const request = nextRequest(context);
    if (request.name === name) return request;
  }
}

main().catch((error) => {
  console.error(error?.message ?? error);
  process.exit(1);
});
