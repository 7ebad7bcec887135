/**
 * A stack of the product for one test file, apart from the shared one of global setup: its own database,
 * NATS subject prefix, stream and port, with only the services asked for. For tests that stop a service
 * (stopping one of the shared stack would disturb the other test files) or run several instances of one.
 */
import { createTestEnv, destroyTestEnv } from '@rtm/backend/testing';
import { freePort, startStack } from '../stack.mjs';

export { freePort };

/** Several processes start at once on a machine shared with other test runs: more time than `npm start` gives. */
const READY_TIMEOUT_MS = 240_000;

/**
 * @param {string} label     names the run's database, prefix and stream
 * @param {string[]} services the services to start (the gateway always runs)
 * @param {{ restart?: boolean, env?: Record<string, string>, servers?: { postgres: string, nats: string } }} [options] restart: processes that die are started
 *        again, as under `npm start`; env: settings for every process (e.g. an OTLP endpoint)
 */
export async function startOwnStack(label, services, { restart = false, env: extraEnv = {}, servers } = {}) {
  const env = createTestEnv(label);
  if (servers)
    Object.assign(env, { DATABASE_URL: `${servers.postgres}/${new URL(env.DATABASE_URL).pathname.slice(1)}`, NATS_URL: servers.nats });
  const port = await freePort();
  let stack;
  try {
    stack = await startStack({ env: { ...env, ...extraEnv }, port, quiet: true, services, restart, readyTimeoutMs: READY_TIMEOUT_MS });
  } catch (error) {
    await destroyTestEnv(env).catch(() => undefined);
    throw error;
  }
  const healthPorts = new Map();
  return {
    baseUrl: stack.baseUrl,
    env,
    /** The run's database, for tests that check what the processes wrote. */
    databaseUrl: env.DATABASE_URL,
    stopService: stack.stopService,
    pidOf: stack.pidOf,
    addService: async (name) => {
      const port = await freePort();
      const instance = await stack.addService(name, port);
      healthPorts.set(instance, port);
      return instance;
    },
    /** The /health address of an instance started with addService. */
    healthUrlOf: (instance) => `http://127.0.0.1:${healthPorts.get(instance)}/health`,
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
    readyTimeoutMs: READY_TIMEOUT_MS,
  });
  return { baseUrl: stack.baseUrl, stop: stack.stop };
}
