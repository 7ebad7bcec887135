/**
 * Waits until the product has handled its events (every JetStream consumer of the stream without pending or
 * unacknowledged messages), so the reads are not measured while the services still digest the seeding.
 */
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { natsConnectOptions } from '@rtm/backend/nats';

/** @param {{ natsUrl: string, stream: string, timeoutSeconds?: number }} options @returns {Promise<number>} seconds waited */
export async function waitForEvents({ natsUrl, stream, timeoutSeconds = 900 }) {
  const started = Date.now();
  const nc = await connect(natsConnectOptions(natsUrl));
  try {
    const jsm = await jetstreamManager(nc);
    for (let quiet = 0; quiet < 2;) {
      let pending = 0;
      for await (const consumer of jsm.consumers.list(stream)) pending += consumer.num_pending + consumer.num_ack_pending;
      quiet = pending === 0 ? quiet + 1 : 0;
      if (Date.now() - started > timeoutSeconds * 1000) throw new Error(`${pending} events still pending after ${timeoutSeconds} s`);
      await new Promise((r) => setTimeout(r, 1000));
    }
    return (Date.now() - started) / 1000;
  } finally {
    await nc.close();
  }
}
