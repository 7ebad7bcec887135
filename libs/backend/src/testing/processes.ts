import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Sends SIGTERM to each process that still runs and waits until all have exited. */
export async function stopProcesses(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** A TCP port nothing listens on right now, for a server a test starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Registers the hooks that run TypeScript sources (scripts/testing/ts-source.mjs at the repository's root). */
const TS_SOURCE = fileURLToPath(new URL('../../../../scripts/testing/ts-source.mjs', import.meta.url));

/**
 * Starts a service from its sources in a child process (`main` e.g. services/notification/src/main.ts), on the
 * given environment, so a test can kill it (SIGKILL) where an in-process service could only be closed.
 * Its output goes to the test's stderr.
 */
export function startSourceProcess(main: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--conditions=@rtm/source', '--import', TS_SOURCE, main], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Kills the process at once (no shutdown hooks run) and waits until it has exited. */
export function killProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
