import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createHmac } from 'node:crypto';
import { ACTOR_REFUSED, ActorSigner, envelopeJson, natsConnectOptions, natsUrlAs, RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, gatewayRpcOptions } from '@rtm/backend/testing';
import { SUBJECTS, type Actor, type ActivityDto, type Page, type RpcEnvelope } from '@rtm/contracts';
import { startNotification } from './notification-test-app.js';

/**
 * A service believes only an actor the gateway signed for that subject and that data a moment ago
 * (ACTOR_SIGNING_KEY): a request written by anyone else, replayed on another subject or later, with its role raised
 * or its data changed, or without an actor on a subject that is not public, is refused with 401.
 */
describe('the actor of a request to a service', () => {
  const env = createTestEnv('actor_trust');
  const forged: Actor = { id: randomUUID(), role: 'system_admin' };
  const list = `${env.NATS_PREFIX}${SUBJECTS.notification.activitiesList}`;
  let service: Awaited<ReturnType<typeof startNotification>>;
  let nc: NatsConnection;

  /** A request as Nest's NATS client frames it, with the envelope as given; answers the service's reply. */
  const ask = async (
    envelope: Partial<RpcEnvelope>,
    subject = list,
  ): Promise<{ err?: { status: number; message: string }; response?: unknown }> => {
    const reply = await nc.request(subject, JSON.stringify({ pattern: subject, data: envelope, id: randomUUID() }), { timeout: 30_000 });
    return reply.json();
  };
  /** The envelope the gateway would send with this signer (parsed back). */
  const signed = (signer: ActorSigner, subject: string, actor: Actor, data: unknown): RpcEnvelope =>
    JSON.parse(envelopeJson(signer, subject, actor, data)) as RpcEnvelope;

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
    const wrongKey = signed(new ActorSigner('not-the-key-of-this-run-at-all'), list, forged, {});
    expect(await ask(wrongKey)).toMatchObject({ err: { status: 401, message: ACTOR_REFUSED.invalid } });

    const signer = new ActorSigner(env.ACTOR_SIGNING_KEY);
    const otherSubject = signed(signer, `${env.NATS_PREFIX}${SUBJECTS.notification.activitiesMine}`, forged, {});
    expect(await ask(otherSubject)).toMatchObject({ err: { status: 401, message: ACTOR_REFUSED.invalid } });

    const old = signed(new ActorSigner(env.ACTOR_SIGNING_KEY, () => Date.now() - 120_000), list, forged, {});
    expect(await ask(old)).toMatchObject({ err: { status: 401, message: ACTOR_REFUSED.expired } });

    const asMember = signed(signer, list, { id: forged.id, role: 'team_member' }, {});
    expect(await ask({ ...asMember, actor: forged })).toMatchObject({ err: { status: 401, message: ACTOR_REFUSED.invalid } });
  });

  it('refuses a signed request whose data was changed, and a version 1 signature (actor, subject and time only)', async () => {
    const signer = new ActorSigner(env.ACTOR_SIGNING_KEY);
    const genuine = signed(signer, list, forged, { limit: 1 });
    expect(await ask(genuine)).toMatchObject({ response: { items: [], total: 0 } });
    expect(await ask({ ...genuine, data: { limit: 100 } })).toMatchObject({ err: { status: 401, message: ACTOR_REFUSED.invalid } });
    expect(await ask({ ...genuine, data: undefined })).toMatchObject({ err: { status: 401, message: ACTOR_REFUSED.invalid } });

    const issuedAt = Date.now();
    const v1 = createHmac('sha256', env.ACTOR_SIGNING_KEY)
      .update(`v1\n${issuedAt}\n${list}\n${JSON.stringify(forged)}`)
      .digest('base64url');
    expect(await ask({ actor: forged, actorProof: `${issuedAt}.${v1}`, data: {} })).toMatchObject({
      err: { status: 401, message: ACTOR_REFUSED.version },
    });
  });

  it('refuses a request without an actor, except on a public subject (the health check)', async () => {
    expect(await ask({ actor: null, data: {} })).toMatchObject({ err: { status: 401, message: ACTOR_REFUSED.noActor } });
    expect(await ask({ data: {} })).toMatchObject({ err: { status: 401, message: ACTOR_REFUSED.noActor } });
    const health = `${env.NATS_PREFIX}${SUBJECTS.health('notification')}`;
    expect(await ask({ actor: null, data: {} }, health)).toMatchObject({ response: { status: 'ok', service: 'notification' } });
    // An actor on a public subject is checked all the same.
    expect(await ask({ actor: forged, data: {} }, health)).toMatchObject({ err: { status: 401, message: ACTOR_REFUSED.missing } });
  });

  it("answers the gateway's signed request, and refuses the same request from a client without the key", async () => {
    const gateway = new RpcClient({ ...gatewayRpcOptions(env), name: 'actor-trust-gateway' });
    const keyless = new RpcClient({ ...gatewayRpcOptions(env), actorKey: undefined, name: 'actor-trust-keyless' });
    await Promise.all([gateway.connect(), keyless.connect()]);
    try {
      const page = await gateway.call(SUBJECTS.notification.activitiesList, {}, forged);
      expect((page as Page<ActivityDto>).items).toEqual([]);
      await expect(keyless.call(SUBJECTS.notification.activitiesList, {}, forged)).rejects.toMatchObject({ status: 401 });
      await expect(gateway.call(SUBJECTS.notification.activitiesList, {}, null)).rejects.toMatchObject({
        status: 401,
        message: ACTOR_REFUSED.noActor,
      });
    } finally {
      await Promise.all([gateway.close(), keyless.close()]);
    }
  });
});
