/**
 * The product's event backlog: what each JetStream consumer of the stream has not handled yet, and a wait until the
 * product has handled its events (every consumer without pending or unacknowledged messages), so the reads are not
 * measured while the services still digest the seeding.
 */
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { natsConnectOptions } from '@rtm/backend/nats';

/**
 * A connection to the stream's consumers; `lag()` answers each consumer's events not yet acknowledged (pending and
 * unacknowledged), by durable name.
 * @param {{ natsUrl: string, stream: string }} options
 */
export async function consumerLagReader({ natsUrl, stream }) {
  const nc = await connect(natsConnectOptions(natsUrl));
  const jsm = await jetstreamManager(nc);
  return {
    /** @returns {Promise<Map<string, number>>} */
    lag: async () => {
      const lag = new Map();
      for await (const consumer of jsm.consumers.list(stream)) lag.set(consumer.name, consumer.num_pending + consumer.num_ack_pending);
      return lag;
    },
    close: () => nc.close(),
  };
}

/** @param {{ natsUrl: string, stream: string, timeoutSeconds?: number }} options @returns {Promise<number>} seconds waited */
export async function waitForEvents({ natsUrl, stream, timeoutSeconds = 900 }) {
  const started = Date.now();
  const reader = await consumerLagReader({ natsUrl, stream });
  try {
    for (let quiet = 0; quiet < 2;) {
      let pending = 0;
      for (const n of (await reader.lag()).values()) pending += n;
      quiet = pending === 0 ? quiet + 1 : 0;
      if (Date.now() - started > timeoutSeconds * 1000) throw new Error(`${pending} events still pending after ${timeoutSeconds} s`);
      await new Promise((r) => setTimeout(r, 1000));
    }
    return (Date.now() - started) / 1000;
  } finally {
    await reader.close();
  }
}
