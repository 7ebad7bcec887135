import { randomUUID } from 'node:crypto';
import { eventSubject, type Actor, type DomainEvent, type EventDefinition } from '@rtm/contracts';
import { currentTraceHeaders } from '../otel/trace-context.js';

export interface NewEvent<P> {
  actor: Actor | null;
  entity: { type: string; id: string };
  /** Human-readable line for the activity log. */
  description: string;
  data: P;
}

/**
 * A new event of the given definition (e.g. `createEvent(RiskCreated, {...})`); `data` must be the
 * definition's payload, so a wrong payload does not compile.
 */
export function createEvent<T extends string, P>(definition: EventDefinition<T, P>, input: NewEvent<NoInfer<P>>): DomainEvent<P, T> {
  const { traceparent } = currentTraceHeaders();
  return {
    id: randomUUID(),
    type: definition.type,
    version: definition.version,
    occurredAt: new Date().toISOString(),
    actor: input.actor,
    entity: input.entity,
    description: input.description,
    data: input.data,
    traceparent,
  };
}

/** The subject an event is published on (without the run's subject prefix). */
export function subjectOf(event: Pick<DomainEvent, 'type' | 'version'>): string {
  return eventSubject(event.type, event.version ?? 1);
}
