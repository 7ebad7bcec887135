import 'reflect-metadata';
import type { INestMicroservice, LoggerService } from '@nestjs/common';
import type { BaseConfig } from '../config/base-config.js';
import { createMicroservice } from '../nats/create-microservice.js';
import { describeStartupError } from './startup-errors.js';

export interface RunServiceOptions {
  service: string;
  config: BaseConfig;
  logger: LoggerService;
  module: unknown;
}

/** Starts a service's Nest microservice; a missing PostgreSQL or NATS is reported in plain words. */
export async function runService(options: RunServiceOptions): Promise<INestMicroservice> {
  try {
    const app = await createMicroservice({
      module: options.module,
      service: options.service,
      natsUrl: options.config.NATS_URL,
      prefix: options.config.NATS_PREFIX,
      logger: options.logger,
    });
    await app.listen();
    options.logger.log(`${options.service} service listening on NATS ${options.config.NATS_URL}`, 'Bootstrap');
    return app;
  } catch (error) {
    options.logger.error(describeStartupError(error, options.config), undefined, 'Bootstrap');
    process.exit(1);
  }
}
