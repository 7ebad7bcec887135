/**
 * A PostgreSQL cluster of a test's own, made with Debian's initdb and pg_ctl in a temp folder on a free loopback port
 * (trust authentication, user postgres), never the machine's shared server: for tests that restart PostgreSQL
 * (scripts/testing/faults). As root, the server runs as the postgres user (PostgreSQL refuses root).
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../stack.mjs';

/** Debian's PostgreSQL binaries (the newest installed version), or those on the PATH. */
export function postgresBinDir() {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(path.join(debian, v, 'bin/pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length > 0) return path.join(debian, versions[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  throw new Error('PostgreSQL server binaries (initdb, pg_ctl) are not installed (apt-get install postgresql)');
}

/** Resolves once something accepts TCP connections on 127.0.0.1:port; rejects when `gaveUp()` says so or time is up. */
export async function waitForPort(port, timeoutMs = 30_000, gaveUp = () => false) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (gaveUp()) throw new Error(`the server for port ${port} exited while starting`);
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port} after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** @returns {Promise<import('./own-postgres').OwnPostgres>} */
export async function startOwnPostgres() {
  const bin = postgresBinDir();
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rtm-own-pg-'));
  const data = path.join(dir, 'data');
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  // Asynchronous: a test measures requests while the server restarts.
  const run = (command, args) =>
    promisify(execFile)(
      root ? 'runuser' : path.join(bin, command),
      root ? ['-u', 'postgres', '--', path.join(bin, command), ...args] : args,
      {
        timeout: 120_000,
      },
    );
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  // Durability is not what these tests are about; fsync off keeps them quick on a busy machine.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const pgCtl = (...args) => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', ...args]);
  const start = async () => {
    await pgCtl('start', '-o', options);
    await waitForPort(port);
  };
  const stop = async (mode = 'fast') => {
    await pgCtl('stop', '-m', mode);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    port,
    start,
    stop,
    restart: async (mode = 'fast') => {
      await stop(mode);
      await start();
    },
    destroy: async () => {
      try {
        await stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
