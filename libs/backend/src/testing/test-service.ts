import type { INestMicroservice, LoggerService } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { BaseConfig } from '../config/base-config.js';
import { loadConfig } from '../config/load-config.js';
import { createLogger } from '../logging/logger.js';
import { createMicroservice } from '../nats/create-microservice.js';
import { natsUrlAs } from '../nats/nats-url.js';
import { setupTestJetStream, type TestEnv } from './test-env.js';

/** The processes that have a NATS user of their own (deploy/nats/authorization.conf). */
const PRODUCT_SERVICES = ['identity', 'risk', 'task', 'notification'];

export interface TestServiceOptions<C extends BaseConfig> {
  service: string;
  configClass: new () => C;
  /** The service's root module, e.g. `(config, logger) => IdentityModule.forRoot(config, logger)`. */
  module: (config: C, logger: LoggerService) => unknown;
  env: TestEnv;
  /** Extra configuration on top of the run's environment. */
  extra?: Record<string, string>;
}

export interface TestService<C extends BaseConfig> {
  app: INestMicroservice;
  orm: MikroORM;
  config: C;
}

/** Starts a service in-process on the run's database, stream and subject prefix, as `main.ts` would. */
export async function startTestService<C extends BaseConfig>(options: TestServiceOptions<C>): Promise<TestService<C>> {
  // The service connects to NATS as itself, with its permissions (deploy/nats/authorization.conf).
  const nats = PRODUCT_SERVICES.includes(options.service) ? { NATS_URL: natsUrlAs(options.env.NATS_URL, options.service) } : {};
  const config = loadConfig(options.configClass, { ...options.env, ...nats, ...options.extra });
  // What the setup command does before the product starts (the service may bind to its durables, not create them).
  const maxDeliver = options.extra?.CONSUMER_MAX_DELIVER;
  await setupTestJetStream(options.env, maxDeliver ? Number(maxDeliver) : undefined);
  const logger = createLogger(options.service, 'error');
  const app = await createMicroservice({
    module: options.module(config, logger),
    service: options.service,
    natsUrl: config.NATS_URL,
    prefix: config.NATS_PREFIX,
    actorKey: config.ACTOR_SIGNING_KEY,
    logger,
    // A service that cannot start fails the test that started it, not the whole test process.
    abortOnError: false,
  });
  await app.listen();
  return { app, orm: app.get(MikroORM), config };
}
