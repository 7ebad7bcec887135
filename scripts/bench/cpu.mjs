#!/usr/bin/env node
/**
 * `npm run bench:cpu`: CPU time per request of each product process, for a fixed number of signed-in reads.
 * Unlike req/s, CPU time per request hardly moves when other work shares the machine, so it compares
 * changes of the read path on a busy machine. Prints milliseconds of CPU (user + system, from /proc) per
 * request for the gateway, each service and the bench's nats-server (not PostgreSQL, which the machine shares), then runs a short mixed load (deploy/k6/mix.js) and prints its errors.
 *
 * 1. Starts the product (built) with a fresh database, NATS prefix and stream (or uses --base-url with --prefix).
 * 2. Seeds --risks (2000) risks through the import when fewer exist, waits until every event is handled.
 * 3. For each read: --warmup (300) requests, then --requests (3000) with --connections (10), CPU time before and after.
 *
 *   npm run bench:cpu -- [--requests 3000] [--connections 10] [--risks 2000] [--mix-seconds 10]
 *   NODE_OPTIONS=--cpu-prof npm run bench:cpu -- [--only 'list page']   (a .cpuprofile of each process in its folder, written at stop)
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { loadDemoData } from '../demo/demo-data.mjs';
import { cliOptions, signIn } from './http-session.mjs';
import { mixContext, mixedLoad } from './mixed-load.mjs';
import { benchProduct } from './own-product.mjs';
import { cpuMs, productProcesses } from './processes.mjs';
import { vacuumAnalyze } from './vacuum.mjs';

const { arg, admin } = cliOptions();
const REQUESTS = Number(arg('requests', '3000'));
const WARMUP = Number(arg('warmup', '300'));
const CONNECTIONS = Number(arg('connections', '10'));
const RISKS = Number(arg('risks', '2000'));
const MIX_SECONDS = Number(arg('mix-seconds', '10'));
const external = arg('base-url', '');
/** Only the reads whose name contains this (a profile of one read). */
const ONLY = arg('only', '');

/** `amount` requests; answers the failures and the mean size of an answer (bytes, headers included). */
async function fixedLoad(url, headers, amount) {
  const result = await autocannon({ url, connections: CONNECTIONS, amount, headers });
  return { bad: result.non2xx + result.errors + result.timeouts, bytes: result.throughput.total / Math.max(1, result.requests.total) };
}

async function main() {
  const product = await benchProduct({ label: 'benchcpu', external, arg });
  const { baseUrl, env } = product;
  try {
    const processes = productProcesses(env?.NATS_PREFIX ?? arg('prefix', ''));
    // The bench's own nats-server carries every request twice (to the service and back): its CPU is the read's too.
    if (product.natsPid) processes.set('nats-server', String(product.natsPid));
    const api = await signIn(baseUrl, admin);
    const existing = Number((await api('GET', '/api/risks?limit=0')).headers.get('x-total-count'));
    if (existing < RISKS) await loadDemoData(api, { count: RISKS - existing, batch: 2000, log: () => undefined });
    await product.waitForEvents();
    if (env) await vacuumAnalyze(env.DATABASE_URL);

    const risks = (await api('GET', '/api/risks?limit=200&offset=100')).json;
    const headers = { cookie: api.cookie(), accept: 'application/json' };
    const reads = [
      ['list page 50', '/api/risks?limit=50'],
      ['risk by id', `/api/risks/${risks[7].id}`],
      ["a risk's comments", `/api/comments/risk/${risks[7].id}`],
      ['task list page 50', '/api/tasks?limit=50'],
      ['auth/me', '/api/auth/me'],
    ];
    const names = [...processes.keys()];
    console.log(
      `\nCPU ms per request (user + system, /proc), ${REQUESTS} requests, ${CONNECTIONS} connections, load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
    console.log(
      `${'request'.padEnd(20)}${names.map((n) => n.padStart(14)).join('')}${'total'.padStart(9)}${'non-2xx'.padStart(9)}${'bytes'.padStart(9)}`,
    );
    for (const [name, path] of reads.filter(([name]) => name.includes(ONLY))) {
      await fixedLoad(`${baseUrl}${path}`, headers, WARMUP);
      const before = names.map((n) => cpuMs(processes.get(n)));
      const { bad, bytes } = await fixedLoad(`${baseUrl}${path}`, headers, REQUESTS);
      const per = names.map((n, i) => (cpuMs(processes.get(n)) - before[i]) / REQUESTS);
      const total = per.reduce((a, b) => a + b, 0);
      console.log(
        `${name.padEnd(20)}${per.map((ms) => ms.toFixed(3).padStart(14)).join('')}${total.toFixed(3).padStart(9)}${String(bad).padStart(9)}${bytes.toFixed(0).padStart(9)}`,
      );
    }

    if (MIX_SECONDS > 0) {
      const context = await mixContext(api, risks);
      await mixedLoad({ baseUrl, headers, context, seconds: MIX_SECONDS });
    }
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error?.message ?? error);
  process.exit(1);
});
