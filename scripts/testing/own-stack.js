/**
 * A stack of the product for one test file, apart from the shared one of global setup: its own database,
 * NATS subject prefix, stream and port, with only the services asked for. For tests that stop a service
 * (stopping one of the shared stack would disturb the other test files).
 */
import { createTestEnv, destroyTestEnv } from '@rtm/backend/testing';
import { freePort, startStack } from '../stack.mjs';

/**
 * @param {string} label     names the run's database, prefix and stream
 * @param {string[]} services the services to start (the gateway always runs)
 * @param {{ restart?: boolean }} [options] restart: processes that die are started again, as under `npm start`
 */
export async function startOwnStack(label, services, { restart = false } = {}) {
  const env = createTestEnv(label);
  const port = await freePort();
  let stack;
  try {
    stack = await startStack({ env, port, quiet: true, services, restart });
  } catch (error) {
    await destroyTestEnv(env).catch(() => undefined);
    throw error;
  }
  return {
    baseUrl: stack.baseUrl,
    stopService: stack.stopService,
    pidOf: stack.pidOf,
    addGateway: async () => stack.addGateway(await freePort()),
    stop: async () => {
      try {
        await stack.stop();
      } finally {
        await destroyTestEnv(env);
      }
    },
  };
}
