#!/usr/bin/env node
/**
 * Demo data for benchmarks: departments, risk owners (managers) and N risks (default 10,000), loaded
 * through the running product's HTTP API (scripts/demo/demo-data.mjs).
 *
 *   npm run demo-data -- [--count 10000] [--base-url http://localhost:3000]
 *   environment: API_BASE_URL, ADMIN_USERNAME (admin), ADMIN_PASSWORD (admin123)
 *
 * Re-running adds another N risks and reuses the departments and owners it made before. Needs the built
 * libraries (npx nx run-many -t build) for @rtm/contracts.
 */
import { cliOptions, signIn } from '../bench/http-session.mjs';
import { loadDemoData } from './demo-data.mjs';

const { arg, baseUrl, admin } = cliOptions();

async function main() {
  const started = Date.now();
  const api = await signIn(baseUrl, admin);
  const { created, errors } = await loadDemoData(api, { count: Number(arg('count', '10000')), batch: Number(arg('batch', '2000')) });
  const total = (await api('GET', '/api/risks?limit=0')).headers.get('x-total-count');
  console.log(
    `done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${created} risks created, ${errors} rejected; ${total} risks in the system`,
  );
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
