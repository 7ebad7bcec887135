import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Actor } from '@rtm/contracts';

/**
 * The gateway signs the actor of each request: `<issued at, ms>.<HMAC-SHA256 over the actor, the subject and that
 * time>` with ACTOR_SIGNING_KEY, in the envelope's `actorProof`. A service accepts an actor only with a proof made for
 * that subject (with the run's prefix) and not older than ACTOR_PROOF_MAX_AGE_MS, so a message written by anything but
 * the gateway, or replayed on another subject or later, is refused (ActorGuard).
 */
export const ACTOR_PROOF_MAX_AGE_MS = 30_000;
/** How long the gateway reuses one proof for the same actor and subject (signing stays off the hot path). */
const REUSE_MS = 5_000;
const CACHE_LIMIT = 10_000;

/** Why an actor was refused: the service's answer (401) says it. */
export const ACTOR_REFUSED = {
  missing: 'The request carries an actor without a signature: only the gateway may send requests on behalf of a user.',
  malformed: "The signature of the request's actor is malformed.",
  expired: "The signature of the request's actor has expired.",
  invalid: "The signature of the request's actor is not valid for this actor and subject.",
} as const;

function mac(key: string, issuedAt: number, subject: string, actor: Actor): Buffer {
  return createHmac('sha256', key)
    .update(`v1\n${issuedAt}\n${subject}\n${JSON.stringify(actor)}`)
    .digest();
}

/** Signs actors for the subjects they ask on, reusing a proof for a few seconds per actor and subject. */
export class ActorSigner {
  private readonly cache = new Map<string, { issuedAt: number; proof: string }>();

  constructor(
    private readonly key: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** `subject` is the full subject of the message (with the run's prefix). */
  sign(subject: string, actor: Actor): string {
    const cacheKey = `${subject}\n${JSON.stringify(actor)}`;
    const now = this.now();
    const cached = this.cache.get(cacheKey);
    if (cached && now - cached.issuedAt < REUSE_MS) return cached.proof;
    const proof = `${now}.${mac(this.key, now, subject, actor).toString('base64url')}`;
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(cacheKey, { issuedAt: now, proof });
    return proof;
  }
}

/** Null when the proof is the gateway's for this actor and subject and still fresh, else why not (ACTOR_REFUSED). */
export function actorProofProblem(key: string, subject: string, actor: Actor, proof: unknown, now = Date.now()): string | null {
  if (proof === undefined || proof === null || proof === '') return ACTOR_REFUSED.missing;
  const match = typeof proof === 'string' ? /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(proof) : null;
  if (!match) return ACTOR_REFUSED.malformed;
  const issuedAt = Number(match[1]);
  if (Math.abs(now - issuedAt) > ACTOR_PROOF_MAX_AGE_MS) return ACTOR_REFUSED.expired;
  const given = Buffer.from(match[2], 'base64url');
  const expected = mac(key, issuedAt, subject, actor);
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : ACTOR_REFUSED.invalid;
}
