#!/usr/bin/env node
/**
 * The floor of `npm run bench`: what this machine does with no framework at all. One Node process,
 * node:http and pg, over the product's own tables with the same queries as the services' repositories:
 * the risk service's (floor-risks.mjs) and the task service's (floor-tasks.mjs). No sessions, no NATS.
 *
 *   node scripts/bench/floor-server.mjs --database-url <url> [--schema risk] [--task-schema task] [--port 0] [--pool 10]
 * --pool: PostgreSQL connections (10, as each service's; 20 and 40 gave the mixed load a worse p95: creates queue on the
 * month's statistics row and the year's counter with more of them in flight).
 * Prints `listening <port>` when ready.
 */
import http from 'node:http';
import pg from 'pg';
import { cliOptions } from './http-session.mjs';
import { riskRoutes } from './floor-risks.mjs';
import { taskRoutes } from './floor-tasks.mjs';

const { arg } = cliOptions();
const pool = new pg.Pool({
  connectionString: arg('database-url', 'postgres://postgres@127.0.0.1:5432/rtm'),
  max: Number(arg('pool', '10')),
});
const risks = riskRoutes(pool, arg('schema', 'risk'));
const routes = [taskRoutes(pool, arg('task-schema', 'task')), risks];

async function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://floor');
  const parts = url.pathname.split('/').filter(Boolean);
  if (req.method === 'GET') {
    for (const route of routes) {
      const found = await route(parts, url.searchParams);
      if (found) return send(res, found.status, found.body, found.headers);
    }
  } else if (req.method === 'POST' || req.method === 'PATCH') {
    const found = await risks(parts, url.searchParams, req.method, await jsonBody(req));
    if (found) return send(res, found.status, found.body, found.headers);
  }
  return send(res, 404, { message: 'Not found' });
}

/** The request's JSON body (the mixed load's writes are a few hundred bytes). */
async function jsonBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

/** `body` a value, or JSON text already (`{ json }`: a page PostgreSQL wrote, as the product's risk list). */
function send(res, status, body, headers = {}) {
  const json = typeof body?.json === 'string' ? body.json : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json), ...headers });
  res.end(json);
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error) => send(res, 500, { message: error.message }));
});
server.listen(Number(arg('port', '0')), '127.0.0.1', () =>
  console.log(`listening ${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`),
);
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
