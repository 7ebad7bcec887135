#!/usr/bin/env node
/**
 * Timings of the risk list (GET /api/risks) and its neighbours through the gateway, with the filters of
 * the list page. Prints plain numbers (milliseconds, wall clock from this process); asserts nothing.
 *
 *   npm run bench --workspace services/risk -- [--base-url http://localhost:3000] [--runs 30]
 *   environment: API_BASE_URL, ADMIN_USERNAME (admin), ADMIN_PASSWORD (admin123)
 */
const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const BASE = arg('base-url', process.env.API_BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const RUNS = Number(arg('runs', '30'));
const ADMIN = { username: process.env.ADMIN_USERNAME ?? 'admin', password: process.env.ADMIN_PASSWORD ?? 'admin123' };

let cookie = '';
async function call(path, init = {}) {
  const t = performance.now();
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { Accept: 'application/json', ...(cookie ? { Cookie: cookie } : {}), ...init.headers },
  });
  const text = await res.text();
  const ms = performance.now() - t;
  if (!res.ok) throw new Error(`${path} -> ${res.status}: ${text.slice(0, 200)}`);
  return { ms, res, text };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const login = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login -> ${login.status}`);
  cookie =
    login.headers
      .getSetCookie()
      .find((c) => c.startsWith('connect.sid='))
      ?.split(';')[0] ?? '';

  const departments = JSON.parse((await call('/api/departments')).text);
  const firstPage = JSON.parse((await call('/api/risks?limit=1')).text);
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

  console.log(`${BASE}, ${RUNS} runs each after 3 warm-up calls`);
  console.log(['case'.padEnd(38), 'total', 'rows', 'min', 'p50', 'p95', 'max'].join('\t'));
  for (const [name, path] of cases) {
    for (let i = 0; i < 3; i++) await call(path);
    const times = [];
    let last;
    for (let i = 0; i < RUNS; i++) {
      last = await call(path);
      times.push(last.ms);
    }
    times.sort((a, b) => a - b);
    const body = JSON.parse(last.text);
    const rows = Array.isArray(body) ? body.length : 1;
    const total = last.res.headers.get('x-total-count') ?? '-';
    console.log(
      [
        name.padEnd(38),
        total,
        rows,
        ...[times[0], percentile(times, 50), percentile(times, 95), times[times.length - 1]].map((t) => t.toFixed(1)),
      ].join('\t'),
    );
  }
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
