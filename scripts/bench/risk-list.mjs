#!/usr/bin/env node
/**
 * Timings of the risk list (GET /api/risks) and its neighbours through the gateway, with the filters of
 * the list page. Prints plain numbers (milliseconds, wall clock from this process); asserts nothing.
 *
 *   npm run bench:risk-list -- [--base-url http://localhost:3000] [--runs 30]
 *   environment: API_BASE_URL, ADMIN_USERNAME (admin), ADMIN_PASSWORD (admin123); see scripts/bench/http-session.mjs
 */
import { cliOptions, signIn } from './http-session.mjs';
import { quantile, timeCalls } from './latency.mjs';

const { arg, baseUrl, admin } = cliOptions();
const RUNS = Number(arg('runs', '30'));
let api;
const call = (path) => api('GET', path);

async function main() {
  api = await signIn(baseUrl, admin);

  const departments = (await call('/api/departments')).json;
  const firstPage = (await call('/api/risks?limit=1')).json;
  const ownerId = firstPage[0]?.ownerId;
  const riskId = firstPage[0]?.id;
  const code = firstPage[0]?.riskId;
  const departmentId = departments.find((d) => d.name === 'Finance')?.id ?? departments[0]?.id;

  const cases = [
    ['list, first page (50)', '/api/risks'],
    ['list, page 100 (offset 4950)', '/api/risks?limit=50&offset=4950'],
    ['list, 500 per page', '/api/risks?limit=500'],
    ['search title "outage"', '/api/risks?search=outage'],
    ['search title, 2 letters "ou"', '/api/risks?search=ou'],
    ['search code', `/api/risks?search=${encodeURIComponent(code ?? 'RSK')}`],
    ['status=open', '/api/risks?status=open'],
    ['riskType=financial', '/api/risks?riskType=financial'],
    ['level=critical', '/api/risks?level=critical'],
    ['ownerId', `/api/risks?ownerId=${ownerId}`],
    ['departmentId', `/api/risks?departmentId=${departmentId}`],
    ['likelihood=5&impact=4 (matrix cell)', '/api/risks?likelihood=5&impact=4'],
    ['all filters combined', `/api/risks?status=open,under_review&level=high,critical&departmentId=${departmentId}&search=e`],
    ['sort by score', '/api/risks?sort=riskScore&order=desc'],
    ['detail', `/api/risks/${riskId}`],
    ['matrix', '/api/risks/matrix'],
    ['summary by department', '/api/risks/by-department/summary'],
    ['risk types', '/api/risk-types'],
  ];

  console.log(`${baseUrl}, ${RUNS} runs each after 3 warm-up calls`);
  console.log(['case'.padEnd(38), 'total', 'rows', 'min', 'p50', 'p95', 'max'].join('\t'));
  for (const [name, path] of cases) {
    const { samples: times, last } = await timeCalls(() => call(path), { runs: RUNS });
    const body = last.json;
    const rows = Array.isArray(body) ? body.length : 1;
    const total = last.headers.get('x-total-count') ?? '-';
    console.log(
      [
        name.padEnd(38),
        total,
        rows,
        ...[times[0], quantile(times, 0.5), quantile(times, 0.95), times[times.length - 1]].map((t) => t.toFixed(1)),
      ].join('\t'),
    );
  }
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
