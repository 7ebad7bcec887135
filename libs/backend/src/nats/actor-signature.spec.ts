import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { Actor, RpcEnvelope } from '@rtm/contracts';
import { ACTOR_PROOF_MAX_AGE_MS, ACTOR_REFUSED, ActorSigner, actorProofProblem, envelopeJson } from './actor-signature.js';

const KEY = 'unit-test-actor-signing-key';
const SUBJECT = 'run1.risk.risks.update';
const actor: Actor = { id: '6f1c1a44-6a55-4c39-9d0b-6f3c0f9b8c11', role: 'manager' };
const NOW = 1_800_000_000_000;

/** The envelope as a service sees it: the gateway's text, parsed (Nest's NATS deserializer is JSON.parse). */
function received(data: unknown, options: { signer?: ActorSigner; requestKey?: string; who?: Actor | null } = {}) {
  const signer = options.signer ?? new ActorSigner(KEY, () => NOW);
  return JSON.parse(
    envelopeJson(signer, SUBJECT, options.who === undefined ? actor : options.who, data, options.requestKey),
  ) as RpcEnvelope & {
    actor: Actor;
  };
}

const problem = (envelope: RpcEnvelope & { actor: Actor }, subject = SUBJECT, now = NOW) => actorProofProblem(KEY, subject, envelope, now);

describe('the signature of a request (actor, subject, time, request key and data)', () => {
  it('is accepted for the data as the service parsed it, whatever JSON.stringify wrote', () => {
    const data = {
      id: actor.id,
      title: 'Ünïcødé 🙂, "quotes", \\ and \n',
      lone: '\ud800 half an emoji',
      numbers: [0, -0, 1e21, 0.1 + 0.2, 5e-324, -1.5],
      when: new Date(NOW),
      nested: { b: 1, a: [null, true, { z: 'z', 10: 'ten', 2: 'two' }] },
      10: 'integer key after the others in the source',
      skipped: undefined,
    };
    expect(problem(received(data))).toBeNull();
    expect(problem(received(undefined))).toBeNull();
    expect(problem(received(null))).toBeNull();
    expect(problem(received('text'))).toBeNull();
    expect(problem(received({ q: 1 }, { requestKey: 'user-1:key-1' }))).toBeNull();
  });

  it('is refused when the data, the actor or the request key was changed', () => {
    const tamperedData = received({ id: 'r1', impact: 2 });
    tamperedData.data = { id: 'r1', impact: 5 };
    expect(problem(tamperedData)).toBe(ACTOR_REFUSED.invalid);

    const addedField = received({ id: 'r1' });
    addedField.data = { id: 'r1', ownerId: 'someone-else' };
    expect(problem(addedField)).toBe(ACTOR_REFUSED.invalid);

    const dataDropped = received({ id: 'r1' });
    delete (dataDropped as Partial<RpcEnvelope>).data;
    expect(problem(dataDropped)).toBe(ACTOR_REFUSED.invalid);

    const raised = received({});
    raised.actor = { ...actor, role: 'system_admin' };
    expect(problem(raised)).toBe(ACTOR_REFUSED.invalid);

    const keyChanged = received({}, { requestKey: 'user-1:key-1' });
    keyChanged.requestKey = 'user-1:key-2';
    expect(problem(keyChanged)).toBe(ACTOR_REFUSED.invalid);
    const keyAdded = received({});
    keyAdded.requestKey = 'user-1:key-1';
    expect(problem(keyAdded)).toBe(ACTOR_REFUSED.invalid);
  });

  it('is refused on another subject, with another key, or signed for no actor', () => {
    expect(problem(received({ id: 'r1' }), 'run1.risk.risks.delete')).toBe(ACTOR_REFUSED.invalid);
    expect(problem(received({ id: 'r1' }), 'run2.risk.risks.update')).toBe(ACTOR_REFUSED.invalid);
    const otherKey = received({ id: 'r1' }, { signer: new ActorSigner('another-key-entirely', () => NOW) });
    expect(problem(otherKey)).toBe(ACTOR_REFUSED.invalid);
    // Without an actor nothing is signed: an actor added afterwards has no proof.
    const unsigned = received({ id: 'r1' }, { who: null });
    expect(unsigned.actorProof).toBeUndefined();
    expect(problem({ ...unsigned, actor })).toBe(ACTOR_REFUSED.missing);
  });

  it(`is refused once older than ${ACTOR_PROOF_MAX_AGE_MS} ms (or as far ahead)`, () => {
    const envelope = received({ id: 'r1' });
    expect(problem(envelope, SUBJECT, NOW + ACTOR_PROOF_MAX_AGE_MS)).toBeNull();
    expect(problem(envelope, SUBJECT, NOW + ACTOR_PROOF_MAX_AGE_MS + 1)).toBe(ACTOR_REFUSED.expired);
    expect(problem(envelope, SUBJECT, NOW - ACTOR_PROOF_MAX_AGE_MS - 1)).toBe(ACTOR_REFUSED.expired);
  });

  it('refuses a version 1 proof (actor, subject and time only), even a valid one, and anything malformed', () => {
    const v1 = `${NOW}.${createHmac('sha256', KEY)
      .update(`v1\n${NOW}\n${SUBJECT}\n${JSON.stringify(actor)}`)
      .digest('base64url')}`;
    const envelope = received({ id: 'r1' });
    expect(problem({ ...envelope, actorProof: v1 })).toBe(ACTOR_REFUSED.version);
    expect(problem({ ...envelope, actorProof: undefined })).toBe(ACTOR_REFUSED.missing);
    for (const bad of ['garbage', `v3.${NOW}.${'A'.repeat(43)}`, `v2.${NOW}.short`, `v2.-1.${'A'.repeat(43)}`, 42]) {
      expect(problem({ ...envelope, actorProof: bad as string })).toBe(ACTOR_REFUSED.malformed);
    }
  });

  it('signs each request afresh: the same actor and subject with other data get another proof', () => {
    const signer = new ActorSigner(KEY, () => NOW);
    const first = signer.sign(SUBJECT, { actor, dataJson: '{"impact":2}' });
    expect(signer.sign(SUBJECT, { actor, dataJson: '{"impact":5}' })).not.toBe(first);
    expect(signer.sign(SUBJECT, { actor, dataJson: '{"impact":2}' })).toBe(first);
  });
});
