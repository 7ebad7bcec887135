import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { AckPolicy, jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { Objm } from '@nats-io/obj';
import { importBucket } from '@rtm/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the project's nats-server with deploy/nats's configuration
import { startNatsServer, type NatsServer } from '../../../scripts/nats/nats-server.mjs';
import { durableName, EVENT_CONSUMERS, EventStream, eventStreamStateOn, setupJetStream } from '../src/events/index.js';
import { natsConnectOptions, natsUrlAs } from '../src/nats/index.js';
import { createTestEnv, destroyTestEnv, setupTestJetStream, type TestEnv } from '../src/testing/index.js';

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
    await setupTestJetStream(env);
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

  it("lets a service publish its own events as its events user and not another service's", async () => {
    const js = jetstream(await as('risk-events'));
    await expect(js.publish(subject('events.risk.created'), '{}')).resolves.toMatchObject({ stream: env.EVENTS_STREAM });
    // Issue 26: the review settings' changes are risk's settings_changed events.
    await expect(js.publish(subject('events.settings.changed'), '{}')).resolves.toMatchObject({ stream: env.EVENTS_STREAM });
    await expect(js.publish(subject('events.user.created'), '{}')).rejects.toThrow(
      /Permissions Violation for Publish to ".*events\.user\.created"/,
    );
    await expect(jetstream(await as('notification-events')).publish(subject('events.task.created'), '{}')).rejects.toThrow(
      /Permissions Violation/,
    );
  });

  it("lets a service's answering user publish nothing but its replies, and its events user answer nothing", async () => {
    await expect(jetstream(await as('risk')).publish(subject('events.risk.created'), '{}')).rejects.toThrow(
      /Permissions Violation for Publish to ".*events\.risk\.created"/,
    );
    const events = await as('risk-events');
    expect(await refusal(events, () => events.subscribe(subject('risk.>')))).toMatch(
      /Permissions Violation for Subscription to ".*risk\.>"/,
    );
  });

  it('lets only the gateway send requests (they carry the actor): a service cannot ask another service', async () => {
    const risk = await as('risk-events');
    await expect(
      risk.request(subject('notification.activities.list'), JSON.stringify({ actor: { id: 'x', role: 'system_admin' }, data: {} })),
    ).rejects.toThrow(/Permissions Violation for Publish to ".*notification\.activities\.list"/);
    await expect((await as('notification')).request(subject('identity.users.list'), '{}')).rejects.toThrow(/Permissions Violation/);
    await expect((await as('notification-events')).request(subject('identity.users.list'), '{}')).rejects.toThrow(/Permissions Violation/);
  });

  it("lets the notification's events user ask for a committee pack's data (issue 29) and for nothing else of the services", async () => {
    const notification = await as('notification-events');
    // Allowed: no one answers here, so the request ends without responders, never with a permissions violation.
    for (const allowed of ['risk.report.data', 'task.report.data'])
      await expect(notification.request(subject(allowed), '{}', { timeout: 1000 })).rejects.not.toThrow(/Permissions Violation/);
    for (const refused of ['risk.risks.list', 'task.tasks.list', 'identity.users.list'])
      await expect(notification.request(subject(refused), '{}', { timeout: 1000 })).rejects.toThrow(/Permissions Violation/);
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

/**
 * JetStream's API on a server of this test's own with the production rendering of the permissions (no prefix, stream
 * EVENTS, bucket RTM_UPLOADS: on the Jest run's server those names are wildcards), after the JetStream setup as the
 * administrator: each process may use what its work needs and nothing that would let it read or break another's.
 */
describe('JetStream rights of each NATS user (production permissions)', () => {
  const SERVICES = ['identity', 'risk', 'task', 'notification'] as const;
  const STREAM = 'EVENTS';
  /** An event each service may publish, and a durable of another service that it filters. */
  const OWN_EVENT: Record<(typeof SERVICES)[number], string> = {
    identity: 'events.user.created',
    risk: 'events.risk.created',
    task: 'events.task.created',
    notification: 'events.settings.changed',
  };
  let server: NatsServer;
  const open: NatsConnection[] = [];
  const as = async (user: string) => {
    const nc = await connect({ ...natsConnectOptions(server.urlAs(user)), name: `js-rights-${user}` });
    open.push(nc);
    return nc;
  };
  const managerOf = (nc: NatsConnection): Promise<JetStreamManager> => jetstreamManager(nc, { checkAPI: false });
  const violation = /Permissions Violation for Publish to "\$JS\.API\./;
  const subscriptionRefusal = async (nc: NatsConnection, subject: string): Promise<string> => {
    const statuses = nc.status();
    nc.subscribe(subject);
    for await (const status of statuses) if (status.type === 'error') return String((status.error as Error).message);
    return 'connection closed without an error';
  };

  beforeAll(async () => {
    server = await startNatsServer({ prefix: '', stream: STREAM });
    await setupJetStream({ url: server.urlAs('admin'), prefix: '', stream: STREAM });
  });

  afterAll(async () => {
    await Promise.all(open.map((nc) => nc.close()));
    await server?.stop();
  });

  it('the setup made the stream, every durable of the catalog and the uploads bucket', async () => {
    const jsm = await managerOf(await as('admin'));
    const names: string[] = [];
    for await (const consumer of jsm.consumers.list(STREAM)) names.push(consumer.name);
    expect(names.sort()).toEqual(EVENT_CONSUMERS.map((c) => durableName(c.service, c.name)).sort());
    await expect(jsm.streams.info(`OBJ_${importBucket('')}`)).resolves.toBeTruthy();
  });

  const EVENTS_USERS = SERVICES.map((service) => `${service}-events`);

  it.each([...SERVICES, ...EVENTS_USERS, 'gateway'])(
    'refuses %s creating a stream (over identity.>), purging or deleting the events stream',
    async (user) => {
      const jsm = await managerOf(await as(user));
      await expect(jsm.streams.add({ name: 'SIGN_INS', subjects: ['identity.>'] })).rejects.toThrow(violation);
      await expect(jsm.streams.purge(STREAM)).rejects.toThrow(violation);
      await expect(jsm.streams.delete(STREAM)).rejects.toThrow(violation);
      await expect(jsm.streams.update(STREAM, { subjects: ['>'] })).rejects.toThrow(violation);
    },
  );

  it.each([...SERVICES, ...EVENTS_USERS, 'gateway'])(
    "refuses %s listing, reading, changing or deleting another's consumer",
    async (user) => {
      const jsm = await managerOf(await as(user));
      const other = EVENT_CONSUMERS.find((c) => `${c.service}-events` !== user)!;
      const durable = durableName(other.service, other.name);
      await expect(jsm.consumers.delete(STREAM, durable)).rejects.toThrow(violation);
      await expect(jsm.consumers.update(STREAM, durable, { filter_subject: 'events.>' })).rejects.toThrow(violation);
      await expect(jsm.consumers.add(STREAM, { durable_name: durable, ack_policy: AckPolicy.Explicit })).rejects.toThrow(violation);
      await expect(jetstream(await as(user)).consumers.get(STREAM, durable)).rejects.toThrow(violation);
      await expect((await as(user)).request(`$JS.API.CONSUMER.MSG.NEXT.${STREAM}.${durable}`, '{"batch":1}')).rejects.toThrow(violation);
      await expect(jsm.consumers.list(STREAM).next()).rejects.toThrow(violation);
      await expect(jsm.streams.list().next()).rejects.toThrow(violation);
    },
  );

  it.each(SERVICES)("refuses %s publishing another service's events, subscribing to identity.> or to _INBOX.>", async (service) => {
    const js = jetstream(await as(`${service}-events`));
    // Issue 26: risk publishes settings_changed too (its review settings), notification's own event here.
    const others = SERVICES.filter((s) => s !== service && !(service === 'risk' && s === 'notification')).map((s) => OWN_EVENT[s]);
    for (const subject of others) await expect(js.publish(subject, '{}')).rejects.toThrow(/Permissions Violation for Publish/);
    if (service !== 'identity')
      expect(await subscriptionRefusal(await as(service), 'identity.>')).toMatch(/Permissions Violation for Subscription/);
    expect(await subscriptionRefusal(await as(service), '_INBOX.>')).toMatch(/Permissions Violation for Subscription/);
    expect(await subscriptionRefusal(await as(service), 'events.>')).toMatch(/Permissions Violation for Subscription/);
  });

  it('refuses the gateway subscribing to identity.> or _INBOX.>, and publishing any event', async () => {
    const gateway = await as('gateway');
    expect(await subscriptionRefusal(gateway, 'identity.>')).toMatch(/Permissions Violation for Subscription/);
    expect(await subscriptionRefusal(await as('gateway'), '_INBOX.>')).toMatch(/Permissions Violation for Subscription/);
    await expect(jetstream(await as('gateway')).publish('events.user.created', '{}')).rejects.toThrow(/Permissions Violation/);
  });

  it.each(SERVICES)('lets %s publish its own events and read, fetch and acknowledge each of its own durables', async (service) => {
    const nc = await as(`${service}-events`);
    const js = jetstream(nc);
    await expect(js.publish(OWN_EVENT[service], '{}')).resolves.toMatchObject({ stream: STREAM });
    expect(await eventStreamStateOn(nc, STREAM)).toEqual({ state: 'up', replicas: 1, currentReplicas: 1 });
    const admin = jetstream(await as('admin'));
    for (const declared of EVENT_CONSUMERS.filter((c) => c.service === service)) {
      const durable = durableName(service, declared.name);
      // An event of its filter, played by the administrator (its slice's service would publish it).
      await admin.publish(declared.subject.replace('>', 'played').replace('*', 'played'), JSON.stringify({ durable }));
      const consumer = await js.consumers.get(STREAM, durable);
      for (;;) {
        const msg = await consumer.next({ expires: 2000 });
        expect(msg).not.toBeNull();
        const done = msg!.json<{ durable?: string }>().durable === durable;
        expect(await msg!.ackAck()).toBe(true);
        if (done) break;
      }
      expect((await consumer.info()).num_ack_pending).toBe(0);
    }
  });

  it('lets the gateway read the stream state and create an ephemeral consumer, not a durable or a named one', async () => {
    const gateway = await as('gateway');
    expect(await eventStreamStateOn(gateway, STREAM)).toEqual({ state: 'up', replicas: 1, currentReplicas: 1 });
    const jsm = await managerOf(gateway);
    const live = await jsm.consumers.add(STREAM, {
      ack_policy: AckPolicy.None,
      deliver_subject: '_INBOX_gateway.live',
      filter_subject: 'events.>',
    });
    expect(live.config.durable_name).toBeUndefined();
    await expect(jsm.consumers.add(STREAM, { durable_name: 'gateway-live', ack_policy: AckPolicy.None })).rejects.toThrow(violation);
    await expect(jsm.consumers.add(STREAM, { name: 'gateway-live', ack_policy: AckPolicy.None })).rejects.toThrow(violation);
    // The ephemeral form with a durable name is refused by the server itself.
    const refused = await gateway.request(
      `$JS.API.CONSUMER.CREATE.${STREAM}`,
      JSON.stringify({ stream_name: STREAM, config: { durable_name: 'gateway-live', ack_policy: 'none' } }),
    );
    expect(refused.json<{ error?: { code: number } }>().error?.code).toBe(400);
  });

  it('lets the gateway put an upload into the bucket and the risk service read and delete it', async () => {
    const bucket = importBucket('');
    const put = await new Objm(await as('gateway')).open(bucket);
    await put.putBlob({ name: 'upload-1' }, new TextEncoder().encode('spreadsheet'));
    const store = await new Objm(await as('risk-events')).open(bucket);
    expect(new TextDecoder().decode((await store.getBlob('upload-1'))!)).toBe('spreadsheet');
    await store.delete('upload-1');
    expect(await store.get('upload-1')).toBeNull();
    await expect(new Objm(await as('task-events')).open(bucket)).rejects.toThrow(violation);
    await expect(new Objm(await as('risk')).open(bucket)).rejects.toThrow(violation);
  });
});
