import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Actor, RpcEnvelope } from '@rtm/contracts';

/**
 * The gateway signs each request it sends on behalf of a user: `v2.<issued at, ms>.<HMAC-SHA256>` with
 * ACTOR_SIGNING_KEY in the envelope's `actorProof`, over the actor, the subject (with the run's prefix), that time, the
 * request key and the SHA-256 of the request's data as JSON text. A service accepts an actor only with a proof made for
 * that subject and that data, not older than ACTOR_PROOF_MAX_AGE_MS, so a message written by anything but the gateway,
 * replayed on another subject or later, or with its data changed, is refused (ActorGuard).
 *
 * The data is hashed as `JSON.stringify(data)`: the gateway sends exactly the text it signed (RpcClient splices it
 * into the message), and the service, which sees that text parsed, writes it again with JSON.stringify. Text that
 * JSON.stringify wrote comes back the same through JSON.parse and JSON.stringify (key order included), so both
 * sides hash the same bytes.
 */
export const ACTOR_PROOF_MAX_AGE_MS = 30_000;
const VERSION = 'v2';

/** Why a request was refused: the service's answer (401) says it. */
export const ACTOR_REFUSED = {
  noActor:
    'The request carries no actor: only the gateway may send requests, on behalf of a signed-in user (sign-in and health checks excepted).',
  missing: 'The request carries an actor without a signature: only the gateway may send requests on behalf of a user.',
  malformed: "The signature of the request's actor is malformed.",
  version:
    "The signature of the request's actor is of an older version that does not cover the request's data: the gateway and the services must run the same release.",
  expired: "The signature of the request's actor has expired.",
  invalid: "The signature of the request's actor is not valid for this actor, subject and data.",
} as const;

/** What a proof covers besides the subject: the envelope's actor, data (as its JSON text) and request key. */
export interface SignedRequest {
  actor: Actor;
  /** `JSON.stringify(data)`; undefined when the envelope carries no data. */
  dataJson: string | undefined;
  /** The envelope's `requestKey` as it is (written as JSON, so a key of another type or none at all differ). */
  requestKey?: unknown;
}

function mac(key: string, issuedAt: number, subject: string, request: SignedRequest): Buffer {
  const dataHash = createHash('sha256')
    .update(request.dataJson ?? '')
    .digest('base64url');
  // Neither a subject nor JSON text holds a line break: the fields cannot run into each other.
  return createHmac('sha256', key)
    .update(
      `${VERSION}\n${issuedAt}\n${subject}\n${JSON.stringify(request.actor)}\n${JSON.stringify(request.requestKey ?? null)}\n${dataHash}`,
    )
    .digest();
}

/**
 * Signs requests for the subjects they are sent on. No cache: the data's hash has to be made for every request
 * anyway, and the HMAC over ~200 bytes beside it costs about a microsecond.
 */
export class ActorSigner {
  constructor(
    private readonly key: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** `subject` is the full subject of the message (with the run's prefix). */
  sign(subject: string, request: SignedRequest): string {
    const now = this.now();
    return `${VERSION}.${now}.${mac(this.key, now, subject, request).toString('base64url')}`;
  }
}

/**
 * The envelope `{ actor, actorProof?, requestKey?, data }` as JSON text, signed when there is an actor and a signer,
 * its data written once: the text the proof covers is the very text sent (RpcClient).
 */
export function envelopeJson(signer: ActorSigner | null, subject: string, actor: Actor | null, data: unknown, requestKey?: string): string {
  const dataJson = JSON.stringify(data) as string | undefined;
  const head: Omit<RpcEnvelope, 'data'> = { actor };
  if (actor && signer) head.actorProof = signer.sign(subject, { actor, dataJson, requestKey });
  if (requestKey !== undefined) head.requestKey = requestKey;
  const headJson = JSON.stringify(head);
  return dataJson === undefined ? headJson : `${headJson.slice(0, -1)},"data":${dataJson}}`;
}

/** The JSON text a service hashes for an envelope's data (the gateway's text, written again). */
export function dataJsonOf(envelope: Partial<RpcEnvelope>): string | undefined {
  return envelope.data === undefined ? undefined : JSON.stringify(envelope.data);
}

/** Null when the envelope's proof is the gateway's for its actor, data and this subject and still fresh, else why not (ACTOR_REFUSED). */
export function actorProofProblem(
  key: string,
  subject: string,
  envelope: Partial<RpcEnvelope> & { actor: Actor },
  now = Date.now(),
): string | null {
  const proof = envelope.actorProof as unknown;
  if (proof === undefined || proof === null || proof === '') return ACTOR_REFUSED.missing;
  if (typeof proof === 'string' && /^\d{1,15}\.[A-Za-z0-9_-]{43}$/.test(proof)) return ACTOR_REFUSED.version;
  const match = typeof proof === 'string' ? /^v2\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(proof) : null;
  if (!match) return ACTOR_REFUSED.malformed;
  const issuedAt = Number(match[1]);
  if (Math.abs(now - issuedAt) > ACTOR_PROOF_MAX_AGE_MS) return ACTOR_REFUSED.expired;
  const given = Buffer.from(match[2], 'base64url');
  const expected = mac(key, issuedAt, subject, { actor: envelope.actor, dataJson: dataJsonOf(envelope), requestKey: envelope.requestKey });
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : ACTOR_REFUSED.invalid;
}
