#!/usr/bin/env node
/**
 * `npm start`: checks PostgreSQL and NATS, builds everything (Nx cache makes a rebuild quick), starts
 * the services and the gateway with prefixed logs, and says when the app is ready.
 * A process that dies is started again (1 s, doubling to 30 s between quick crashes); Ctrl+C (or SIGTERM)
 * stops every process. `--no-build` skips the build.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureLocalPostgres } from './embedded-postgres.mjs';
import { startNatsServer } from './nats/nats-server.mjs';
import { ownNatsPlan } from './nats/own-nats-plan.mjs';
import { DEFAULT_NATS_URL, findDependencyProblems, ROOT, startStack, StackError } from './stack.mjs';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is too old for this app (needs 24). Run it through npm (npm start), which uses node_modules/.bin/node.`,
  );
  process.exit(1);
}

// Nothing on the local PostgreSQL port: an embedded PostgreSQL in .data/postgres (scripts/embedded-postgres.mjs).
const embeddedPostgres = await ensureLocalPostgres(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/rtm').catch((error) => {
  console.error(`[stack] could not start the embedded PostgreSQL: ${error?.message ?? error}`);
  return null;
});
if (embeddedPostgres) console.log(`[stack] ${embeddedPostgres.message}`);

// The project's own nats-server (deploy/nats) on the port of NATS_URL (default 4223), its store in .data/nats; a
// NATS_URL naming another host or several servers, or a port where something listens already, is used as it is.
const natsServer = await startOwnNats().catch(async (error) => {
  console.error(`[stack] could not start the project's nats-server: ${error?.message ?? error}`);
  await embeddedPostgres?.stop();
  process.exit(1);
});

// PostgreSQL before the build (a fresh clone has no build yet); startStack checks NATS too, once built.
const problems = await findDependencyProblems(process.env, { nats: false });
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  await natsServer?.stop();
  await embeddedPostgres?.stop();
  process.exit(1);
}

if (!process.argv.includes('--no-build')) {
  console.log('[stack] building (npx nx run-many -t build)...');
  const nx = createRequire(import.meta.url).resolve('nx/bin/nx.js');
  const env = { ...process.env, PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}` };
  const build = spawnSync(process.execPath, [nx, 'run-many', '-t', 'build', '--output-style=static'], { cwd: ROOT, stdio: 'inherit', env });
  if (build.status !== 0) {
    console.error('[stack] the build failed; nothing was started.');
    await natsServer?.stop();
    await embeddedPostgres?.stop();
    process.exit(1);
  }
}

const port = Number(process.env.PORT || 3000);
let stack;
let shuttingDown = false;

async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log('\n[stack] stopping...');
  await stack?.stop();
  await natsServer?.stop();
  await embeddedPostgres?.stop();
  process.exit(code);
}

process.on('SIGINT', () => (shuttingDown ? process.exit(130) : void shutdown(0)));
process.on('SIGTERM', () => void shutdown(0));

try {
  // A process that dies is started again with backoff while the others keep serving (scripts/supervisor.mjs).
  stack = await startStack({ port, restart: true });
} catch (error) {
  console.error(error instanceof StackError ? `[stack] ${error.message}` : error);
  await natsServer?.stop();
  await embeddedPostgres?.stop();
  process.exit(1);
}

const customAdmin = process.env.ADMIN_USERNAME || process.env.ADMIN_PASSWORD;
console.log(`\nApp ready at ${stack.baseUrl} ${customAdmin ? '(sign in with ADMIN_USERNAME / ADMIN_PASSWORD)' : '(admin / admin123)'}\n`);

async function startOwnNats() {
  const plan = await ownNatsPlan(process.env.NATS_URL || DEFAULT_NATS_URL);
  if (!plan) {
    console.log('[stack] NATS_URL names a server already running (or several): used as given');
    return null;
  }
  const server = await startNatsServer({
    prefix: process.env.NATS_PREFIX ?? '',
    stream: process.env.EVENTS_STREAM || 'EVENTS',
    port: plan.port,
    dir: path.join(ROOT, '.data/nats'),
    print: (line) => console.error(line),
  });
  // Without credentials: startStack gives each process its own user (the development passwords, deploy/nats).
  process.env.NATS_URL = server.url;
  console.log(`[stack] nats-server of the project at ${server.url} (deploy/nats, store .data/nats, a user per process)`);
  return server;
}
