import stackSetup from './stack-setup.js';

const STACK_PROJECTS = ['api', 'e2e'];

/** Projects named after --selectProjects on the command line (Jest does not hand them to globalSetup). */
function selectedProjects(argv) {
  const at = argv.indexOf('--selectProjects');
  if (at < 0) return null;
  const names = [];
  for (const arg of argv.slice(at + 1)) {
    if (arg.startsWith('-')) break;
    names.push(arg);
  }
  return names;
}

/** Starts the product once, only when a selected project needs it (api, e2e) and no running product was given. */
export default async function globalSetup(globalConfig, projectConfig) {
  if (process.env.API_BASE_URL) return;
  const selected = selectedProjects(process.argv);
  if (selected && !selected.some((name) => STACK_PROJECTS.includes(name))) return;
  globalThis.__STACK_STARTED__ = true;
  await stackSetup(globalConfig, projectConfig);
}
