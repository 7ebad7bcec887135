import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventStream, eventStreamState, setupJetStream } from '../src/events/index.js';
import { natsUrlAs } from '../src/nats/index.js';
import { eventually } from '../src/testing/index.js';
import { startNatsCluster, type NatsCluster } from './support/nats-cluster.js';
import { randomBytes } from 'node:crypto';

/** The run's own nats-server (Jest global setup), as its administrator. */
const RUN_NATS = natsUrlAs(process.env.TEST_NATS_URL ?? '', 'admin');
const unique = (label: string) => `${label}_${randomBytes(4).toString('hex')}`.toUpperCase();

/** The JetStream setup of the stream alone (no consumers), then a connection to it. */
async function connect(url: string, stream: string, replicas?: number): Promise<EventStream> {
  const prefix = `${stream.toLowerCase()}.`;
  await setupJetStream({ url, prefix, stream, replicas, consumers: [] });
  return EventStream.connect({ url, prefix, stream, name: 'replicas-test' });
}

describe('the events stream replicas the JetStream setup keeps (EVENTS_REPLICAS)', () => {
  it('creates the stream with one copy by default on a single server', async () => {
    const name = unique('REPLICAS_ONE');
    const stream = await connect(RUN_NATS, name);
    try {
      const info = await stream.jsm.streams.info(name);
      expect(info.config.num_replicas).toBe(1);
      expect(info.config.storage).toBe('file');
    } finally {
      await stream.jsm.streams.delete(name);
      await stream.close();
    }
  });

  it('refuses three copies on a single server with a message naming the setting', async () => {
    const name = unique('REPLICAS_SINGLE');
    await expect(connect(RUN_NATS, name, 3)).rejects.toThrow(/with 3 replicas \(EVENTS_REPLICAS\).*set EVENTS_REPLICAS=1/);
  });

  describe('on a three-server JetStream cluster', () => {
    let cluster: NatsCluster;
    beforeAll(async () => {
      cluster = await startNatsCluster(3);
    });
    afterAll(async () => {
      await cluster?.stop();
    });

    it('creates the stream with three copies, and raises an existing one-copy stream to three at start', async () => {
      // The cluster needs a moment to elect its JetStream metadata leader.
      const fresh = await eventually(() => connect(cluster.urls, 'EVENTS_FRESH', 3), 15_000, 250);
      expect((await fresh.jsm.streams.info('EVENTS_FRESH')).config.num_replicas).toBe(3);
      await fresh.close();

      const single = await connect(cluster.urls, 'EVENTS_GROWN', 1);
      expect((await single.jsm.streams.info('EVENTS_GROWN')).config.num_replicas).toBe(1);
      await single.close();
      const grown = await connect(cluster.urls, 'EVENTS_GROWN', 3);
      const info = await grown.jsm.streams.info('EVENTS_GROWN');
      expect(info.config.num_replicas).toBe(3);
      await eventually(async () => ((await grown.jsm.streams.info('EVENTS_GROWN')).cluster?.replicas?.length ?? 0) === 2, 10_000, 200);
      await grown.close();
    }, 40_000);

    it('says the stream is unavailable while two of three servers are down, though the NATS connection is up', async () => {
      const stream = await eventually(() => connect(cluster.urls, 'EVENTS_QUORUM', 3), 15_000, 250);
      try {
        // Up once both followers have caught up (a fresh stream's copies need a moment).
        expect(
          await eventually(
            async () => {
              const state = await eventStreamState(stream.jsm, 'EVENTS_QUORUM');
              return state.state === 'up' && state.currentReplicas === 3 && state;
            },
            10_000,
            200,
          ),
        ).toEqual({ state: 'up', replicas: 3, currentReplicas: 3 });
        await Promise.all([cluster.stopServer(1), cluster.stopServer(2)]);
        await eventually(() => stream.nc.flush().then(() => true), 15_000, 250); // reconnected to the one left
        await eventually(async () => (await eventStreamState(stream.jsm, 'EVENTS_QUORUM')).state === 'unavailable', 15_000, 250);
      } finally {
        await stream.close();
      }
    }, 60_000);
  });
});
