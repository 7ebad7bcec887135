import type { UserRole } from './enums.js';

/** Who asks: every NATS request carries it (ARCHITECTURE.md, Messages). */
export interface Actor {
  id: string;
  role: UserRole;
}

export interface RpcEnvelope<T = unknown> {
  actor: Actor | null;
  data: T;
}

/** How a service answers an error; the gateway maps it to the same HTTP status and message. */
export interface RpcErrorBody {
  status: number;
  message: string | string[];
}

/** Domain event envelope on the JetStream stream EVENTS. */
export interface DomainEvent<T = Record<string, unknown>> {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  actor: Actor | null;
  entity: { type: string; id: string };
  /** Human-readable description for the activity log. */
  description: string;
  data: T;
  /** W3C trace context of the request that caused the event. */
  traceparent?: string;
}
