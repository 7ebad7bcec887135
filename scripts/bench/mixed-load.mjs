/** The mixed load of `npm run bench` (deploy/k6/mix.js) and the time a change takes to reach the activity log. */
import autocannon from 'autocannon';
import { MIX_GOALS, nextRequest } from '../../deploy/k6/mix.js';
import { quantile } from './latency.mjs';

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
  const owner = (await api('GET', '/api/users?role=manager&limit=1')).json[0] ?? risks[0].owner;
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

/**
 * The mix's request as the floor (floor-server.mjs) takes it: no /api prefix, and no session, so the user and role
 * come in the query. @param {import('../../deploy/k6/mix.js').MixRequest} next @param {{ id: string, role: string }} me
 */
export function asFloorRequest(next, me) {
  const path = next.path.replace(/^\/api/, '');
  return { ...next, path: `${path}${path.includes('?') ? '&' : '?'}user=${me.id}&role=${me.role}` };
}

/**
 * Every request drawn from the shared mix, `toServer` mapping each to the server's own path (the floor's: asFloorRequest);
 * prints req/s, p50/p95/p99 and the errors by status, and answers them.
 */
export async function mixedLoad({ baseUrl, headers, context, seconds, label = 'mixed load', toServer = (next) => next }) {
  const latencies = [];
  /** Latencies of each kind of request (the mix's names). */
  const byKind = new Map();
  const byStatus = new Map();
  const instance = autocannon({
    url: baseUrl,
    connections: MIX_GOALS.connections,
    duration: seconds,
    headers,
    requests: [
      {
        // The connection's context names the request in flight (one at a time per connection: no pipelining).
        setupRequest: (request, connection) => {
          const next = nextRequest(context);
          connection.kind = next.name;
          return asAutocannonRequest(request, toServer(next), headers);
        },
      },
    ],
  });
  instance.on('response', (client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    const kind = client.requestIterator?.context?.kind ?? '?';
    if (!byKind.has(kind)) byKind.set(kind, []);
    byKind.get(kind).push(responseTime);
    if (statusCode >= 300) byStatus.set(statusCode, (byStatus.get(statusCode) ?? 0) + 1);
  });
  const mixed = await instance;
  const at = (q, list = latencies) => quantile(list, q);
  const errors = mixed.non2xx + mixed.errors + mixed.timeouts;
  const result = { perSecond: mixed.requests.average, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors };
  console.log(
    `\n${label} (deploy/k6/mix.js: 80 % reads, 20 % writes), ${MIX_GOALS.connections} connections, ${seconds} s: ` +
      `${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${errors}` +
      ` (non-2xx ${mixed.non2xx}, timeouts ${mixed.timeouts}, connection errors ${mixed.errors})` +
      (byStatus.size ? ` (${[...byStatus].map(([code, n]) => `${code}: ${n}`).join(', ')})` : ''),
  );
  console.log(
    `  p50 / p95 ms by kind: ${[...byKind].map(([kind, list]) => `${kind} ${at(0.5, list).toFixed(0)} / ${at(0.95, list).toFixed(0)}`).join(', ')}`,
  );
  return result;
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
  const q = (p) => quantile(samples, p).toFixed(1);
  console.log(`risk created -> visible in /api/activities (${runs} runs): p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms`);
}
