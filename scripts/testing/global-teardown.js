import stackTeardown from './stack-teardown.js';

export default async function globalTeardown(globalConfig, projectConfig) {
  try {
    if (globalThis.__STACK_STARTED__) await stackTeardown(globalConfig, projectConfig);
  } finally {
    const nats = globalThis.__RTM_NATS__;
    globalThis.__RTM_NATS__ = undefined;
    if (nats) {
      delete process.env.TEST_NATS_URL;
      await nats.stop();
    }
  }
}
