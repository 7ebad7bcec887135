import stackSetup from './stack-setup.js';

const STACK_PROJECTS = ['api', 'e2e'];

/** Starts the product only when a selected project needs it (api, e2e); unit and integration tests start their own parts. */
export default async function globalSetup(globalConfig, projectConfig) {
  const selected = globalConfig.selectProjects;
  const needed = !selected || selected.some((name) => STACK_PROJECTS.includes(name));
  if (!needed && !process.env.API_BASE_URL) return;
  if (process.env.API_BASE_URL) return; // tests pointed at an already running product
  globalThis.__STACK_STARTED__ = true;
  await stackSetup(globalConfig, projectConfig);
}
