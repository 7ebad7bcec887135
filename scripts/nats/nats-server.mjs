/**
 * The project's own nats-server (Debian's /usr/sbin/nats-server) with the configuration of deploy/nats: started by
 * `npm start` (scripts/start.mjs), by the tests (scripts/testing/global-setup.js: one per Jest run, on a free port
 * with a temporary storage folder) and usable by any script that needs a NATS of its own:
 *
 *   const nats = await startNatsServer({ port: 0 });   // a free port, a temporary store removed by stop()
 *   nats.url                                           // nats://127.0.0.1:<port> (no credentials)
 *   await nats.stop();
 *
 * The machine's shared NATS (4222) is never used.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NATS_TEMPLATE = path.join(ROOT, 'deploy/nats/nats-server.conf');
export const AUTHORIZATION_TEMPLATE = path.join(ROOT, 'deploy/nats/authorization.conf');
/** The users of deploy/nats/authorization.conf, one per process. */
export const NATS_USERS = ['gateway', 'identity', 'risk', 'task', 'notification'];
/** Its administrator: the JetStream setup (and, in development and tests, tooling that plays any slice). */
export const NATS_ADMIN = 'admin';
/** A service's events connection's user (no reply permissions); it shares its service's password. @param {string} service */
export const eventsUserOf = (service) => `${service}-events`;
/** Whose password a user has: an events user its service's. @param {string} user */
const passwordOwnerOf = (user) => user.replace(/-events$/, '');
/** The development password of a user (the same rule as devNatsPassword of @rtm/backend/nats). @param {string} user */
export const devNatsPassword = (user) => `dev-only-nats-${passwordOwnerOf(user)}`;
/** The port `npm start` gives its nats-server when NATS_URL does not name one. */
export const DEFAULT_NATS_PORT = 4223;
const READY_TIMEOUT_MS = 20_000;

/** The nats-server binary: NATS_SERVER_BIN, else on the PATH, else Debian's path. */
export function natsServerBinary() {
  if (process.env.NATS_SERVER_BIN) return process.env.NATS_SERVER_BIN;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat('/usr/sbin', '/usr/bin')) {
    const candidate = path.join(dir, 'nats-server');
    if (dir && existsSync(candidate)) return candidate;
  }
  throw new Error('nats-server is not installed: apt-get install nats-server (Debian), or set NATS_SERVER_BIN.');
}

/**
 * The JetStream names the permissions are written for: the events stream and the uploads bucket (importBucket of
 * @rtm/contracts) and its stream; `*` on a server whose clients each use a prefix, stream and bucket of their own (the
 * `*.` prefix of a Jest run's server: a name is one token, so a wildcard stands for the whole of it).
 * @param {string} prefix @param {string} stream
 */
export function jetStreamNames(prefix, stream) {
  if (prefix === '*.') return { events: '*', uploads: '*', uploadsStream: '*', attachments: '*', attachmentsStream: '*' };
  const run = prefix.replace(/\.$/, '').replace(/[^A-Za-z0-9_-]/g, '_');
  const uploads = run ? `${run}_RTM_UPLOADS` : 'RTM_UPLOADS';
  const attachments = run ? `${run}_RTM_ATTACHMENTS` : 'RTM_ATTACHMENTS';
  return { events: stream, uploads, uploadsStream: `OBJ_${uploads}`, attachments, attachmentsStream: `OBJ_${attachments}` };
}

/**
 * deploy/nats/authorization.conf for subject prefix `prefix` ('' in production, `*.` for a server whose clients each
 * use a prefix of their own, as the test files of one Jest run do) and events stream `stream` (EVENTS_STREAM).
 * @param {{ prefix?: string, stream?: string }} [options]
 */
export function renderAuthorization({ prefix = '', stream = 'EVENTS' } = {}) {
  const names = jetStreamNames(prefix, stream);
  return readFileSync(AUTHORIZATION_TEMPLATE, 'utf8')
    .replaceAll('{{P}}', prefix)
    .replaceAll('{{EVENTS}}', names.events)
    .replaceAll('{{UPLOADS_STREAM}}', names.uploadsStream)
    .replaceAll('{{UPLOADS}}', names.uploads)
    .replaceAll('{{ATTACHMENTS_STREAM}}', names.attachmentsStream)
    .replaceAll('{{ATTACHMENTS}}', names.attachments);
}

/**
 * The configuration file's text for one server; `cluster` routes it to the other servers of a cluster.
 * @param {{ host: string, port: number, storeDir: string, authorization?: string, serverName?: string, cluster?: NatsClusterRoutes }} options
 */
export function renderServerConfig({ host, port, storeDir, authorization = '', serverName = 'rtm_local', cluster }) {
  const routes = cluster
    ? `cluster {\n  name: ${cluster.name}\n  listen: "${host}:${cluster.port}"\n  routes: [ ${cluster.routes.join(', ')} ]\n}`
    : '';
  return readFileSync(NATS_TEMPLATE, 'utf8')
    .replaceAll('{{SERVER_NAME}}', serverName)
    .replace('{{CLUSTER}}', routes)
    .replaceAll('{{HOST}}', host)
    .replaceAll('{{PORT}}', String(port))
    .replaceAll('{{STORE_DIR}}', storeDir)
    .replace('{{AUTHORIZATION}}', authorization);
}

/**
 * @typedef {object} NatsServerOptions
 * @property {number} [port]       0 (default): a free port
 * @property {string} [host]       default 127.0.0.1
 * @property {string} [dir]        folder of the configuration and the JetStream store (kept); default a temporary one removed by stop()
 * @property {(line: string) => void} [print] where the server's warnings and errors go (default: nowhere)
 * @property {string} [prefix]     subject prefix the permissions are written for (NATS_PREFIX); default `*.`: any one-token prefix
 * @property {string} [stream]     events stream the permissions are written for (EVENTS_STREAM; default EVENTS, any with prefix `*.`)
 * @property {boolean} [auth]      users and permissions of deploy/nats/authorization.conf (default true)
 * @property {Record<string, string>} [passwords] password per user (default: the development ones, devNatsPassword)
 * @property {string} [serverName] unique within a cluster (default rtm_local)
 * @property {NatsClusterRoutes} [cluster] this server's route port and the other servers' routes
 */

/**
 * @typedef {object} NatsClusterRoutes
 * @property {string} name      the cluster's name
 * @property {number} port      this server's route port
 * @property {string[]} routes  every server's route URL (nats-route://host:port), its own included
 */

/**
 * Starts a nats-server with JetStream and waits until it accepts connections.
 * @param {NatsServerOptions} [options]
 */
export async function startNatsServer({
  port = 0,
  host = '127.0.0.1',
  dir,
  print,
  prefix = '*.',
  stream = 'EVENTS',
  auth = true,
  passwords = {},
  serverName,
  cluster,
} = {}) {
  const temporary = !dir;
  const home = dir ?? mkdtempSync(path.join(os.tmpdir(), 'rtm-nats-'));
  mkdirSync(home, { recursive: true });
  const chosenPort = port || (await freePort(host));
  if (!(await isPortFree(chosenPort, host))) {
    if (temporary) rmSync(home, { recursive: true, force: true });
    throw new Error(
      `Port ${chosenPort} is already in use: the project's nats-server needs a port of its own (NATS_URL=nats://127.0.0.1:<port>).`,
    );
  }
  const configFile = path.join(home, 'nats-server.conf');
  const authorization = auth ? renderAuthorization({ prefix, stream }) : '';
  writeFileSync(
    configFile,
    renderServerConfig({ host, port: chosenPort, storeDir: path.join(home, 'jetstream'), authorization, serverName, cluster }),
    {
      mode: 0o600,
    },
  );
  // The passwords reach nats-server in its environment ($NATS_PASSWORD_<USER> in the configuration), never in a file.
  const passwordOf = (user) => passwords[passwordOwnerOf(user)] ?? devNatsPassword(user);
  const secrets = Object.fromEntries([...NATS_USERS, NATS_ADMIN].map((user) => [`NATS_PASSWORD_${user.toUpperCase()}`, passwordOf(user)]));

  const child = spawn(natsServerBinary(), ['-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...secrets } });
  const recent = [];
  let buffer = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    buffer += chunk;
    let cut;
    while ((cut = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 1);
      recent.push(line);
      if (recent.length > 20) recent.shift();
      if (print && /\[(WRN|ERR|FTL)\]/.test(line) && !/Plaintext passwords/.test(line)) print(`[nats] ${line}`);
    }
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', kill);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (temporary) rmSync(home, { recursive: true, force: true });
  };
  const kill = () => child.kill('SIGKILL');
  process.on('exit', kill);

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`nats-server exited while starting (${configFile}). Its last lines:\n${recent.map((l) => `  ${l}`).join('\n')}`);
    }
    if (await canConnect(chosenPort, host)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nats-server did not listen on ${host}:${chosenPort} within ${READY_TIMEOUT_MS / 1000} s.`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const url = `nats://${host}:${chosenPort}`;
  /** The URL with `user`'s credentials. @param {string} user */
  const urlAs = (user) => (auth ? `nats://${encodeURIComponent(user)}:${encodeURIComponent(passwordOf(user))}@${host}:${chosenPort}` : url);
  return { url, urlAs, host, port: chosenPort, dir: home, configFile, pid: child.pid, stop };
}

function freePort(host) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

function isPortFree(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

function canConnect(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// `node scripts/nats/nats-server.mjs [--port 4223] [--dir .data/nats]`: the project's nats-server alone, until Ctrl+C
// (for running one service by hand; `npm start` starts it itself).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : fallback;
  };
  const server = await startNatsServer({
    prefix: process.env.NATS_PREFIX ?? '',
    stream: process.env.EVENTS_STREAM || 'EVENTS',
    port: Number(arg('port', DEFAULT_NATS_PORT)),
    dir: path.resolve(arg('dir', path.join(ROOT, '.data/nats'))),
    print: (line) => console.error(line),
  });
  console.log(`nats-server ready at ${server.url} (store ${server.dir}); Ctrl+C stops it.`);
  const quit = () => void server.stop().then(() => process.exit(0));
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
}
