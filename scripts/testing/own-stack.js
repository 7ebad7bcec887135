/**
 * A stack of the product for one test file, apart from the shared one of global setup: its own database,
 * NATS subject prefix, stream and port, with only the services asked for. For tests that stop a service
 * (stopping one of the shared stack would disturb the other test files) or run several instances of one.
 */
import { createTestEnv, destroyTestEnv } from '@rtm/backend/testing';
import { freePort, startStack } from '../stack.mjs';

export { freePort };

/**
 * @param {string} label     names the run's database, prefix and stream
 * @param {string[]} services the services to start (the gateway always runs)
 * @param {Record<string, string>} [extraEnv] settings for every process (e.g. an OTLP endpoint)
 */
export async function startOwnStack(label, services, extraEnv = {}) {
  const env = createTestEnv(label);
  const port = await freePort();
  let stack;
  try {
    // Several processes start at once on a machine shared with other test runs: more time than `npm start` gives.
    stack = await startStack({ env: { ...env, ...extraEnv }, port, quiet: true, services, readyTimeoutMs: 240_000 });
  } catch (error) {
    await destroyTestEnv(env).catch(() => undefined);
    throw error;
  }
  return {
    baseUrl: stack.baseUrl,
    stopService: stack.stopService,
    addService: async (name) => stack.addService(name, await freePort()),
    addGateway: async (gatewayEnv = {}) => stack.addGateway(await freePort(), gatewayEnv),
    stop: async () => {
      try {
        await stack.stop();
      } finally {
        await destroyTestEnv(env);
      }
    },
  };
}

/**
 * One more gateway over the services, database and NATS of the run's shared stack (global setup), with settings of
 * its own (e.g. STATIC_ROOT with another mf-remotes.json, CSP origins): for browser tests of front-end settings.
 * @param {Record<string, string>} gatewayEnv
 */
export async function startOwnGateway(gatewayEnv) {
  if (!process.env.RTM_TEST_ENV) throw new Error('RTM_TEST_ENV is not set: run the test through Jest (its global setup starts the stack).');
  const stack = await startStack({
    env: { ...JSON.parse(process.env.RTM_TEST_ENV), ...gatewayEnv },
    port: await freePort(),
    quiet: true,
    services: [],
    readyTimeoutMs: 240_000,
  });
  return { baseUrl: stack.baseUrl, stop: stack.stop };
}
