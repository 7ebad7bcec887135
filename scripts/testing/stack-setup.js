/**
 * Jest global setup of the API and browser tests: a fresh database, NATS subject prefix and event
 * stream (createTestEnv), the whole product started on a free port, and API_BASE_URL / E2E_BASE_URL
 * for the tests. The builds must exist (the test runner builds first). Plain ESM: Jest does not
 * compile global setup files, so this imports the built @rtm/backend.
 */
import { createTestEnv, destroyTestEnv } from '@rtm/backend/testing';
import { freePort, startStack } from '../stack.mjs';

export default async function stackSetup() {
  if (globalThis.__RTM_STACK__) return;
  const env = createTestEnv('api');
  const port = await freePort();
  let stack;
  try {
    // The acceptance expiry job every 2 s instead of every minute: the browser test of an expiry waits for it.
    const services = { ...env, ACCEPTANCE_EXPIRY_INTERVAL_MS: '2000' };
    stack = await startStack({
      env: services,
      port,
      quiet: true,
      onExit: (name) => console.error(`[stack] ${name} died during the tests`),
    });
  } catch (error) {
    await destroyTestEnv(env).catch(() => undefined);
    throw error;
  }
  globalThis.__RTM_STACK__ = { stack, env };
  process.env.API_BASE_URL = stack.baseUrl;
  process.env.E2E_BASE_URL = stack.baseUrl;
  process.env.RTM_TEST_SERVICES = stack.started.join(',');
  // For a test that adds a gateway of its own over these services (own-stack.js startOwnGateway).
  process.env.RTM_TEST_ENV = JSON.stringify(env);
  // Each process's own database connection (its role), for the test that one role cannot read another's schema.
  process.env.RTM_TEST_DATABASE_URLS = JSON.stringify(stack.databaseUrls);
}
