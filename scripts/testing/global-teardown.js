import stackTeardown from './stack-teardown.js';

export default async function globalTeardown(globalConfig, projectConfig) {
  if (globalThis.__STACK_STARTED__) await stackTeardown(globalConfig, projectConfig);
}
