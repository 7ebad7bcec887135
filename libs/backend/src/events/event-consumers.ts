import type { LoggerService } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { DurableConsumer } from './durable-consumer.js';
import type { EventFilter, EventHandler } from './event-handlers.js';
import type { EventStream } from './jetstream.js';

export interface EventConsumerSpec {
  /** Unique in the service; the durable is `<service>-<name>` (e.g. notification-activity). */
  name: string;
  /** One filter subject: `EventHandlers.subject`, `ALL_EVENTS` or `events.<aggregate>.>`. */
  subject: string;
  /** Runs inside the transaction that records the event as handled. */
  handle: EventHandler;
  /** Events of the filter subject that `handle` would ignore are acknowledged without a transaction (`EventHandlers.wants`). */
  wants?: EventFilter;
}

/**
 * The one way a service runs durable consumers. Providers register their consumers while the
 * application initialises (constructor or onModuleInit); ServiceCoreModule starts them all once the
 * application is up and stops them before it closes the event stream and the database.
 */
export class EventConsumers {
  private readonly specs = new Map<string, EventConsumerSpec>();
  private running: DurableConsumer[] = [];
  private started = false;

  constructor(
    private readonly orm: MikroORM,
    /** The service's schema (processed_event, dead_letter and the projections live there). */
    readonly schema: string,
    private readonly stream: EventStream,
    private readonly logger: LoggerService,
    private readonly options: { service: string; maxDeliver: number },
  ) {}

  register(spec: EventConsumerSpec): void {
    if (this.started) throw new Error(`Consumer ${spec.name} registered after start: register while the application initialises`);
    if (this.specs.has(spec.name)) throw new Error(`Two consumers named ${spec.name}`);
    this.specs.set(spec.name, spec);
  }

  async start(): Promise<void> {
    this.started = true;
    for (const spec of this.specs.values()) {
      const consumer = new DurableConsumer(
        this.orm,
        this.schema,
        this.stream,
        {
          durable: this.durableOf(spec.name),
          subject: spec.subject,
          handle: spec.handle,
          wants: spec.wants,
          maxDeliver: this.options.maxDeliver,
        },
        this.logger,
      );
      await consumer.start();
      this.running.push(consumer);
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.running.map((consumer) => consumer.stop()));
    this.running = [];
  }

  private durableOf(name: string): string {
    return `${this.options.service}-${name}`;
  }
}
