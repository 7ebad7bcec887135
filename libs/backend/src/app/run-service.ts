import 'reflect-metadata';
import type { INestMicroservice, LoggerService } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { BaseConfig } from '../config/base-config.js';
import { EventStream } from '../events/jetstream.js';
import { createMicroservice } from '../nats/create-microservice.js';
import { redactNatsUrl } from '../nats/nats-url.js';
import { eventStreamState } from '../events/stream-state.js';
import { startHealthServer, type HealthProbes } from './health-server.js';
import { describeStartupError } from './startup-errors.js';

export interface RunServiceOptions {
  service: string;
  config: BaseConfig;
  logger: LoggerService;
  module: unknown;
}

/**
 * Starts a service's Nest microservice; a missing PostgreSQL or NATS is reported in plain words.
 * With HEALTH_PORT set, /health/live answers from the first moment and /health once the app is up.
 */
export async function runService(options: RunServiceOptions): Promise<INestMicroservice> {
  let probes: HealthProbes | undefined;
  try {
    if (options.config.HEALTH_PORT > 0) await startHealthServer(options.config.HEALTH_PORT, () => probes);
    const app = await createMicroservice({
      module: options.module,
      service: options.service,
      natsUrl: options.config.NATS_URL,
      prefix: options.config.NATS_PREFIX,
      actorKey: options.config.ACTOR_SIGNING_KEY,
      logger: options.logger,
    });
    await app.listen();
    probes = dependencyProbes(app);
    options.logger.log(`${options.service} service listening on NATS ${redactNatsUrl(options.config.NATS_URL)}`, 'Bootstrap');
    return app;
  } catch (error) {
    options.logger.error(describeStartupError(error, options.config), undefined, 'Bootstrap');
    process.exit(1);
  }
}

/** PostgreSQL and the NATS connection of the service core (ServiceCoreModule) must answer; the events stream's state is reported. */
export function dependencyProbes(app: Pick<INestMicroservice, 'get'>): HealthProbes {
  const orm = app.get(MikroORM);
  const stream = app.get(EventStream);
  return {
    checks: {
      database: () => orm.em.fork().execute('select 1'),
      nats: () => (stream.nc.isClosed() ? Promise.reject(new Error('closed')) : stream.nc.flush()),
    },
    reports: { eventStream: () => eventStreamState(stream.jsm, stream.options.stream) },
  };
}
