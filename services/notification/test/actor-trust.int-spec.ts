import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ACTOR_REFUSED, ActorSigner, natsConnectOptions, natsUrlAs, RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, gatewayRpcOptions } from '@rtm/backend/testing';
import { SUBJECTS, type Actor, type ActivityDto, type Page, type RpcEnvelope } from '@rtm/contracts';
import { startNotification } from './notification-test-app.js';

/**
 * A service believes only an actor the gateway signed for that subject a moment ago (ACTOR_SIGNING_KEY): a request
 * written by anyone else, replayed on another subject or later, or with its role raised, is refused with 401.
 */
describe('the actor of a request to a service', () => {
  const env = createTestEnv('actor_trust');
  const forged: Actor = { id: randomUUID(), role: 'system_admin' };
  const list = `${env.NATS_PREFIX}${SUBJECTS.notification.activitiesList}`;
  let service: Awaited<ReturnType<typeof startNotification>>;
  let nc: NatsConnection;

  /** A request as Nest's NATS client frames it, with the envelope as given; answers the service's reply. */
  const ask = async (envelope: RpcEnvelope, subject = list): Promise<{ err?: { status: number; message: string }; response?: unknown }> => {
    const reply = await nc.request(subject, JSON.stringify({ pattern: subject, data: envelope, id: randomUUID() }), { timeout: 30_000 });
    return reply.json();
  };

  beforeAll(async () => {
    service = await startNotification(env);
    // Connected as the gateway: even its NATS user gets nowhere without the signing key.
    nc = await connect(natsConnectOptions(natsUrlAs(env.NATS_URL, 'gateway')));
  });

  afterAll(async () => {
    await nc?.close();
    await service?.app.close();
    await destroyTestEnv(env);
  });

  it('refuses a made-up system_admin actor sent straight to notification.activities.list', async () => {
    expect(await ask({ actor: forged, data: {} })).toMatchObject({ err: { status: 401, message: ACTOR_REFUSED.missing } });
    expect(await ask({ actor: forged, actorProof: 'garbage', data: {} })).toMatchObject({
      err: { status: 401, message: ACTOR_REFUSED.malformed },
    });
  });

  it('refuses an actor signed with another key, for another subject, too long ago, or with its role raised', async () => {
    const wrongKey = new ActorSigner('not-the-key-of-this-run-at-all').sign(list, forged);
    expect(await ask({ actor: forged, actorProof: wrongKey, data: {} })).toMatchObject({
      err: { status: 401, message: ACTOR_REFUSED.invalid },
    });

    const signer = new ActorSigner(env.ACTOR_SIGNING_KEY);
    const otherSubject = signer.sign(`${env.NATS_PREFIX}${SUBJECTS.notification.activitiesMine}`, forged);
    expect(await ask({ actor: forged, actorProof: otherSubject, data: {} })).toMatchObject({
      err: { status: 401, message: ACTOR_REFUSED.invalid },
    });

    const old = new ActorSigner(env.ACTOR_SIGNING_KEY, () => Date.now() - 120_000).sign(list, forged);
    expect(await ask({ actor: forged, actorProof: old, data: {} })).toMatchObject({ err: { status: 401, message: ACTOR_REFUSED.expired } });

    const member: Actor = { id: forged.id, role: 'team_member' };
    const asMember = signer.sign(list, member);
    expect(await ask({ actor: forged, actorProof: asMember, data: {} })).toMatchObject({
      err: { status: 401, message: ACTOR_REFUSED.invalid },
    });
  });

  it("answers the gateway's signed request, and refuses the same request from a client without the key", async () => {
    const gateway = new RpcClient({ ...gatewayRpcOptions(env), name: 'actor-trust-gateway' });
    const keyless = new RpcClient({ ...gatewayRpcOptions(env), actorKey: undefined, name: 'actor-trust-keyless' });
    await Promise.all([gateway.connect(), keyless.connect()]);
    try {
      const page = await gateway.call(SUBJECTS.notification.activitiesList, {}, forged);
      expect((page as Page<ActivityDto>).items).toEqual([]);
      await expect(keyless.call(SUBJECTS.notification.activitiesList, {}, forged)).rejects.toMatchObject({ status: 401 });
    } finally {
      await Promise.all([gateway.close(), keyless.close()]);
    }
  });
});
