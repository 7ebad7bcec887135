import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { EventStream } from '../src/events/index.js';
import { natsConnectOptions, natsUrlAs } from '../src/nats/index.js';
import { createTestEnv, destroyTestEnv, type TestEnv } from '../src/testing/index.js';

/**
 * The NATS users of deploy/nats/authorization.conf on the run's own nats-server (the Jest global setup starts it with
 * that configuration): each process connects as itself and may do only its own part.
 */
describe('NATS credentials and subject permissions', () => {
  let env: TestEnv;
  let stream: EventStream;
  const open: NatsConnection[] = [];
  const as = async (user: string) => {
    const nc = await connect({ ...natsConnectOptions(natsUrlAs(env.NATS_URL, user)), name: `permissions-${user}` });
    open.push(nc);
    return nc;
  };
  const subject = (s: string) => `${env.NATS_PREFIX}${s}`;
  /** The permission error the server reports for what `act` does on the connection. */
  const refusal = async (nc: NatsConnection, act: () => unknown): Promise<string> => {
    const statuses = nc.status();
    act();
    for await (const status of statuses) if (status.type === 'error') return String((status.error as Error).message);
    return 'connection closed without an error';
  };

  beforeAll(async () => {
    env = createTestEnv('permissions');
    stream = await EventStream.connect({ url: env.NATS_URL, prefix: env.NATS_PREFIX, stream: env.EVENTS_STREAM, name: 'permissions-test' });
  });

  afterAll(async () => {
    await Promise.all(open.map((nc) => nc.close()));
    await stream?.close();
    await destroyTestEnv(env);
  });

  it('refuses a connection without credentials or with a wrong password', async () => {
    const { servers } = natsConnectOptions(env.NATS_URL);
    await expect(connect({ servers, maxReconnectAttempts: 0 })).rejects.toThrow(/Authorization Violation/);
    await expect(
      connect({ ...natsConnectOptions(natsUrlAs(env.NATS_URL, 'risk', 'not-the-password')), maxReconnectAttempts: 0 }),
    ).rejects.toThrow(/Authorization Violation/);
  });

  it("lets a service publish its own events and not another service's", async () => {
    const js = jetstream(await as('risk'));
    await expect(js.publish(subject('events.risk.created'), '{}')).resolves.toMatchObject({ stream: env.EVENTS_STREAM });
    await expect(js.publish(subject('events.user.created'), '{}')).rejects.toThrow(
      /Permissions Violation for Publish to ".*events\.user\.created"/,
    );
    await expect(jetstream(await as('notification')).publish(subject('events.task.created'), '{}')).rejects.toThrow(
      /Permissions Violation/,
    );
  });

  it('lets only the gateway send requests (they carry the actor): a service cannot ask another service', async () => {
    const risk = await as('risk');
    await expect(
      risk.request(subject('notification.activities.list'), JSON.stringify({ actor: { id: 'x', role: 'system_admin' }, data: {} })),
    ).rejects.toThrow(/Permissions Violation for Publish to ".*notification\.activities\.list"/);
    await expect((await as('notification')).request(subject('identity.users.list'), '{}')).rejects.toThrow(/Permissions Violation/);
  });

  it('lets a service answer only its own subjects and read only its own inbox', async () => {
    const risk = await as('risk');
    expect(await refusal(risk, () => risk.subscribe(subject('identity.>')))).toMatch(
      /Permissions Violation for Subscription to ".*identity\.>"/,
    );
    expect(await refusal(risk, () => risk.subscribe('_INBOX_gateway.>'))).toMatch(
      /Permissions Violation for Subscription to "_INBOX_gateway\.>"/,
    );
    expect(await refusal(risk, () => risk.subscribe('_INBOX.>'))).toMatch(/Permissions Violation for Subscription/);
  });

  it('does not let the gateway publish events or answer in place of a service', async () => {
    const gateway = await as('gateway');
    expect(await refusal(gateway, () => gateway.publish(subject('events.user.updated'), '{}'))).toMatch(
      /Permissions Violation for Publish/,
    );
    expect(await refusal(gateway, () => gateway.subscribe(subject('risk.>')))).toMatch(/Permissions Violation for Subscription/);
  });
});
