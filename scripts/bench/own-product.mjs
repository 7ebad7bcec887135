/** The product a bench measures: started on its own (a nats-server, database, NATS prefix and stream), or one running. */
import { randomBytes } from 'node:crypto';
import { createTestEnv, destroyTestEnv } from '@rtm/backend/testing';
import { startNatsServer } from '../nats/nats-server.mjs';
import { freePort, startStack } from '../stack.mjs';
import { waitForEvents } from './quiet.mjs';

/**
 * With `external` (a --base-url), that product; otherwise the built product started with a nats-server of its own
 * (deploy/nats, as the tests have), a fresh database, NATS prefix and stream, and a session secret of its own.
 * `arg` reads the options that name a running product's NATS (--nats-url, --stream); `readyTimeoutMs`: how long its
 * processes may take to start (the stack's default when not given); `restart`: a process that dies is started again.
 * @param {{ label: string, external: string, arg: (name: string, fallback: any) => any, readyTimeoutMs?: number,
 *   restart?: boolean }} options
 */
export async function benchProduct({ label, external, arg, readyTimeoutMs, restart = false }) {
  if (external) {
    const events = {
      natsUrl: arg('nats-url', process.env.NATS_URL ?? 'nats://127.0.0.1:4223'),
      stream: arg('stream', process.env.EVENTS_STREAM ?? 'EVENTS'),
    };
    return {
      baseUrl: external,
      env: undefined,
      natsPid: undefined,
      events,
      waitForEvents: (timeoutSeconds = 900) => waitForEvents({ ...events, timeoutSeconds }),
      stop: async () => undefined,
    };
  }
  const nats = await startNatsServer();
  process.env.TEST_NATS_URL = nats.url;
  const env = createTestEnv(label);
  console.log('starting the product (fresh database, NATS prefix and stream)...');
  const stack = await startStack({
    env: { ...env, SESSION_SECRET: randomBytes(24).toString('hex') },
    port: await freePort(),
    quiet: true,
    readyTimeoutMs,
    restart,
  }).catch(async (error) => {
    await destroyTestEnv(env).catch(() => undefined);
    await nats.stop();
    throw error;
  });
  const events = { natsUrl: env.NATS_URL, stream: env.EVENTS_STREAM };
  return {
    baseUrl: stack.baseUrl,
    env,
    natsPid: nats.pid,
    /** The product's event stream (for quiet.mjs). */
    events,
    waitForEvents: (timeoutSeconds = 900) => waitForEvents({ ...events, timeoutSeconds }),
    stop: async () => {
      await stack.stop();
      await destroyTestEnv(env).catch(() => undefined);
      await nats.stop();
    },
  };
}
