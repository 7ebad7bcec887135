import { randomUUID } from 'node:crypto';
import { currentTraceHeaders } from '../otel/trace-context.js';
import { eventSubject, type Actor, type DomainEvent } from '@rtm/contracts';

export interface NewEvent<T> {
  /** action_type of the spec, `<aggregate>_<past-tense>`: user_created, risk_closed, comment_added. */
  type: string;
  actor: Actor | null;
  entity: { type: string; id: string };
  description: string;
  data: T;
}

export function createEvent<T extends Record<string, unknown>>(input: NewEvent<T>): DomainEvent<T> {
  const { traceparent } = currentTraceHeaders();
  return { id: randomUUID(), version: 1, occurredAt: new Date().toISOString(), ...input, traceparent };
}

/** `user_created` -> `events.user.created` (without the run's subject prefix). */
export function subjectOf(event: Pick<DomainEvent, 'type'>): string {
  const cut = event.type.indexOf('_');
  if (cut < 1) throw new Error(`Event type must be <aggregate>_<past-tense>: ${event.type}`);
  return eventSubject(event.type.slice(0, cut), event.type.slice(cut + 1));
}
