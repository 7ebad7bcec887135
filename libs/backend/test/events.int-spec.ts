import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { defineEvent } from '@rtm/contracts';
import { openDatabase } from '../src/db/index.js';
import {
  createEvent,
  DEFAULT_ACK_WAIT_MS,
  DurableConsumer,
  ensureDurable,
  EventHandlers,
  readConsumerLag,
  EventRetention,
  EventStream,
  EVENTS_MIGRATIONS,
  Outbox,
  OutboxRelay,
  Transactions,
} from '../src/events/index.js';
import { createLogger } from '../src/logging/index.js';
import { createTestEnv, destroyTestEnv, eventually, setupTestJetStream, type TestEnv } from '../src/testing/index.js';

const SCHEMA = 'eventstest';

/** An event of this test only. */
const ThingHappened = defineEvent<'thing_happened', { poison?: boolean }>('thing_happened');
const SlowWorkDone = defineEvent<'slowwork_done', Record<string, never>>('slowwork_done');
/** Two kinds of one aggregate, of which a consumer wants one. */
const PickWanted = defineEvent<'pick_wanted', Record<string, never>>('pick_wanted');
const PickIgnored = defineEvent<'pick_ignored', Record<string, never>>('pick_ignored');

describe('outbox, relay and durable consumer', () => {
  let env: TestEnv;
  let orm: MikroORM;
  let stream: EventStream;
  let outbox: Outbox;
  let relay: OutboxRelay;
  let db: Transactions;
  const logger = createLogger('events-test', 'error');
  const failures = new Map<string, number>();

  /** The consumer, whose start first makes its durable as the JetStream setup would (this test's durables are not in the catalog). */
  const declared = (
    consumer: DurableConsumer,
    durable: string,
    subject: string,
    settings: { maxDeliver?: number; ackWaitMs?: number } = {},
  ) =>
    Object.assign(consumer, {
      start: async () => {
        await ensureDurable(stream.jsm, env.EVENTS_STREAM, { durable, filterSubject: stream.subject(subject), maxDeliver: 5, ...settings });
        await DurableConsumer.prototype.start.call(consumer);
      },
    });

  const consumer = (maxDeliver = 5) =>
    declared(
      new DurableConsumer(
        orm,
        SCHEMA,
        stream,
        {
          durable: 'effects',
          subject: 'events.thing.*',
          handle: async (event, tx) => {
            if ((event.data as { poison?: boolean }).poison) {
              failures.set(event.id, (failures.get(event.id) ?? 0) + 1);
              throw new Error('poison');
            }
            await tx.execute(`insert into ${SCHEMA}.effect (event_id) values (?)`, [event.id]);
          },
        },
        logger,
      ),
      'effects',
      'events.thing.*',
      { maxDeliver },
    );

  const emitThing = (data: { poison?: boolean } = {}) =>
    db.run(async (_tx, emit) => {
      const event = createEvent(ThingHappened, {
        actor: null,
        entity: { type: 'thing', id: '1' },
        description: 'A thing happened',
        data,
      });
      emit(event);
      return event;
    });

  const effectsOf = async (eventId: string) =>
    Number((await orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from ${SCHEMA}.effect where event_id = ?`, [eventId]))[0].n);

  beforeAll(async () => {
    env = createTestEnv('events');
    orm = await openDatabase({
      url: env.DATABASE_URL,
      schema: SCHEMA,
      entities: [],
      migrations: [
        ...EVENTS_MIGRATIONS,
        { name: '0001-effect', up: ['create table effect (id serial primary key, event_id uuid not null)'] },
      ],
    });
    await setupTestJetStream(env);
    stream = await EventStream.connect({ url: env.NATS_URL, prefix: env.NATS_PREFIX, stream: env.EVENTS_STREAM, name: 'events-test' });
    outbox = new Outbox(SCHEMA);
    db = new Transactions(orm, outbox);
    relay = new OutboxRelay(orm, SCHEMA, outbox, stream, logger, 200);
    relay.start();
  });

  afterAll(async () => {
    await relay?.stop();
    await stream?.close();
    await orm?.close();
    await destroyTestEnv(env);
  });

  it('rolls back the events of a failed transaction', async () => {
    await expect(
      db.run(async (_tx, emit) => {
        emit(createEvent(ThingHappened, { actor: null, entity: { type: 'thing', id: '1' }, description: 'x', data: {} }));
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    const rows = await orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from ${SCHEMA}.outbox_event`);
    expect(Number(rows[0].n)).toBe(0);
  });

  it('handles an event published while the consumer was stopped exactly once after it restarts', async () => {
    const first = consumer();
    await first.start();
    const before = await emitThing();
    await eventually(async () => (await effectsOf(before.id)) === 1);
    await first.stop();

    const whileDown = await emitThing();
    // Published to the stream while nobody consumes it.
    await eventually(async () => {
      const rows = await orm.em
        .fork()
        .execute<{ sent: boolean }[]>(`select sent_at is not null as sent from ${SCHEMA}.outbox_event where id = ?`, [whileDown.id]);
      return rows[0]?.sent === true;
    });
    expect(await effectsOf(whileDown.id)).toBe(0);

    const second = consumer();
    await second.start();
    await eventually(async () => (await effectsOf(whileDown.id)) === 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await effectsOf(whileDown.id)).toBe(1);
    expect(await effectsOf(before.id)).toBe(1);
    await second.stop();
  });

  it('ignores a redelivered event (same id, published again past the stream de-duplication)', async () => {
    const c = consumer();
    await c.start();
    const event = await emitThing();
    await eventually(async () => (await effectsOf(event.id)) === 1);
    await stream.js.publish(stream.subject('events.thing.happened'), JSON.stringify(event), { msgID: `${event.id}-again` });
    const marker = await emitThing(); // delivered after the duplicate, so the duplicate has been processed by then
    await eventually(async () => (await effectsOf(marker.id)) === 1);
    expect(await effectsOf(event.id)).toBe(1);
    await c.stop();
  });

  it('drops duplicate publishes of the same outbox row (Nats-Msg-Id)', async () => {
    const event = await emitThing();
    await stream.js.publish(stream.subject('events.thing.happened'), JSON.stringify(event), { msgID: event.id });
    const ack = await stream.js.publish(stream.subject('events.thing.happened'), JSON.stringify(event), { msgID: event.id });
    expect(ack.duplicate).toBe(true);
  });

  it('keeps a handler that runs past the ack wait from being redelivered (in-progress acks)', async () => {
    const ackWaitMs = 1_000;
    const slow = declared(
      new DurableConsumer(
        orm,
        SCHEMA,
        stream,
        {
          durable: 'slow-effects',
          subject: 'events.slowwork.*',
          handle: async (event, tx) => {
            await sleep(2.5 * ackWaitMs);
            await tx.execute(`insert into ${SCHEMA}.effect (event_id) values (?)`, [event.id]);
          },
        },
        logger,
      ),
      'slow-effects',
      'events.slowwork.*',
      { ackWaitMs },
    );
    await slow.start();
    const event = await db.run(async (_tx, emit) => {
      const done = createEvent(SlowWorkDone, { actor: null, entity: { type: 'thing', id: '2' }, description: 'Slow work', data: {} });
      emit(done);
      return done;
    });
    // While the handler works, /health reports the event as the consumer's lag; afterwards none.
    await eventually(async () => (await readConsumerLag())['slow-effects'] === 1, 5_000);
    await eventually(async () => (await effectsOf(event.id)) === 1, 15_000);
    await eventually(async () => (await readConsumerLag())['slow-effects'] === 0, 5_000);
    await sleep(ackWaitMs); // a redelivery would have been sent by now
    const info = await stream.jsm.consumers.info(env.EVENTS_STREAM, 'slow-effects');
    expect(info.delivered.consumer_seq).toBe(1); // delivered once, never again
    expect(info.num_ack_pending + info.num_redelivered).toBe(0);
    await slow.stop();
    expect(await readConsumerLag()).not.toHaveProperty('slow-effects');
  });

  it('asks the server to redeliver an unacknowledged event after 10 s by default', async () => {
    expect(DEFAULT_ACK_WAIT_MS).toBe(10_000);
    const c = consumer();
    await c.start();
    const info = await stream.jsm.consumers.info(env.EVENTS_STREAM, 'effects');
    expect(info.config.ack_wait).toBe(10_000 * 1_000_000);
    await c.stop();
  });

  /** Events published while no consumer runs, and the last of them once the relay has sent it. */
  const publishWhileStopped = async (data: { poison?: boolean }[]) => {
    const c = consumer(2);
    await c.start();
    await c.stop();
    const events = [];
    for (const d of data) events.push(await emitThing(d));
    const last = events[events.length - 1];
    await eventually(async () => {
      const rows = await orm.em
        .fork()
        .execute<{ sent: boolean }[]>(`select sent_at is not null as sent from ${SCHEMA}.outbox_event where id = ?`, [last.id]);
      return rows[0]?.sent === true;
    });
    return events;
  };

  it('handles the events that arrived together in one transaction', async () => {
    const events = await publishWhileStopped([{}, {}, {}, {}, {}, {}]);
    const c = consumer(2);
    await c.start();
    await eventually(async () => (await effectsOf(events[5].id)) === 1, 10_000);
    for (const event of events) expect(await effectsOf(event.id)).toBe(1);
    // One transaction records several ids at once (now() is the transaction's start): a batch, not one by one.
    const [{ together }] = await orm.em
      .fork()
      .execute<{ together: string }[]>(
        `select max(n) as together from (select count(*) as n from ${SCHEMA}.processed_event where consumer = 'effects' and event_id in (?) group by processed_at) t`,
        [events.map((e) => e.id)],
      );
    expect(Number(together)).toBeGreaterThan(1);
    await c.stop();
  });

  it('handles each event of a batch alone when one of them fails: the others once, the failing one to the dead letters', async () => {
    const events = await publishWhileStopped([{}, {}, { poison: true }, {}, {}]);
    const c = consumer(2);
    await c.start();
    await eventually(
      async () =>
        (
          await orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from ${SCHEMA}.dead_letter where event_id = ?`, [events[2].id])
        )[0].n === '1',
      10_000,
    );
    for (const event of events.filter((_, i) => i !== 2)) expect(await effectsOf(event.id)).toBe(1);
    expect(await effectsOf(events[2].id)).toBe(0);
    await c.stop();
  });

  it('acknowledges the events no handler wants without a transaction or a record, in a batch and alone', async () => {
    const handlers = new EventHandlers().on(PickWanted, async (event, tx) => {
      await tx.execute(`insert into ${SCHEMA}.effect (event_id) values (?)`, [event.id]);
    });
    const picky = () =>
      declared(
        new DurableConsumer(
          orm,
          SCHEMA,
          stream,
          { durable: 'picky', subject: 'events.pick.*', handle: handlers.handle, wants: handlers.wants },
          logger,
        ),
        'picky',
        'events.pick.*',
      );
    const emitPick = (definition: typeof PickWanted | typeof PickIgnored) =>
      db.run(async (_tx, emit) => {
        const event = createEvent(definition, { actor: null, entity: { type: 'pick', id: '1' }, description: 'Picked', data: {} });
        emit(event);
        return event;
      });
    const sent = (id: string) =>
      eventually(
        async () =>
          (
            await orm.em
              .fork()
              .execute<{ sent: boolean }[]>(`select sent_at is not null as sent from ${SCHEMA}.outbox_event where id = ?`, [id])
          )[0]?.sent === true,
      );
    const first = picky();
    await first.start();
    await first.stop();
    // While stopped: the consumer meets them as one batch.
    const batch = [await emitPick(PickIgnored), await emitPick(PickWanted), await emitPick(PickIgnored), await emitPick(PickWanted)];
    await sent(batch[3].id);
    const c = picky();
    await c.start();
    await eventually(async () => (await effectsOf(batch[3].id)) === 1, 10_000);
    // Running: one at a time.
    const ignored = await emitPick(PickIgnored);
    const wanted = await emitPick(PickWanted);
    await eventually(async () => (await effectsOf(wanted.id)) === 1 && (await c.lag()) === 0, 10_000);
    const recorded = await orm.em
      .fork()
      .execute<{ event_id: string }[]>(`select event_id from ${SCHEMA}.processed_event where consumer = 'picky' order by event_id`);
    expect(recorded.map((r) => r.event_id).sort()).toEqual([batch[1].id, batch[3].id, wanted.id].sort());
    for (const event of [batch[0], batch[2], ignored]) expect(await effectsOf(event.id)).toBe(0);
    await c.stop();
  });

  it('moves an event that keeps failing to the dead-letter table after max deliveries', async () => {
    const c = consumer(2);
    await c.start();
    const poison = await emitThing({ poison: true });
    const row = await eventually(
      async () =>
        (
          await orm.em
            .fork()
            .execute<{ event_id: string; error: string }[]>(`select event_id, error from ${SCHEMA}.dead_letter where event_id = ?`, [
              poison.id,
            ])
        )[0],
      10_000,
    );
    expect(row.error).toBe('poison');
    expect(failures.get(poison.id)).toBe(2);
    await c.stop();
  });
});

describe(EventRetention.name, () => {
  const SCHEMA_R = 'retentiontest';
  let env: TestEnv;
  let orm: MikroORM;
  const logger = createLogger('retention-test', 'error');
  const sql = (text: string, params: unknown[] = []) => orm.em.fork().execute<Record<string, unknown>[]>(text, params);
  const DAY = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    env = createTestEnv('retention');
    orm = await openDatabase({ url: env.DATABASE_URL, schema: SCHEMA_R, entities: [], migrations: EVENTS_MIGRATIONS });
  });

  afterAll(async () => {
    await orm?.close();
    await destroyTestEnv(env);
  });

  it('deletes published outbox rows and processed records past the retention, in batches, and keeps the rest', async () => {
    const outboxRow = (sentDaysAgo: number | null, createdDaysAgo: number) =>
      sql(
        `insert into ${SCHEMA_R}.outbox_event (id, subject, payload, created_at, sent_at)
         values (gen_random_uuid(), 'events.thing.happened', '{}', now() - make_interval(days => ?), ${
           sentDaysAgo === null ? 'null' : 'now() - make_interval(days => ?)'
         })`,
        sentDaysAgo === null ? [createdDaysAgo] : [createdDaysAgo, sentDaysAgo],
      );
    for (let i = 0; i < 5; i++) await outboxRow(10, 10); // published long ago: pruned
    await outboxRow(null, 30); // never published (NATS was down for a month): kept for the relay
    await outboxRow(1, 1); // published yesterday: kept
    for (let i = 0; i < 5; i++)
      await sql(
        `insert into ${SCHEMA_R}.processed_event (consumer, event_id, processed_at) values ('c', gen_random_uuid(), now() - interval '9 days')`,
      );
    await sql(`insert into ${SCHEMA_R}.processed_event (consumer, event_id) values ('c', gen_random_uuid())`);
    // Outcomes of requests under an Idempotency-Key: kept 24 h (the key's lifetime), whatever the event retention.
    await sql(
      `insert into ${SCHEMA_R}.request_outcome (actor_id, request_key, subject, created_at) values ('u', 'old', 's', now() - interval '25 hours')`,
    );
    await sql(`insert into ${SCHEMA_R}.request_outcome (actor_id, request_key, subject) values ('u', 'new', 's')`);

    const retention = new EventRetention(orm, SCHEMA_R, { retentionMs: 7 * DAY, intervalMs: 60_000, batchSize: 2 }, logger);
    expect(await retention.prune()).toEqual({ outbox: 5, processed: 5, requests: 1 });

    const left = await sql(`select sent_at is null as unsent from ${SCHEMA_R}.outbox_event order by seq`);
    expect(left).toEqual([{ unsent: true }, { unsent: false }]);
    expect((await sql(`select count(*)::int as n from ${SCHEMA_R}.processed_event`))[0].n).toBe(1);
    expect(await sql(`select request_key from ${SCHEMA_R}.request_outcome`)).toEqual([{ request_key: 'new' }]);
    expect(await retention.prune()).toEqual({ outbox: 0, processed: 0, requests: 0 });
  });

  it('never waits for rows a writer holds (skip locked)', async () => {
    await sql(
      `insert into ${SCHEMA_R}.outbox_event (id, subject, payload, sent_at) values (gen_random_uuid(), 'events.thing.happened', '{}', now() - interval '30 days')`,
    );
    const retention = new EventRetention(orm, SCHEMA_R, { retentionMs: 7 * DAY, intervalMs: 60_000 }, logger);
    const writer = orm.em.fork();
    await writer.transactional(async (tx) => {
      await tx.execute(`select seq from ${SCHEMA_R}.outbox_event where sent_at < now() - interval '7 days' for update`);
      expect(await retention.prune()).toEqual({ outbox: 0, processed: 0, requests: 0 }); // returns at once; the held row stays
    });
    expect(await retention.prune()).toEqual({ outbox: 1, processed: 0, requests: 0 });
  });
});
