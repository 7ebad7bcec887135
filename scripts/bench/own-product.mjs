/** The product a bench measures: started on its own (a nats-server, database, NATS prefix and stream), or one running. */
import { randomBytes } from 'node:crypto';
import { createTestEnv, destroyTestEnv } from '@rtm/backend/testing';
import { startNatsServer } from '../nats/nats-server.mjs';
import { freePort, startStack } from '../stack.mjs';
import { waitForEvents } from './quiet.mjs';

/**
 * With `external` (a --base-url), that product; otherwise the built product started with a nats-server of its own
 * (deploy/nats, as the tests have), a fresh database, NATS prefix and stream, and a session secret of its own.
 * `arg` reads the options that name a running product's NATS (--nats-url, --stream).
 */
export async function benchProduct({ label, external, arg }) {
  if (external) {
    return {
      baseUrl: external,
      env: undefined,
      natsPid: undefined,
      waitForEvents: () =>
        waitForEvents({
          natsUrl: arg('nats-url', process.env.NATS_URL ?? 'nats://127.0.0.1:4223'),
          stream: arg('stream', process.env.EVENTS_STREAM ?? 'EVENTS'),
        }),
      stop: async () => undefined,
    };
  }
  const nats = await startNatsServer();
  process.env.TEST_NATS_URL = nats.url;
  const env = createTestEnv(label);
  console.log('starting the product (fresh database, NATS prefix and stream)...');
  const stack = await startStack({ env: { ...env, SESSION_SECRET: randomBytes(24).toString('hex') }, port: await freePort(), quiet: true });
  return {
    baseUrl: stack.baseUrl,
    env,
    natsPid: nats.pid,
    waitForEvents: () => waitForEvents({ natsUrl: env.NATS_URL, stream: env.EVENTS_STREAM }),
    stop: async () => {
      await stack.stop();
      await destroyTestEnv(env).catch(() => undefined);
      await nats.stop();
    },
  };
}
