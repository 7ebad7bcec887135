import type { EntityManager } from '@mikro-orm/postgresql';
import { aggregateSubjects, EVENT_SUBJECT_PREFIX, type DomainEvent, type EventDefinition } from '@rtm/contracts';

/** Handles one event inside the transaction that records it as handled. */
export type EventHandler<P = unknown, T extends string = string> = (event: DomainEvent<P, T>, tx: EntityManager) => Promise<void>;

/** Every event on the stream, all aggregates (the activity log). */
export const ALL_EVENTS = `${EVENT_SUBJECT_PREFIX}.>`;

/**
 * Handlers per event definition, each typed with its event's payload: `.on(UserCreated, (event, tx) => ...)`
 * gets `event.data` as UserCreatedData. Events of other types or versions are ignored.
 */
export class EventHandlers {
  private readonly handlers = new Map<string, EventHandler>();
  private readonly aggregates = new Set<string>();

  on<T extends string, P>(definition: EventDefinition<T, P>, handler: EventHandler<P, T>): this {
    const key = keyOf(definition.type, definition.version);
    if (this.handlers.has(key)) throw new Error(`Two handlers for ${key}`);
    this.handlers.set(key, handler as EventHandler);
    this.aggregates.add(definition.aggregate);
    return this;
  }

  /** One filter subject covering every handled event (NATS 2.9 takes one per consumer). */
  get subject(): string {
    return this.aggregates.size === 1 ? aggregateSubjects([...this.aggregates][0]) : ALL_EVENTS;
  }

  readonly handle: EventHandler = async (event, tx) => {
    const handler = this.handlers.get(keyOf(event.type, event.version ?? 1));
    if (handler) await handler(event, tx);
  };
}

const keyOf = (type: string, version: number) => `${type}@${version}`;
