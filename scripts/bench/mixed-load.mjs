/** The mixed load of `npm run bench` (deploy/k6/mix.js) and the time a change takes to reach the activity log. */
import autocannon from 'autocannon';
import { MIX_GOALS, nextRequest } from '../../deploy/k6/mix.js';

export { MIX_GOALS };

/** The mix's request of that name (the activity timing creates risks the way the mix does). */
function nextRequestOf(name, context) {
  for (;;) {
    const request = nextRequest(context);
    if (request.name === name) return request;
  }
}

/** What the mix draws its requests from: risks to read and comment, an owner and the departments for new risks. */
export async function mixContext(api, risks) {
  const departments = (await api('GET', '/api/departments')).json;
  const owner = (await api('GET', '/api/users')).json.find((u) => u.role === 'manager') ?? risks[0].owner;
  return {
    riskIds: risks.slice(0, 100).map((r) => r.id),
    ownerId: owner.id,
    departmentIds: departments.map((d) => d.id),
    random: Math.random,
  };
}

/**
 * A request of the mix as autocannon sends it. A fresh headers object per request: autocannon writes the
 * Content-Length of a write into the headers it is given and keeps them for the connection's next request, so a GET
 * after a POST announced a body it never sent and the gateway waited for it until autocannon's 10 s timeout (the
 * mix's timeouts and errors).
 * @param {object} request autocannon's request @param {import('../../deploy/k6/mix.js').MixRequest} next
 * @param {Record<string, string>} headers
 */
export function asAutocannonRequest(request, next, headers) {
  const body = next.body === undefined ? undefined : JSON.stringify(next.body);
  return {
    ...request,
    method: next.method,
    path: next.path,
    headers: body === undefined ? { ...headers } : { ...headers, 'content-type': 'application/json' },
    body,
  };
}

/** Every request drawn from the shared mix; prints req/s, p50/p95/p99 and the errors by status. */
export async function mixedLoad({ baseUrl, headers, context, seconds }) {
  const latencies = [];
  const byStatus = new Map();
  const instance = autocannon({
    url: baseUrl,
    connections: MIX_GOALS.connections,
    duration: seconds,
    headers,
    requests: [
      {
        setupRequest: (request) => asAutocannonRequest(request, nextRequest(context), headers),
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode >= 300) byStatus.set(statusCode, (byStatus.get(statusCode) ?? 0) + 1);
  });
  const mixed = await instance;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1);
  const errors = mixed.non2xx + mixed.errors + mixed.timeouts;
  console.log(
    `\nmixed load (deploy/k6/mix.js: 80 % reads, 20 % writes), ${MIX_GOALS.connections} connections, ${seconds} s: ` +
      `${mixed.requests.average.toFixed(0)} req/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, errors ${errors}` +
      ` (non-2xx ${mixed.non2xx}, timeouts ${mixed.timeouts}, connection errors ${mixed.errors})` +
      (byStatus.size ? ` (${[...byStatus].map(([code, n]) => `${code}: ${n}`).join(', ')})` : ''),
  );
}

/** Risk created -> visible in /api/activities, once the events of the mixed load are handled; prints p50, p95, max. */
export async function activityLatency({ api, context, runs }) {
  const { json: last } = await api('POST', '/api/risks', nextRequestOf('create risk', context).body);
  for (let i = 0; i < 600; i++) {
    const { json: activities } = await api('GET', '/api/activities?limit=5');
    if (activities.some((a) => a.entityId === last.id)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const samples = [];
  for (let i = 0; i < runs; i++) {
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
  console.log(`risk created -> visible in /api/activities (${runs} runs): p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms`);
}
