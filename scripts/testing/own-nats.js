/**
 * A NATS server of a test's own that the test may stop and start again (scripts/testing/faults): the project's
 * configured nats-server (scripts/nats/nats-server.mjs, deploy/nats) on a free loopback port, with its JetStream store
 * in a temporary folder that outlives a stop, never the machine's shared one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { natsServerBinary, startNatsServer } from '../nats/nats-server.mjs';

export { natsServerBinary };

/**
 * Starts the server and waits until it accepts connections.
 * @returns {Promise<import('./own-nats').OwnNats>}
 */
export async function startOwnNats() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rtm-own-nats-'));
  const print = (line) => console.error(line);
  /** @type {Awaited<ReturnType<typeof startNatsServer>> | null} */
  let server = await startNatsServer({ port: 0, dir, print });
  const { port, url } = server;
  const stop = async () => {
    await server?.stop();
    server = null;
  };
  const { urlAs } = server;
  return {
    url,
    /** The URL with a user's credentials (`admin` for a test's own connection). */
    urlAs,
    port,
    stop,
    start: async () => {
      if (!server) server = await startNatsServer({ port, dir, print });
    },
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
