import type { LoggerService } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { declaredConsumer, durableName } from './consumer-catalog.js';
import { DurableConsumer } from './durable-consumer.js';
import type { EventConsumerSpec } from './event-handlers.js';
import type { EventStream } from './jetstream.js';

export type { EventConsumerSpec } from './event-handlers.js';

/**
 * The one way a service runs durable consumers, each one declared in the consumer catalog. Providers register their consumers while the
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
    private readonly options: { service: string },
  ) {}

  register(spec: EventConsumerSpec): void {
    if (this.started) throw new Error(`Consumer ${spec.name} registered after start: register while the application initialises`);
    if (this.specs.has(spec.name)) throw new Error(`Two consumers named ${spec.name}`);
    const declared = declaredConsumer(this.options.service, spec.name);
    if (declared?.subject !== spec.subject) {
      throw new Error(
        `Consumer ${durableName(this.options.service, spec.name)} on ${spec.subject} is not in the catalog (libs/backend/src/events/consumer-catalog.ts` +
          `${declared ? ` has ${declared.subject}` : ''}): the JetStream setup creates only the durables declared there.`,
      );
    }
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
          handleMany: spec.handleMany,
          batchSize: spec.batchSize,
          wants: spec.wants,
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
    return durableName(this.options.service, name);
  }
}
