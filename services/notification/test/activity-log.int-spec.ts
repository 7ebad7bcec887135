import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, eventually, gatewayRpcOptions, TestPublisher } from '@rtm/backend/testing';
import { SUBJECTS, type Actor, type ActivityDto, type Page } from '@rtm/contracts';
import { domainEvent, startNotification, userEvent, userSummary } from './notification-test-app.js';

const ACTIVITY = 'notification-activity';
const USERS = 'notification-users';

describe('notification activity log (consumer)', () => {
  const env = createTestEnv('notif_log');
  const admin: Actor = { id: randomUUID(), role: 'system_admin' };
  let service: Awaited<ReturnType<typeof startNotification>>;
  let publisher: TestPublisher;
  let rpc: RpcClient;

  const start = () => startNotification(env, { CONSUMER_MAX_DELIVER: '3' });
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    service.orm.em.fork().execute<T[]>(query.replaceAll('$schema', `"${service.schema}"`), params);
  const activityRows = (eventId: string) => sql<{ user_id: string | null }>('select * from $schema.activity where event_id = ?', [eventId]);
  const list = (limit = 200) => rpc.send<Page<ActivityDto>>(SUBJECTS.notification.activitiesList, { limit }, admin);

  beforeAll(async () => {
    service = await start();
    publisher = await TestPublisher.connect(env);
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'notification-test' });
    await rpc.connect();
  });

  afterAll(async () => {
    await rpc?.close();
    await publisher?.close();
    await service?.app.close();
    await destroyTestEnv(env);
  });

  it('turns an event into exactly one activity that shows the acting user by name', async () => {
    const sara = userSummary();
    const created = userEvent('user_created', sara, admin);
    await publisher.publish(created);
    const riskId = randomUUID();
    const occurredAt = new Date('2026-03-04T05:06:07.000Z');
    const event = domainEvent({
      type: 'risk_created',
      actor: { id: sara.id, role: 'manager' },
      entity: { type: 'risk', id: riskId },
      description: 'Reported risk RSK-2026-0001: Server room flooding',
      data: { riskId, code: 'RSK-2026-0001' },
      occurredAt,
    });
    const seq = await publisher.publish(event);
    await publisher.consumed(ACTIVITY, seq);
    await publisher.consumed(USERS, seq);

    expect(await activityRows(event.id)).toHaveLength(1);
    const item = (await list()).items.find((a) => a.metadata?.eventId === event.id);
    expect(item).toEqual({
      id: expect.any(String),
      actionType: 'risk_created',
      entityType: 'risk',
      entityId: riskId,
      description: 'Reported risk RSK-2026-0001: Server room flooding',
      userId: sara.id,
      metadata: { riskId, code: 'RSK-2026-0001', eventId: event.id },
      createdAt: occurredAt.toISOString(),
      user: { firstName: 'Sara', lastName: 'Ali', email: 'sara.ali@example.com' },
    });
  });

  it('credits a user event without an actor to the user itself', async () => {
    const omar = userSummary({ firstName: 'Omar', lastName: 'Said', email: 'omar@example.com' });
    const event = userEvent('user_created', omar, null);
    const seq = await publisher.publish(event);
    await publisher.consumed(ACTIVITY, seq);
    await publisher.consumed(USERS, seq);
    const item = (await list()).items.find((a) => a.metadata?.eventId === event.id);
    expect(item).toMatchObject({
      actionType: 'user_created',
      entityType: 'user',
      entityId: omar.id,
      userId: omar.id,
      user: { firstName: 'Omar' },
    });
  });

  it('records an event delivered twice only once', async () => {
    const event = domainEvent({ type: 'task_created', actor: admin, entity: { type: 'task', id: randomUUID() } });
    const first = await publisher.publish(event);
    // A different Nats-Msg-Id gets past the stream's duplicate window: a true second delivery.
    const second = await publisher.publish(event, `${event.id}:again`);
    expect(second).toBeGreaterThan(first);
    await publisher.consumed(ACTIVITY, second);
    expect(await activityRows(event.id)).toHaveLength(1);

    // Even with the consumer's processed-event record gone, the unique event id keeps it at one row.
    await sql('delete from $schema.processed_event where event_id = ?', [event.id]);
    const third = await publisher.publish(event, `${event.id}:third`);
    await publisher.consumed(ACTIVITY, third);
    expect(await activityRows(event.id)).toHaveLength(1);
    expect(await sql('select 1 from $schema.processed_event where event_id = ?', [event.id])).toHaveLength(1);
  });

  it('keeps the newest name of a user and ignores an older update that arrives late', async () => {
    const user = userSummary({ firstName: 'Lina', lastName: 'Haddad', email: 'lina@example.com' });
    const t0 = new Date('2026-01-01T00:00:00Z');
    const newer = userEvent('user_updated', { ...user, firstName: 'Leena' }, admin, new Date(t0.getTime() + 60_000));
    const older = userEvent('user_updated', { ...user, firstName: 'Old' }, admin, t0);
    await publisher.publish(newer);
    const seq = await publisher.publish(older);
    await publisher.consumed(USERS, seq);
    const rows = await sql<{ first_name: string; role: string }>('select first_name, role from $schema.user_projection where id = ?', [
      user.id,
    ]);
    expect(rows).toEqual([{ first_name: 'Leena', role: 'manager' }]);

    const later = userEvent('user_updated', { ...user, firstName: 'Leena', role: 'executive' }, admin, new Date(t0.getTime() + 120_000));
    await publisher.consumed(USERS, await publisher.publish(later));
    expect(await sql('select first_name, role from $schema.user_projection where id = ?', [user.id])).toEqual([
      { first_name: 'Leena', role: 'executive' },
    ]);
  });

  it('handles an event published while the service was stopped exactly once after it restarts', async () => {
    const before = (await list()).total;
    await service.app.close();
    const event = domainEvent({ type: 'risk_updated', actor: admin, entity: { type: 'risk', id: randomUUID() } });
    const seq = await publisher.publish(event);

    service = await start();
    await publisher.consumed(ACTIVITY, seq);
    expect(await activityRows(event.id)).toHaveLength(1);
    expect((await list()).total).toBe(before + 1);
  });

  it('moves an event that keeps failing to the dead letter after the maximum deliveries, without blocking the rest', async () => {
    const poison = { id: randomUUID(), type: 'risk_created', version: 1, occurredAt: new Date().toISOString(), actor: admin, data: {} };
    const poisonSeq = await publisher.publish(poison, poison.id, 'events.risk.created');
    const healthy = domainEvent({ type: 'risk_closed', actor: admin, entity: { type: 'risk', id: randomUUID() } });
    await publisher.publish(healthy);
    // The healthy event is not held up by the poison one waiting for its retries.
    await eventually(async () => (await activityRows(healthy.id)).length === 1, 2_000);
    expect(await sql('select 1 from $schema.dead_letter where event_id = ? and consumer = ?', [poison.id, ACTIVITY])).toHaveLength(0);

    const dead = await eventually(
      async () => {
        const rows = await sql<{ consumer: string; error: string; subject: string }>(
          'select * from $schema.dead_letter where event_id = ? and consumer = ?',
          [poison.id, ACTIVITY],
        );
        return rows.length > 0 && rows;
      },
      15_000,
      200,
    );
    expect(dead).toEqual([
      expect.objectContaining({
        consumer: ACTIVITY,
        subject: `${env.NATS_PREFIX}events.risk.created`,
        error: expect.stringContaining('Malformed event'),
      }),
    ]);
    // Terminated, not left pending for redelivery.
    await publisher.consumed(ACTIVITY, poisonSeq);
    expect(await activityRows(poison.id)).toHaveLength(0);
  });

  it('logs a batch in one statement: a repeat in the batch and a redelivered event once each, a poison event to the dead letter alone', async () => {
    const logged = domainEvent({ type: 'risk_updated', actor: admin, entity: { type: 'risk', id: randomUUID() } });
    await publisher.consumed(ACTIVITY, await publisher.publish(logged));
    const riskEvents = Array.from({ length: 30 }, (_, i) =>
      domainEvent({
        type: 'risk_created',
        actor: admin,
        entity: { type: 'risk', id: randomUUID() },
        description: `Reported risk ${i}`,
        occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      }),
    );
    const poison = { id: randomUUID(), type: 'risk_created', version: 1, occurredAt: new Date().toISOString(), actor: admin, data: {} };
    await service.app.close();
    // While the service is down the events queue up, so they come back as one batch.
    for (const event of riskEvents.slice(0, 10)) await publisher.publish(event);
    await publisher.publish(riskEvents[3], `${riskEvents[3].id}:again`); // a repeat within the batch
    await publisher.publish(logged, `${logged.id}:again`); // a redelivery of an event logged before
    await publisher.publish(poison, poison.id, 'events.risk.created');
    let last = 0;
    for (const event of riskEvents.slice(10)) last = await publisher.publish(event);

    service = await start();
    await publisher.consumed(ACTIVITY, last, 15_000);
    const counts = await sql<{ event_id: string; n: number }>(
      'select event_id, count(*)::int as n from $schema.activity where event_id in (?) group by event_id',
      [[...riskEvents, logged, poison].map((e) => e.id)],
    );
    expect(Object.fromEntries(counts.map((r) => [r.event_id, r.n]))).toEqual(
      Object.fromEntries([...riskEvents, logged].map((e) => [e.id, 1])),
    );
    const dead = await eventually(
      async () => {
        const rows = await sql('select 1 from $schema.dead_letter where event_id = ? and consumer = ?', [poison.id, ACTIVITY]);
        return rows.length > 0 && rows;
      },
      15_000,
      200,
    );
    expect(dead).toHaveLength(1);
    const descriptions = await sql<{ description: string }>(
      'select description from $schema.activity where event_id in (?) order by created_at',
      [riskEvents.map((e) => e.id)],
    );
    expect(descriptions.map((r) => r.description)).toEqual(riskEvents.map((e) => e.description));
  });

  it('inserts the events of a busy stream many per transaction', async () => {
    await service.app.close();
    const events = Array.from({ length: 200 }, () =>
      domainEvent({ type: 'task_updated', actor: admin, entity: { type: 'task', id: randomUUID() } }),
    );
    let last = 0;
    for (const event of events) last = await publisher.publish(event);
    service = await start();
    await publisher.consumed(ACTIVITY, last, 15_000);
    // processed_at is the transaction's start: the number of distinct values is the number of transactions.
    const [{ transactions, n }] = await sql<{ transactions: number; n: number }>(
      'select count(distinct processed_at)::int as transactions, count(*)::int as n from $schema.processed_event where consumer = ? and event_id in (?)',
      [ACTIVITY, events.map((e) => e.id)],
    );
    expect(n).toBe(200);
    expect(transactions).toBeLessThan(20);
  });

  it('moves an unparseable message to the dead letter once, at its first delivery', async () => {
    const seq = await publisher.publish('this is not json', randomUUID(), 'events.risk.created');
    await publisher.consumed(ACTIVITY, seq, 5_000);
    const rows = await sql<{ consumer: string; event_id: string | null }>(
      'select consumer, event_id from $schema.dead_letter where payload = ? and consumer = ?',
      ['this is not json', ACTIVITY],
    );
    expect(rows).toEqual([{ consumer: ACTIVITY, event_id: null }]);
  });
});
