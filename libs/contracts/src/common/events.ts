import type { Actor } from './rpc.js';

/** Domain events (ARCHITECTURE.md, Messages): one JetStream stream, subjects `events.<aggregate>.<past-tense>`. */
export const EVENTS_STREAM = 'EVENTS';
export const EVENT_SUBJECT_PREFIX = 'events';

/** The envelope of every event on the stream; `P` is the payload (`data`) of its type `T`. */
export interface DomainEvent<P = unknown, T extends string = string> {
  id: string;
  type: T;
  version: number;
  occurredAt: string;
  actor: Actor | null;
  entity: { type: string; id: string };
  /** Human-readable description for the activity log. */
  description: string;
  data: P;
  /** W3C trace context of the request that caused the event. */
  traceparent?: string;
}

/**
 * The contract of one event: its literal type, its version and subject, and (at the type level
 * only) its payload. Producers create events from it (`createEvent(RiskCreated, ...)`) and consumers
 * register handlers on it, so both sides are checked against the same payload type.
 */
export interface EventDefinition<T extends string = string, P = unknown> {
  readonly type: T;
  readonly version: number;
  /** `events.<aggregate>.<past-tense>`; from version 2 on `.v<version>` is appended. */
  readonly subject: string;
  /** First part of the type: `risk` of `risk_created`. */
  readonly aggregate: string;
  /** Never set at run time: carries the payload type. */
  readonly payload?: P;
}

/** The event a definition describes, e.g. `EventOf<typeof RiskCreated>`. */
export type EventOf<D> = D extends EventDefinition<infer T, infer P> ? DomainEvent<P, T> : never;
/** The payload a definition describes, e.g. `PayloadOf<typeof RiskCreated>`. */
export type PayloadOf<D> = D extends EventDefinition<string, infer P> ? P : never;

/**
 * Declares an event: `defineEvent<'risk_created', RiskCreatedData>('risk_created')`. The type is
 * `<aggregate>_<past-tense>`; a payload change that old readers cannot read gets a new version.
 */
export function defineEvent<T extends string, P>(type: T, version = 1): EventDefinition<T, P> {
  const cut = type.indexOf('_');
  if (cut < 1) throw new Error(`Event type must be <aggregate>_<past-tense>: ${type}`);
  return Object.freeze({ type, version, subject: eventSubject(type, version), aggregate: type.slice(0, cut) });
}

/** `user_created` (version 1) -> `events.user.created`; version 2 -> `events.user.created.v2`. */
export function eventSubject(type: string, version = 1): string {
  const cut = type.indexOf('_');
  if (cut < 1) throw new Error(`Event type must be <aggregate>_<past-tense>: ${type}`);
  const base = `${EVENT_SUBJECT_PREFIX}.${type.slice(0, cut)}.${type.slice(cut + 1)}`;
  return version > 1 ? `${base}.v${version}` : base;
}

/** Every event of an aggregate, all versions: `events.user.>` (one filter subject for a consumer). */
export function aggregateSubjects(aggregate: string): string {
  return `${EVENT_SUBJECT_PREFIX}.${aggregate}.>`;
}
