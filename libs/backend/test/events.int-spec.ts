import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { defineEvent } from '@rtm/contracts';
import { openDatabase } from '../src/db/index.js';
import { createEvent, DurableConsumer, EventStream, EVENTS_MIGRATIONS, Outbox, OutboxRelay, Transactions } from '../src/events/index.js';
import { JsonLogger } from '../src/logging/index.js';
import { createTestEnv, destroyTestEnv, eventually, type TestEnv } from '../src/testing/index.js';

const SCHEMA = 'eventstest';

/** An event of this test only. */
const ThingHappened = defineEvent<'thing_happened', { poison?: boolean }>('thing_happened');

describe('outbox, relay and durable consumer', () => {
  let env: TestEnv;
  let orm: MikroORM;
  let stream: EventStream;
  let outbox: Outbox;
  let relay: OutboxRelay;
  let db: Transactions;
  const logger = new JsonLogger('events-test', 'error');
  const failures = new Map<string, number>();

  const consumer = (maxDeliver = 5) =>
    new DurableConsumer(
      orm,
      SCHEMA,
      stream,
      {
        durable: 'effects',
        subject: 'events.thing.*',
        maxDeliver,
        handle: async (event, tx) => {
          if ((event.data as { poison?: boolean }).poison) {
            failures.set(event.id, (failures.get(event.id) ?? 0) + 1);
            throw new Error('poison');
          }
          await tx.execute(`insert into ${SCHEMA}.effect (event_id) values (?)`, [event.id]);
        },
      },
      logger,
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
