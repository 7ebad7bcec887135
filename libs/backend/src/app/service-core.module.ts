import {
  Controller,
  Inject,
  Module,
  type DynamicModule,
  type LoggerService,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { MikroORM } from '@mikro-orm/postgresql';
import { healthSubject } from '@rtm/contracts';
import { natsEventsUrl } from '../nats/nats-url.js';
import { PublicSubject } from '../nats/public-subject.js';
import type { ServiceConfig } from '../config/service-config.js';
import { openDatabase, type DatabaseOptions, type Migration } from '../db/index.js';
import { EVENTS_MIGRATIONS } from '../events/events.migrations.js';
import { EventConsumers } from '../events/event-consumers.js';
import { EventRetention } from '../events/event-retention.js';
import { EventStream } from '../events/jetstream.js';
import { Outbox } from '../events/outbox.js';
import { RequestOutcomes } from '../events/request-outcomes.js';
import { OutboxRelay } from '../events/outbox-relay.js';
import { Transactions } from '../events/transactions.js';
import { LOGGER, SERVICE_CONFIG } from './tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ServiceCoreOptions {
  service: string;
  schema: string;
  config: ServiceConfig;
  logger: LoggerService;
  entities: DatabaseOptions['entities'];
  migrations: Migration[];
}

/**
 * Starts the outbox relay, the durable consumers and the event retention once the app is up, and stops everything in
 * order on shutdown.
 */
class ServiceLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly relay: OutboxRelay,
    private readonly consumers: EventConsumers,
    private readonly retention: EventRetention,
    private readonly stream: EventStream,
    private readonly orm: MikroORM,
  ) {}

  async onApplicationBootstrap() {
    this.relay.start();
    await this.consumers.start();
    this.retention.start();
  }

  async onApplicationShutdown() {
    await this.retention.stop();
    await this.consumers.stop();
    await this.relay.stop();
    await this.stream.close();
    await this.orm.close();
  }
}

/**
 * Everything a service needs besides its own code: its schema (migrated at start), the event stream,
 * the outbox and its relay, the transaction runner, the durable consumers registry, the config and
 * the logger, and a health check.
 */
@Module({})
export class ServiceCoreModule {
  static forRoot(options: ServiceCoreOptions): DynamicModule {
    const { config } = options;

    @Controller()
    class HealthController {
      constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}

      @MessagePattern(healthSubject(options.service))
      @PublicSubject('readiness checks (scripts/stack.mjs) ask as no user')
      async health() {
        await this.orm.em.fork().execute('select 1');
        return { status: 'ok', service: options.service };
      }
    }

    return {
      module: ServiceCoreModule,
      global: true,
      controllers: [HealthController],
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: LOGGER, useValue: options.logger },
        {
          provide: MikroORM,
          useFactory: () =>
            openDatabase({
              url: config.DATABASE_URL,
              schema: options.schema,
              entities: options.entities,
              migrations: [...EVENTS_MIGRATIONS, ...options.migrations],
              refuseSuperuser: config.NODE_ENV === 'production',
            }),
        },
        {
          provide: EventStream,
          useFactory: () =>
            EventStream.connect({
              url: natsEventsUrl(config.NATS_URL, options.service),
              prefix: config.NATS_PREFIX,
              stream: config.EVENTS_STREAM,
              name: `${options.service}-events`,
            }),
        },
        { provide: Outbox, useFactory: () => new Outbox(options.schema) },
        { provide: RequestOutcomes, useFactory: (orm: MikroORM) => new RequestOutcomes(orm, options.schema), inject: [MikroORM] },
        {
          provide: Transactions,
          useFactory: (orm: MikroORM, outbox: Outbox, outcomes: RequestOutcomes) => new Transactions(orm, outbox, outcomes),
          inject: [MikroORM, Outbox, RequestOutcomes],
        },
        {
          provide: OutboxRelay,
          useFactory: (orm: MikroORM, outbox: Outbox, stream: EventStream) =>
            new OutboxRelay(orm, options.schema, outbox, stream, options.logger),
          inject: [MikroORM, Outbox, EventStream],
        },
        {
          provide: EventConsumers,
          useFactory: (orm: MikroORM, stream: EventStream) =>
            new EventConsumers(orm, options.schema, stream, options.logger, { service: options.service }),
          inject: [MikroORM, EventStream],
        },
        {
          provide: EventRetention,
          useFactory: (orm: MikroORM) =>
            new EventRetention(
              orm,
              options.schema,
              { retentionMs: config.EVENT_RETENTION_DAYS * DAY_MS, intervalMs: config.EVENT_PRUNE_INTERVAL_MINUTES * 60_000 },
              options.logger,
            ),
          inject: [MikroORM],
        },
        {
          provide: ServiceLifecycle,
          useFactory: (relay: OutboxRelay, consumers: EventConsumers, retention: EventRetention, stream: EventStream, orm: MikroORM) =>
            new ServiceLifecycle(relay, consumers, retention, stream, orm),
          inject: [OutboxRelay, EventConsumers, EventRetention, EventStream, MikroORM],
        },
      ],
      exports: [SERVICE_CONFIG, LOGGER, MikroORM, EventStream, Outbox, Transactions, RequestOutcomes, OutboxRelay, EventConsumers],
    };
  }
}
