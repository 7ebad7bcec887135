/**
 * Starts the whole product on one machine: the services that are built, then the gateway, with
 * readable prefixed logs, and waits until everything answers. Used by `npm start` (scripts/start.mjs)
 * and by the API/browser test setup (scripts/testing/stack-setup.js). Expects the builds to exist.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeExit, supervise } from './supervisor.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVICES = ['identity', 'risk', 'task', 'notification'];

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/rtm';
/** The project's own nats-server (scripts/nats/nats-server.mjs), which `npm start` starts. */
export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4223';
const PG_HINT = 'pg_ctlcluster --skip-systemctl-redirect 15 main start';
const NATS_HINT = 'node scripts/nats/nats-server.mjs --port 4223 (npm start starts it itself)';
const READY_TIMEOUT_MS = 180_000;
/** Start-up chatter of Nest that says nothing a person needs at info level. */
const QUIET_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/**
 * @typedef {object} StackOptions
 * @property {Record<string, string | undefined>} [env]  added to process.env for every process
 * @property {number} [port]       gateway port (default 3000)
 * @property {boolean} [quiet]     print only warnings and errors of the processes
 * @property {string[]} [services] services to start (default: STACK_SERVICES, comma-separated, else all four)
 * @property {(name: string, code: number | null, signal: string | null) => void} [onExit]
 *           called when a process dies after start-up (not during stop()) and is not restarted
 * @property {boolean} [restart]  start a process that dies after start-up again, with backoff (scripts/supervisor.mjs)
 * @property {(line: string) => void} [print]  where log lines go (default stdout)
 * @property {number} [readyTimeoutMs] how long the processes may take to answer (default 180 s)
 */

/**
 * @param {StackOptions} [options]
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void>, stopService: (name: string, signal?: NodeJS.Signals) => Promise<void>, addService: (name: string, healthPort: number, timeoutMs?: number) => Promise<string>, addGateway: (port: number, extraEnv?: Record<string, string>) => Promise<string>, pidOf: (name: string) => number | undefined, started: string[], databaseUrls: Record<string, string> }>}
 */
export async function startStack({
  env = {},
  port = 3000,
  quiet = false,
  services,
  onExit,
  restart = false,
  print = (line) => process.stdout.write(`${line}\n`),
  readyTimeoutMs = READY_TIMEOUT_MS,
} = {}) {
  const fullEnv = { ...process.env, ...env };
  const wanted =
    services ??
    (fullEnv.STACK_SERVICES
      ? fullEnv.STACK_SERVICES.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : SERVICES);
  const unknown = wanted.filter((name) => !SERVICES.includes(name));
  if (unknown.length > 0) throw new StackError(`Unknown service ${unknown.join(', ')}; the services are ${SERVICES.join(', ')}.`);
  const problems = await findDependencyProblems(fullEnv);
  if (problems.length > 0) throw new StackError(problems.join('\n'));
  if (!(await isPortFree(port))) {
    throw new StackError(`Port ${port} is already in use (another copy of the app?). Stop it or choose another port with PORT=<port>.`);
  }
  const gatewayMain = path.join(ROOT, 'gateway/dist/main.js');
  if (!existsSync(gatewayMain))
    throw new StackError(`${path.relative(ROOT, gatewayMain)} is missing. Build first: npx nx run-many -t build`);

  const natsUrlOf = await natsUrlsPerProcess(fullEnv.NATS_URL || DEFAULT_NATS_URL);
  // Once here, so the processes starting together do not race to create it; then each process runs under its own role.
  const databaseUrls = await bootstrapRoles(fullEnv, [...SERVICES, 'gateway'], print);
  // The stream, the durable consumers and the uploads bucket, as the NATS administrator: the processes' users may only use them.
  await setupJetStreamAs(natsUrlOf('admin'), fullEnv, quiet ? () => undefined : print);

  const log = createLog(print, quiet);
  /** @type {Map<string, ReturnType<typeof supervise>>} */
  const processes = new Map();
  let stopping = false;
  /** @type {(error: Error) => void} */
  let failStartup = () => undefined;
  const startupFailed = new Promise((_, reject) => {
    failStartup = reject;
  });
  startupFailed.catch(() => undefined);
  let ready = false;

  const launch = (name, cwd, extraEnv = {}) => {
    const recent = [];
    const start = () => {
      const child = spawn(process.execPath, startArguments(cwd), {
        cwd,
        env: {
          ...fullEnv,
          OTEL_SERVICE_NAME: name,
          DATABASE_URL: databaseUrls[name.split(/[#-]/)[0]],
          NATS_URL: natsUrlOf(name),
          ...extraEnv,
          FORCE_COLOR: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const onLine = (line) => {
        recent.push(line);
        if (recent.length > 40) recent.shift();
        log(name, line);
      };
      splitLines(child.stdout, onLine);
      splitLines(child.stderr, onLine);
      return child;
    };
    const supervisor = supervise({
      name,
      start,
      print,
      // A crash while starting is a configuration problem that a restart would not cure.
      shouldRestart: () => restart && ready && !stopping,
      onExit: (code, signal) => {
        if (stopping) return;
        const how = describeExit(code, signal);
        if (!ready) {
          failStartup(new StackError(`${name} ${how} while starting. Its last lines:\n${recent.map((l) => `  ${l}`).join('\n')}`));
        } else {
          print(`[stack] ${name} ${how}.`);
          onExit?.(name, code, signal);
        }
      },
    });
    processes.set(name, supervisor);
  };

  const started = [];
  for (const name of wanted) {
    const dir = path.join(ROOT, 'services', name);
    if (!existsSync(path.join(dir, 'dist/main.js'))) {
      print(`[stack] warning: services/${name}/dist/main.js does not exist (not built or not written yet): ${name} is not started.`);
      continue;
    }
    launch(name, dir);
    started.push(name);
  }
  launch('gateway', path.join(ROOT, 'gateway'), { PORT: String(port) });

  const killAll = () => {
    for (const { child } of processes.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.on('exit', killAll);

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    process.off('exit', killAll);
    // The gateway first, so no request reaches a service that is going away.
    await processes.get('gateway')?.stop();
    await Promise.all([...processes.values()].map((p) => p.stop()));
  };

  /**
   * Stops one service, or one instance of it (`risk#2`, from addService), while the rest keeps running (tests of a
   * service being down). SIGKILL kills it as a crash would, without its shutdown.
   * @param {string} name @param {NodeJS.Signals} [signal]
   */
  const stopService = async (name, signal = 'SIGTERM') => {
    if (!SERVICES.includes(name.split('#')[0])) throw new StackError(`Unknown service ${name}; the services are ${SERVICES.join(', ')}.`);
    const supervised = processes.get(name);
    if (signal !== 'SIGTERM') supervised?.child.kill(signal);
    await supervised?.stop();
  };

  /**
   * Starts one more instance of a service (same queue group and durable consumers, several pods of one Deployment),
   * with its health listener on `healthPort`; answers its name for stopService once its /health is OK.
   */
  const addService = async (name, healthPort, timeoutMs = readyTimeoutMs) => {
    if (!SERVICES.includes(name)) throw new StackError(`Unknown service ${name}; the services are ${SERVICES.join(', ')}.`);
    const instance = `${name}#${++instances}`;
    launch(instance, path.join(ROOT, 'services', name), { OTEL_SERVICE_NAME: name, HEALTH_PORT: String(healthPort) });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { child } = /** @type {ReturnType<typeof supervise>} */ (processes.get(instance));
      if (child.exitCode !== null || child.signalCode !== null) throw new StackError(`${instance} exited while starting.`);
      if (Date.now() > deadline) throw new StackError(`${instance} not ready after ${timeoutMs / 1000} s.`);
      const ok = await fetch(`http://127.0.0.1:${healthPort}/health`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return instance;
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  let instances = 1;

  /** The process id of one process now (tests that kill it). */
  const pidOf = (name) => processes.get(name)?.child.pid;

  /**
   * Starts one more gateway on `extraPort` over the same services, database and NATS (several instances behind a
   * balancer); `extraEnv` gives it settings of its own (e.g. STATIC_ROOT, CSP origins).
   */
  const addGateway = async (extraPort, extraEnv = {}) => {
    const name = `gateway-${extraPort}`;
    launch(name, path.join(ROOT, 'gateway'), { ...extraEnv, PORT: String(extraPort) });
    const url = `http://localhost:${extraPort}`;
    await waitUntilReady(url, [], fullEnv, () => stopping, readyTimeoutMs);
    return url;
  };

  const baseUrl = `http://localhost:${port}`;
  try {
    await Promise.race([waitUntilReady(baseUrl, started, fullEnv, () => stopping, readyTimeoutMs), startupFailed]);
  } catch (error) {
    await stop();
    throw error;
  }
  ready = true;
  return { baseUrl, stop, stopService, addService, addGateway, pidOf, started, databaseUrls };
}

/**
 * The privileged bootstrap (scripts/stack.mjs runs as the administrator of DATABASE_URL): the database, one login
 * role per process owning only its schema (`<database>_<process>`), pg_trgm; answers each process's connection string.
 * @param {Record<string, string | undefined>} env @param {string[]} names @param {(line: string) => void} print
 * @returns {Promise<Record<string, string>>}
 */
async function bootstrapRoles(env, names, print) {
  const { bootstrapDatabase } = await import('@rtm/backend/db');
  const processes = names.map((name) => ({ name, schema: env[`${name.toUpperCase()}_SCHEMA`] || name }));
  const { urls, skipped } = await bootstrapDatabase(env.DATABASE_URL || DEFAULT_DATABASE_URL, processes, { extensions: ['pg_trgm'] });
  if (skipped) print(`[stack] warning: no database role per process (${skipped}).`);
  return urls;
}

/** The JetStream setup command's work (libs/backend/src/events/setup-jetstream.main.ts), before any process starts. */
async function setupJetStreamAs(url, env, print) {
  const { loadConfig, JetStreamSetupConfig } = await import('@rtm/backend/config');
  const { setupJetStreamWith } = await import('@rtm/backend/events');
  const config = loadConfig(JetStreamSetupConfig, { ...env, NATS_URL: url });
  try {
    await setupJetStreamWith(config);
  } catch (error) {
    throw new StackError(
      `The JetStream setup (stream ${config.EVENTS_STREAM}, durable consumers, uploads bucket) failed: ${describe(error)}`,
    );
  }
  print(`[stack] JetStream set up: stream ${config.EVENTS_STREAM}, its durable consumers and the uploads bucket`);
}

/**
 * The NATS_URL of each process: on the project's own nats-server (scripts/nats/nats-server.mjs) each connects as its own
 * user (deploy/nats/authorization.conf) with the development password; a NATS_URL that names a user other than the
 * development `admin` (an operator's server) is used as it is. `identity#2` is identity, `gateway-3001` the gateway, and
 * the stack's own check of JetStream (`stack-check`) and the JetStream setup (`admin`) connect as the administrator.
 * @param {string} url @returns {Promise<(processName: string) => string>}
 */
async function natsUrlsPerProcess(url) {
  const { natsConnectOptions, natsUrlAs } = await import('@rtm/backend/nats');
  const given = natsConnectOptions(url).user;
  if (given && given !== 'admin') return () => url;
  return (processName) => {
    const base = processName.split('#')[0].replace(/^gateway-\d+$/, 'gateway');
    const user = base === 'stack-check' ? 'admin' : base;
    return natsUrlAs(url, user);
  };
}

/** Says which of PostgreSQL and NATS (with JetStream) cannot be reached, where it looked and how to start it. */
export async function findDependencyProblems(env = process.env, { nats = true } = {}) {
  const databaseUrl = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  // The NATS check needs the built @rtm/backend (each process's credentials): a check before the build skips it.
  const natsProblem = async () => checkNats((await natsUrlsPerProcess(env.NATS_URL || DEFAULT_NATS_URL))('stack-check'));
  const problems = await Promise.all([checkPostgres(databaseUrl), nats ? natsProblem() : null]);
  return problems.filter(Boolean);
}

async function checkPostgres(url) {
  const target = new URL(url);
  const where = `${target.hostname}:${target.port || 5432} (DATABASE_URL=${redact(target)})`;
  const { default: pg } = await import('pg');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    const reason = describe(error);
    if (/ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|timeout/i.test(reason)) {
      return `PostgreSQL is not reachable at ${where}: ${reason}.\n  Start it with: ${PG_HINT}`;
    }
    return `PostgreSQL at ${where} refused the connection: ${reason}.`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function checkNats(url) {
  const { natsConnectOptions, redactNatsUrl } = await import('@rtm/backend/nats');
  const where = redactNatsUrl(url);
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  let nc;
  try {
    nc = await connect({ ...natsConnectOptions(url), timeout: 3000, maxReconnectAttempts: 0, name: 'stack-check' });
  } catch (error) {
    return `NATS is not reachable at ${where} (NATS_URL): ${describe(error)}.\n  Start it with: ${NATS_HINT}`;
  }
  try {
    const jsm = await jetstreamManager(nc, { timeout: 3000 });
    await jsm.getAccountInfo();
    return null;
  } catch (error) {
    return `NATS at ${where} has no JetStream (${describe(error)}).\n  Restart it with -js: ${NATS_HINT}`;
  } finally {
    await nc.close().catch(() => undefined);
  }
}

/** A free TCP port on this machine, for a test run. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** Ready when the gateway's /health is OK and every started service answers its health check over NATS. */
async function waitUntilReady(baseUrl, services, env, cancelled, timeoutMs = READY_TIMEOUT_MS) {
  const { RpcClient } = await import('@rtm/backend/nats');
  const { SUBJECTS } = await import('@rtm/contracts');
  const { Logger } = await import('@nestjs/common');
  Logger.overrideLogger(false); // the readiness client's connection chatter is noise here
  const natsUrlOf = await natsUrlsPerProcess(env.NATS_URL || DEFAULT_NATS_URL);
  const rpc = new RpcClient({ url: natsUrlOf('gateway'), prefix: env.NATS_PREFIX ?? '', name: 'stack-ready' });
  await rpc.connect();
  const pending = new Set(['gateway', ...services]);
  const deadline = Date.now() + timeoutMs;
  try {
    while (pending.size > 0 && !cancelled()) {
      if (Date.now() > deadline) throw new StackError(`Not ready after ${timeoutMs / 1000} s: ${[...pending].join(', ')} did not answer.`);
      await Promise.all(
        [...pending].map(async (name) => {
          const ok =
            name === 'gateway'
              ? await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) }).then(
                  (r) => r.ok,
                  () => false,
                )
              : await rpc.send(SUBJECTS.health(name), {}, null, 1000).then(
                  () => true,
                  () => false,
                );
          if (ok) pending.delete(name);
        }),
      );
      if (pending.size > 0) await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await rpc.close().catch(() => undefined);
  }
}

/** The Node options and script of the workspace's own `npm start` (`node <args>`), so both start a process alike. */
function startArguments(dir) {
  const { scripts } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const [command, ...args] = String(scripts?.start ?? '').split(/\s+/);
  if (command !== 'node') throw new StackError(`${path.relative(ROOT, dir)}/package.json: the start script must be "node <args>".`);
  return args;
}

function splitLines(stream, onLine) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffer += chunk;
    let cut;
    while ((cut = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, cut).replace(/\r$/, '');
      buffer = buffer.slice(cut + 1);
      if (line.trim()) onLine(line);
    }
  });
  stream.on('end', () => {
    if (buffer.trim()) onLine(buffer);
  });
}

/** JSON log lines (pino, @rtm/backend/logging) become `12:00:01 INFO  identity  Bootstrap: message`; other lines get the prefix. */
function createLog(print, quiet) {
  const color = process.stdout.isTTY && !process.env.NO_COLOR;
  const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
  const width = Math.max(...[...SERVICES, 'gateway'].map((n) => n.length));
  const tints = { identity: 36, risk: 35, task: 34, notification: 33, gateway: 32 };
  const levels = { debug: [90, 'DEBUG'], info: [0, 'INFO '], warn: [33, 'WARN '], error: [31, 'ERROR'] };
  return (name, line) => {
    const tag = paint(tints[name] ?? 0, name.padEnd(width));
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      entry = null;
    }
    if (!entry || typeof entry !== 'object' || !entry.level) {
      if (!quiet) print(`${tag}  ${line}`);
      else if (/error|warn|fail/i.test(line)) print(`${tag}  ${line}`);
      return;
    }
    const important = entry.level === 'warn' || entry.level === 'error';
    if (quiet && !important) return;
    if (!important && (QUIET_CONTEXTS.has(entry.context) || /^NatsStatus/.test(String(entry.msg)))) return;
    const [code, label] = levels[entry.level] ?? [0, String(entry.level).toUpperCase()];
    const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
    const msg = typeof entry.msg === 'string' ? entry.msg : JSON.stringify(entry.msg ?? entry.err?.message ?? '');
    const trace = entry.trace_id && important ? paint(90, ` trace=${entry.trace_id}`) : '';
    print(`${paint(90, time)} ${paint(code, label)} ${tag}  ${entry.context ? `${entry.context}: ` : ''}${msg}${trace}`);
    const stack = entry.err?.stack ?? entry.stack;
    if (stack && important)
      print(
        paint(
          90,
          String(stack)
            .split('\n')
            .map((l) => `    ${l}`)
            .join('\n'),
        ),
      );
  };
}

function redact(url) {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}

function describe(error) {
  const e = /** @type {any} */ (error);
  if (e?.errors?.length) return describe(e.errors[0]); // AggregateError of a multi-address connect
  return String(e?.code && !String(e.message).includes(e.code) ? `${e.code} ${e.message}` : (e?.message ?? e));
}

export class StackError extends Error {
  /** @override */
  name = 'StackError';
}
