import type { EntityManager } from '@mikro-orm/postgresql';
import { aggregateSubjects, EVENT_SUBJECT_PREFIX, type DomainEvent, type EventDefinition } from '@rtm/contracts';

/** Handles one event inside the transaction that records it as handled. */
export type EventHandler<P = unknown, T extends string = string> = (event: DomainEvent<P, T>, tx: EntityManager) => Promise<void>;

/** Handles the new events of a batch at once (in stream order), inside the transaction that records them as handled. */
export type EventsHandler = (events: DomainEvent[], tx: EntityManager) => Promise<void>;

/** Whether a consumer's handler does anything with an event. */
export type EventFilter = (event: Pick<DomainEvent, 'type' | 'version'>) => boolean;

/** A durable consumer as a service declares it (EventConsumers.register). */
export interface EventConsumerSpec {
  /** Unique in the service; the durable is `<service>-<name>` (e.g. notification-activity). */
  name: string;
  /** One filter subject: `EventHandlers.subject`, `ALL_EVENTS` or `events.<aggregate>.>`. */
  subject: string;
  /** Runs inside the transaction that records the event as handled. */
  handle: EventHandler;
  /** The new events of a batch at once, replacing `handle` (ConsumerOptions.handleMany). */
  handleMany?: EventsHandler;
  /** Most events per batch (ConsumerOptions.batchSize). */
  batchSize?: number;
  /** Events of the filter subject that `handle` would ignore are acknowledged without a transaction (`EventHandlers.wants`). */
  wants?: EventFilter;
}

/** Every event on the stream, all aggregates (the activity log). */
export const ALL_EVENTS = `${EVENT_SUBJECT_PREFIX}.>`;

/**
 * Handlers per event definition, each typed with its event's payload: `.on(UserCreated, (event, tx) => ...)`
 * gets `event.data` as UserCreatedData. Events of other types or versions are ignored.
 */
export class EventHandlers {
  private readonly handlers = new Map<string, EventHandler>();
  private readonly aggregates = new Set<string>();
  private readonly subjects = new Set<string>();

  on<T extends string, P>(definition: EventDefinition<T, P>, handler: EventHandler<P, T>): this {
    const key = keyOf(definition.type, definition.version);
    if (this.handlers.has(key)) throw new Error(`Two handlers for ${key}`);
    this.handlers.set(key, handler as EventHandler);
    this.aggregates.add(definition.aggregate);
    this.subjects.add(definition.subject);
    return this;
  }

  /**
   * The narrowest one filter subject covering every handled event (NATS 2.9 takes one per consumer): the event's own
   * subject when there is one kind, else its aggregate's, else every event.
   */
  get subject(): string {
    if (this.subjects.size === 1) return [...this.subjects][0];
    return this.aggregates.size === 1 ? aggregateSubjects([...this.aggregates][0]) : ALL_EVENTS;
  }

  /** Whether a handler takes this event: the others of the filter subject are acknowledged without a transaction. */
  readonly wants: EventFilter = (event) => this.handlers.has(keyOf(event.type, event.version ?? 1));

  readonly handle: EventHandler = async (event, tx) => {
    const handler = this.handlers.get(keyOf(event.type, event.version ?? 1));
    if (handler) await handler(event, tx);
  };

  /** The durable consumer `name` of these handlers (EventConsumers.register). */
  consumer(name: string): EventConsumerSpec {
    return { name, subject: this.subject, handle: this.handle, wants: this.wants };
  }
}

const keyOf = (type: string, version: number) => `${type}@${version}`;
