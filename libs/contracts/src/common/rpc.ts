import type { UserRole } from './enums.js';

/** Who asks: every NATS request carries it (ARCHITECTURE.md, Messages). */
export interface Actor {
  id: string;
  role: UserRole;
}

export interface RpcEnvelope<T = unknown> {
  actor: Actor | null;
  /**
   * The gateway's signature of the actor, subject, time, request key and data (libs/backend nats/actor-signature.ts);
   * services refuse an actor without a valid one, and a request without an actor except on a few public subjects.
   */
  actorProof?: string;
  data: T;
  /**
   * Set by the gateway on the requests of a POST sent with an Idempotency-Key (one value per user, key and request):
   * the service carries such a request out once and answers a repeat with the first outcome (RequestOutcomes).
   */
  requestKey?: string;
}

/** How a service answers an error; the gateway maps it to the same HTTP status and message. */
export interface RpcErrorBody {
  status: number;
  message: string | string[];
}

/**
 * One request/reply subject's contract: what it takes and what it answers. Each slice lists its
 * subjects in an interface `{ [subject]: Rpc<Request, Response> }` (see risk/subjects.ts), so the
 * gateway's clients and the service's handlers are checked against the same types.
 */
export interface Rpc<Request, Response> {
  request: Request;
  response: Response;
}

/** `<service>.health.check`, answered by every service (ServiceCoreModule). */
export function healthSubject(service: string): string {
  return `${service}.health.check`;
}
