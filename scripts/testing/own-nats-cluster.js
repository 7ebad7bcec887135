/**
 * A three-server JetStream cluster of a test's own, each server with the project's configuration (deploy/nats: the
 * users and permissions of authorization.conf) and routed to the others as the StatefulSet of deploy/k8s routes its
 * pods, on free loopback ports with temporary stores. For the fault tests on the production topology.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startNatsServer } from '../nats/nats-server.mjs';

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/** Waits until the cluster has elected its JetStream meta leader (a few seconds after the servers listen). */
async function untilJetStreamAnswers(url) {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const { natsConnectOptions } = await import('@rtm/backend/nats');
  const nc = await connect({ ...natsConnectOptions(url), maxReconnectAttempts: -1 });
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        await (await jetstreamManager(nc, { timeout: 2_000 })).getAccountInfo();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`The NATS cluster has no JetStream after 60 s: ${error.message}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await nc.close();
  }
}

/**
 * Starts `size` servers and resolves once each accepts connections (the cluster elects its leaders after that).
 * @param {number} [size]
 * @returns {Promise<import('./own-nats-cluster').OwnNatsCluster>}
 */
export async function startOwnNatsCluster(size = 3) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rtm-own-cluster-'));
  const routePorts = await Promise.all(Array.from({ length: size }, freePort));
  const routes = routePorts.map((port) => `nats-route://127.0.0.1:${port}`);
  // Route errors are what a killed peer or a peer not yet up looks like: expected here.
  const print = (line) => /rid:\d+|route/i.test(line) || console.error(line);
  const servers = await Promise.all(
    routePorts.map((port, i) =>
      startNatsServer({
        dir: path.join(dir, `n${i}`),
        print,
        serverName: `n${i}`,
        cluster: { name: 'rtm-faults', port, routes },
      }),
    ),
  );
  const urls = servers.map((server) => server.url).join(',');
  await untilJetStreamAnswers(servers.map((server) => server.urlAs('admin')).join(','));
  return {
    urls,
    serverNames: servers.map((_, i) => `n${i}`),
    urlAs: (user) => servers.map((server) => server.urlAs(user)).join(','),
    kill: async (name) => {
      const server = servers[Number(name.slice(1))];
      if (server.pid) process.kill(server.pid, 'SIGKILL');
      await server.stop();
    },
    destroy: async () => {
      await Promise.all(servers.map((server) => server.stop()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
