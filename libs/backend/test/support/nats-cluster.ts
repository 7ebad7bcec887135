import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopProcesses } from '../../src/testing/index.js';

/** The machine's nats-server: on the PATH or at Debian's path. */
export function natsServerBinary(): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat('/usr/sbin', '/usr/bin')) {
    const candidate = path.join(dir, 'nats-server');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('nats-server is not installed (apt-get install nats-server)');
}

export interface NatsCluster {
  urls: string;
  /** Stops server `index` (0-based) with SIGTERM; the others go on. */
  stopServer(index: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A throw-away JetStream cluster of `size` servers on loopback ports, routed to each other the way
 * the StatefulSet of deploy/k8s routes its pods. Never touches the machine's own NATS.
 */
export async function startNatsCluster(size = 3): Promise<NatsCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rtm-nats-cluster-'));
  const clientPorts = await Promise.all(Array.from({ length: size }, freePort));
  const routePorts = await Promise.all(Array.from({ length: size }, freePort));
  const routes = routePorts.map((p) => `nats-route://127.0.0.1:${p}`).join(', ');
  const servers: ChildProcess[] = clientPorts.map((port, i) => {
    const file = path.join(dir, `n${i}.conf`);
    writeFileSync(
      file,
      `server_name: n${i}\nlisten: 127.0.0.1:${port}\n` +
        `jetstream { store_dir: "${path.join(dir, `js${i}`)}" }\n` +
        `cluster { name: rtm-test, listen: 127.0.0.1:${routePorts[i]}, routes: [ ${routes} ] }\n`,
    );
    return spawn(natsServerBinary(), ['-c', file], { stdio: 'ignore' });
  });
  return {
    urls: clientPorts.map((p) => `nats://127.0.0.1:${p}`).join(','),
    stopServer: (index) => stopProcesses([servers[index]]),
    async stop() {
      await stopProcesses(servers);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
