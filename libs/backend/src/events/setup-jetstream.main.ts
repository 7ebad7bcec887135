/**
 * The JetStream setup command: `node libs/backend/dist/events/setup-jetstream.main.js` (`npm run nats:setup`; the
 * nats-setup Job in Kubernetes), with the administrator's NATS_URL and NATS_PREFIX, EVENTS_STREAM, EVENTS_REPLICAS and
 * CONSUMER_MAX_DELIVER. Makes the events stream, every durable consumer of the catalog and the uploads bucket, or brings
 * them up to date; exits 0 when all exist as configured.
 */
import { loadConfig } from '../config/load-config.js';
import { JetStreamSetupConfig } from '../config/jetstream-setup-config.js';
import { redactNatsUrl } from '../nats/nats-url.js';
import { setupJetStreamWith } from './jetstream-setup.js';

const config = loadConfig(JetStreamSetupConfig);
try {
  await setupJetStreamWith(config, (line) => console.log(`[jetstream-setup] ${line}`));
  console.log(`[jetstream-setup] done on ${redactNatsUrl(config.NATS_URL)}`);
} catch (error) {
  console.error(`[jetstream-setup] failed on ${redactNatsUrl(config.NATS_URL)}: ${(error as Error)?.message ?? error}`);
  process.exitCode = 1;
}
