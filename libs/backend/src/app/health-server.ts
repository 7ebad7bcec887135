import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readConsumerLag } from '../events/consumer-lag.js';
import { rpcRequestsHandled } from '../nats/prefixed-nats.server.js';

/** The probe paths of every process: the gateway answers them on its HTTP port, services on HEALTH_PORT. */
export const HEALTH_PATHS = {
  /** Readiness: 200 when the process's dependencies answer, 503 with the ones that do not. */
  ready: '/health',
  /** Liveness: 200 while the process runs its event loop, whatever its dependencies do. */
  live: '/health/live',
} as const;

/** A named dependency check, e.g. `database: () => select 1`. */
export type HealthChecks = Record<string, () => Promise<unknown>>;

/** What readiness asks: the checks that must pass, and states it only reports (the events stream's). */
export interface HealthProbes {
  checks: HealthChecks;
  reports?: Record<string, () => Promise<unknown>>;
}

const TIMEOUT_MS = 2000;

/**
 * A tiny HTTP listener for the probes of a process that has no HTTP server of its own (the NATS
 * services). `probes()` gives undefined until the app has started, so readiness says "starting".
 */
export async function startHealthServer(port: number, probes: () => HealthProbes | undefined, host = '0.0.0.0'): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(405, { statusCode: 405, message: 'Only GET is allowed here' });
    if (path === HEALTH_PATHS.live) return answer(200, { status: 'ok' });
    if (path !== HEALTH_PATHS.ready) return answer(404, { statusCode: 404, message: `No health check at ${path}` });
    void readiness(probes()).then(({ status, body }) => answer(status, body));
  });
  server.unref(); // never keeps a stopping process alive
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

export function healthPort(server: Server): number {
  return (server.address() as AddressInfo).port;
}

async function readiness(probes: HealthProbes | undefined): Promise<{ status: number; body: object }> {
  if (!probes) return { status: 503, body: { statusCode: 503, status: 'error', message: 'Not ready: starting' } };
  const { checks, reports = {} } = probes;
  const names = Object.keys(checks);
  const reportNames = Object.keys(reports);
  const [results, reported, consumerLag] = await Promise.all([
    Promise.all(names.map((name) => probe(checks[name]))),
    Promise.all(reportNames.map((name) => reports[name]())),
    readConsumerLag(),
  ]);
  const state = {
    ...Object.fromEntries(names.map((name, i) => [name, results[i]])),
    ...Object.fromEntries(reportNames.map((name, i) => [name, reported[i]])),
    consumerLag,
    rpcRequests: rpcRequestsHandled(),
  };
  const down = names.filter((_, i) => results[i] === 'down');
  if (down.length === 0) return { status: 200, body: { status: 'ok', ...state } };
  return { status: 503, body: { statusCode: 503, status: 'error', message: `Not ready: ${down.join(' and ')} not responding`, ...state } };
}

/** 'up' when `check` resolves within 2 s, 'down' when it fails or hangs (shared with the gateway's /health). */
export async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
