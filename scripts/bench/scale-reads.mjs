/**
 * The reads of `npm run bench:scale`: each timed at a size, then the two sizes side by side with the ratio of their
 * p95 and whether the goal holds (p95 at the large size at most 1.5x the small size's, and under 150 ms).
 */
import { loadavg } from 'node:os';
import { quantile, timeCalls } from './latency.mjs';

export const READ_GOALS = { ratio: 1.5, p95Ms: 150 };

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * The reads at the product's present size, their parameters taken from what it holds.
 * @param {(method: string, path: string) => Promise<{ json: any, headers: Headers }>} api
 * @returns {Promise<[string, string][]>} name and path of each read
 */
export async function readCases(api) {
  const total = async (path) => Number((await api('GET', path)).headers.get('x-total-count'));
  const risks = await total('/api/risks?limit=1');
  const activities = await total('/api/activities?limit=1');
  const [risk] = (await api('GET', '/api/risks?limit=1')).json;
  const departmentId = risk.departments?.[0]?.id ?? (await api('GET', '/api/departments')).json[0].id;
  const [activity] = (await api('GET', '/api/activities?limit=1&actionType=risk_updated')).json;
  const day = 86_400_000;
  // Within the newest 35 days, which the small size's seeded rows (one every 30 s) cover already.
  const weekFrom = new Date(Date.now() - 17 * day).toISOString().slice(0, 10);
  const weekTo = new Date(Date.now() - 10 * day).toISOString().slice(0, 10);
  const deep = (count) => Math.max(0, Math.floor(count * 0.9));
  const cursor = await activityCursorAt(api, deep(activities));
  return [
    ['risks: first page', '/api/risks?limit=50'],
    ['risks: status=open', '/api/risks?limit=50&status=open'],
    ['risks: riskType=financial', '/api/risks?limit=50&riskType=financial'],
    ['risks: level=critical', '/api/risks?limit=50&level=critical'],
    ['risks: ownerId', `/api/risks?limit=50&ownerId=${risk.ownerId}`],
    ['risks: departmentId', `/api/risks?limit=50&departmentId=${departmentId}`],
    ['risks: likelihood=5&impact=4', '/api/risks?limit=50&likelihood=5&impact=4'],
    ['risks: search "outage"', '/api/risks?limit=50&search=outage'],
    ['risks: deep page (offset 90%)', `/api/risks?limit=50&offset=${deep(risks)}`],
    ['tasks: first page', '/api/tasks?limit=20&offset=0'],
    ['tasks: my tasks', '/api/tasks/my-tasks?limit=500'],
    ['tasks: board (500)', '/api/tasks?limit=500&offset=0'],
    ['matrix', '/api/risks/matrix'],
    ['department summary', '/api/risks/by-department/summary'],
    ['monthly stats', '/api/risks/stats/monthly'],
    ['escalation alerts', '/api/escalation-alerts'],
    ['matrix: residual', '/api/risks/matrix?assessment=residual'],
    ['risks: outsideAppetite=true', '/api/risks?limit=50&outsideAppetite=true'],
    ['risks: residual level=critical', '/api/risks?limit=50&assessment=residual&level=critical'],
    ['acceptance summary', '/api/risks/acceptance-summary'],
    ['risks: reviewDue=true', '/api/risks?limit=50&reviewDue=true'],
    ['risks: reviewOverdue=true', '/api/risks?limit=50&reviewOverdue=true'],
    ['reviews by department', '/api/risks/reviews/by-department'],
    ['reviews of a risk', `/api/risks/${risk.id}/reviews`],
    ['activity: first page', '/api/activities?limit=50'],
    ['activity: deep page (offset 90%)', `/api/activities?limit=50&offset=${deep(activities)}`],
    ...(cursor
      ? [
          /** @type {[string, string]} */ ([
            'activity: deep page (cursor, 90%)',
            `/api/activities?limit=50&cursor=${encodeURIComponent(cursor)}`,
          ]),
        ]
      : []),
    ['activity: entityType=task', '/api/activities?limit=50&entityType=task'],
    ['activity: actionType=risk_updated', '/api/activities?limit=50&actionType=risk_updated'],
    ['activity: userId', `/api/activities?limit=50&userId=${activity?.userId ?? ''}`],
    ['activity: a week, 10 days ago', `/api/activities?limit=50&from=${weekFrom}&to=${weekTo}`],
    ['activity: user filter search', '/api/activities/users?search=sar'],
    ['users: page', '/api/users?limit=50&offset=0'],
    ['users: search', '/api/users?search=khalid&limit=20'],
  ];
}

/**
 * The keyset cursor that leads to the log's page at `offset`: the X-Next-Cursor header of the page before it (null
 * when the product answers none).
 */
async function activityCursorAt(api, offset) {
  return (await api('GET', `/api/activities?limit=50&offset=${Math.max(0, offset - 50)}`)).headers.get('x-next-cursor');
}

/**
 * Times every read (`runs` after 3 warm-up calls, one at a time) and prints a line each; a read that fails is
 * printed with its error and kept as such. @returns {Promise<Map<string, { p50: number, p95: number, error?: string }>>}
 */
export async function timeReads(api, cases, { runs, label }) {
  console.log(`\nreads at ${label}: ${runs} runs each, one at a time, after 3 warm-up calls (ms)`);
  console.log(`${'read'.padEnd(36)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'total'.padStart(9)}${'bytes'.padStart(9)}   load`);
  const results = new Map();
  for (const [name, path] of cases) {
    try {
      const { samples, last } = await timeCalls(() => api('GET', path), { runs });
      const result = { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
      results.set(name, result);
      console.log(
        `${name.padEnd(36)}${result.p50.toFixed(1).padStart(8)}${result.p95.toFixed(1).padStart(8)}` +
          `${(last.headers.get('x-total-count') ?? '-').padStart(9)}${String(last.text.length).padStart(9)}   ${load()}`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.set(name, { p50: NaN, p95: NaN, error: message });
      console.log(`${name.padEnd(36)} failed: ${message.slice(0, 120)}`);
    }
  }
  return results;
}

/**
 * The two sizes side by side: p50 and p95 of each, the p95 ratio, and whether the goal holds (`goals`: READ_GOALS
 * unless told, e.g. the register's reads: under 300 ms whatever the ratio).
 */
export function printComparison(small, large, { smallLabel, largeLabel, goals = READ_GOALS }) {
  console.log(`\nreads, ${smallLabel} -> ${largeLabel} (ms; goal: p95 at most ${goals.ratio}x and under ${goals.p95Ms} ms)`);
  console.log(
    `${'read'.padEnd(36)}${'p50'.padStart(8)}${'p95'.padStart(8)}  ->${'p50'.padStart(8)}${'p95'.padStart(8)}${'p95 x'.padStart(8)}  goal`,
  );
  let met = 0;
  for (const [name, before] of small) {
    const after = large.get(name) ?? { p50: NaN, p95: NaN, error: 'not measured' };
    const ratio = after.p95 / before.p95;
    const ok = ratio <= goals.ratio && after.p95 < goals.p95Ms;
    if (ok) met++;
    const why = after.error
      ? `failed: ${after.error.slice(0, 60)}`
      : ok
        ? 'met'
        : after.p95 >= goals.p95Ms
          ? `over ${goals.p95Ms} ms`
          : 'ratio';
    const ms = (n) => (Number.isNaN(n) ? '-' : n.toFixed(1)).padStart(8);
    console.log(
      `${name.padEnd(36)}${ms(before.p50)}${ms(before.p95)}  ->${ms(after.p50)}${ms(after.p95)}${(Number.isNaN(ratio) ? '-' : ratio.toFixed(2)).padStart(8)}  ${why}`,
    );
  }
  console.log(`${met} of ${small.size} reads within the goal; load ${load()}`);
}
