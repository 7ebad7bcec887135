import { NestFactory } from '@nestjs/core';
import { ValidationPipe, type INestMicroservice, type LoggerService } from '@nestjs/common';
import { ActorGuard } from './actor.guard.js';
import { natsConnectOptions } from './nats-url.js';
import { PrefixedNatsServer } from './prefixed-nats.server.js';
import { RpcExceptionFilter } from './rpc-exception.filter.js';
import { RpcTracingInterceptor } from './rpc-tracing.interceptor.js';
import { RequestOutcomeInterceptor } from './request-outcome.interceptor.js';
import { RequestOutcomes } from '../events/request-outcomes.js';

export interface MicroserviceOptions {
  module: unknown;
  service: string;
  natsUrl: string;
  prefix: string;
  logger: LoggerService;
  /** ACTOR_SIGNING_KEY: the actor of every request must carry the gateway's signature made with it (ActorGuard). */
  actorKey: string;
  /** false: a failure while the modules start is thrown to the caller (tests) instead of ending the process. */
  abortOnError?: boolean;
}

/** A Nest microservice listening on NATS in the service's queue group, with validation and error mapping. */
export async function createMicroservice(options: MicroserviceOptions): Promise<INestMicroservice> {
  const strategy = new PrefixedNatsServer(
    {
      ...natsConnectOptions(options.natsUrl),
      queue: `${options.prefix}${options.service}`,
      name: options.service,
      maxReconnectAttempts: -1,
    },
    options.prefix,
  );
  const app = await NestFactory.createMicroservice(options.module as never, {
    strategy,
    logger: options.logger,
    abortOnError: options.abortOnError ?? true,
  });
  app.useGlobalGuards(new ActorGuard(options.actorKey));
  app.useGlobalPipes(rpcValidationPipe());
  app.useGlobalFilters(new RpcExceptionFilter(options.logger));
  app.useGlobalInterceptors(new RpcTracingInterceptor());
  // Services on the service core keep the outcomes of requests sent under an Idempotency-Key.
  const outcomes = requestOutcomesOf(app);
  if (outcomes) app.useGlobalInterceptors(new RequestOutcomeInterceptor(outcomes, options.logger));
  app.enableShutdownHooks();
  return app;
}

export function rpcValidationPipe(): ValidationPipe {
  return new ValidationPipe({ whitelist: true, transform: true, validateCustomDecorators: true, stopAtFirstError: false });
}

function requestOutcomesOf(app: INestMicroservice): RequestOutcomes | null {
  try {
    return app.get(RequestOutcomes, { strict: false });
  } catch {
    return null;
  }
}
