import { startNatsServer } from '../nats/nats-server.mjs';
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
  await startRunNats();
  if (process.env.API_BASE_URL) return;
  const selected = selectedProjects(process.argv);
  if (selected && !selected.some((name) => STACK_PROJECTS.includes(name))) return;
  globalThis.__STACK_STARTED__ = true;
  await stackSetup(globalConfig, projectConfig);
}

/**
 * The run's own nats-server (deploy/nats) on a free port with a temporary store, never the machine's shared one:
 * createTestEnv (and so every test and the stack) connects to TEST_NATS_URL. TEST_NATS_URL set by hand is used as it is.
 */
async function startRunNats() {
  if (process.env.TEST_NATS_URL || globalThis.__RTM_NATS__) return;
  const server = await startNatsServer({ print: (line) => console.error(line) });
  globalThis.__RTM_NATS__ = server;
  process.env.TEST_NATS_URL = server.url;
}
