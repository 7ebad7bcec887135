#!/usr/bin/env node
/**
 * CPU time per request of each request kind of the mixed load (deploy/k6/mix.js), writes included, per product
 * process, nats-server and PostgreSQL (every postgres process on the machine: run it on a quiet machine).
 * Waits for the events each kind causes before reading the clocks, so a write's consumers count towards it. The seeded
 * tables are vacuumed and analysed first, as autovacuum would have (vacuum.mjs).
 *
 *   node scripts/bench/cpu-mix.mjs [--requests 2000] [--connections 10] [--risks 2000]
 */
import autocannon from 'autocannon';
import { MIX } from '../../deploy/k6/mix.js';
import { loadDemoData } from '../demo/demo-data.mjs';
import { cliOptions, signIn } from './http-session.mjs';
import { asAutocannonRequest, mixContext } from './mixed-load.mjs';
import { benchProduct } from './own-product.mjs';
import { cpuMs, postgresMs, productProcesses } from './processes.mjs';
import { vacuumAnalyze } from './vacuum.mjs';

const { arg, admin } = cliOptions();
const REQUESTS = Number(arg('requests', '2000'));
const CONNECTIONS = Number(arg('connections', '10'));
const RISKS = Number(arg('risks', '2000'));
async function load(baseUrl, headers, entry, context, amount) {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    amount,
    headers,
    requests: [
      {
        setupRequest: (request) => asAutocannonRequest(request, entry.make(context), headers),
      },
    ],
  });
  return { bad: result.non2xx + result.errors + result.timeouts, rps: result.requests.average, p50: result.latency.p50 };
}

async function main() {
  const product = await benchProduct({ label: 'benchmix', external: '', arg });
  const { baseUrl } = product;
  const env = /** @type {import("@rtm/backend/testing").TestEnv} */ (product.env);
  try {
    const processes = productProcesses(env.NATS_PREFIX);
    if (product.natsPid) processes.set('nats-server', String(product.natsPid));
    const api = await signIn(baseUrl, admin);
    await loadDemoData(api, { count: RISKS, batch: 2000, log: () => undefined });
    await product.waitForEvents();
    await vacuumAnalyze(env.DATABASE_URL);
    const risks = (await api('GET', '/api/risks?limit=200&offset=100')).json;
    const headers = { cookie: api.cookie(), accept: 'application/json' };
    const context = await mixContext(api, risks);
    const names = [...processes.keys(), 'postgres'];
    console.log(`\nCPU ms per request, ${REQUESTS} requests, ${CONNECTIONS} connections (events handled included)`);
    console.log(
      `${'request'.padEnd(16)}${names.map((n) => n.slice(0, 11).padStart(12)).join('')}${'total'.padStart(9)}${'req/s'.padStart(8)}${'p50'.padStart(6)}${'bad'.padStart(5)}`,
    );
    for (const entry of MIX) {
      const name = entry.make(context).name;
      await load(baseUrl, headers, entry, context, 200);
      await product.waitForEvents();
      const clocks = () => [...[...processes.values()].map(cpuMs), postgresMs()];
      const before = clocks();
      const { bad, rps, p50 } = await load(baseUrl, headers, entry, context, REQUESTS);
      await product.waitForEvents();
      const per = clocks().map((ms, i) => (ms - before[i]) / REQUESTS);
      const total = per.reduce((a, b) => a + b, 0);
      console.log(
        `${name.padEnd(16)}${per.map((ms) => ms.toFixed(2).padStart(12)).join('')}${total.toFixed(2).padStart(9)}${rps.toFixed(0).padStart(8)}${String(p50).padStart(6)}${String(bad).padStart(5)}`,
      );
    }
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error?.message ?? error);
  process.exit(1);
});
