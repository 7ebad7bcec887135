import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { defineEvent } from '@rtm/contracts';
import { openDatabase } from '../src/db/index.js';
import {
  createEvent,
  EventStream,
  EVENTS_MIGRATIONS,
  MEMORY_PUBLISH_LIMIT,
  Outbox,
  OutboxRelay,
  Transactions,
} from '../src/events/index.js';
import { createLogger } from '../src/logging/index.js';
import { createTestEnv, destroyTestEnv, eventually, type TestEnv, setupTestJetStream } from '../src/testing/index.js';

const SCHEMA = 'relaytest';
const NoteTaken = defineEvent<'note_taken', { text: string }>('note_taken');
const NoteFiled = defineEvent<'note_filed', { text: string }>('note_filed');

/** The relay's publish from memory: with a poll too slow to matter, what a transaction commits still goes out at once. */
describe('outbox relay, publishing what was just committed', () => {
  let env: TestEnv;
  let orm: MikroORM;
  let stream: EventStream;
  let relay: OutboxRelay;
  let db: Transactions;

  const note = (text: string) =>
    createEvent(NoteTaken, { actor: null, entity: { type: 'note', id: '1' }, description: 'Note', data: { text } });
  const sentAt = async (ids: string[]) =>
    orm.em
      .fork()
      .execute<{ id: string; sent: boolean }[]>(
        `select id, sent_at is not null as sent from ${SCHEMA}.outbox_event where id = any(?::uuid[])`,
        [`{${ids.join(',')}}`],
      );
  const lastMessage = (subject: string) => stream.jsm.streams.getMessage(env.EVENTS_STREAM, { last_by_subj: stream.subject(subject) });
  const lastPublished = async (subject = 'events.note.taken') => {
    const message = await lastMessage(subject);
    return message ? new TextDecoder().decode(message.data) : undefined;
  };

  beforeAll(async () => {
    env = createTestEnv('relay');
    orm = await openDatabase({ url: env.DATABASE_URL, schema: SCHEMA, entities: [], migrations: EVENTS_MIGRATIONS });
    await setupTestJetStream(env);
    stream = await EventStream.connect({ url: env.NATS_URL, prefix: env.NATS_PREFIX, stream: env.EVENTS_STREAM, name: 'relay-test' });
    const outbox = new Outbox(SCHEMA);
    db = new Transactions(orm, outbox);
    relay = new OutboxRelay(orm, SCHEMA, outbox, stream, createLogger('relay-test', 'error'), 600_000);
    relay.start();
    await relay.flush(); // the start's pass: nothing older waits, so commits are published from memory from now on
  });

  afterAll(async () => {
    await relay?.stop();
    await stream?.close();
    await orm?.close();
    await destroyTestEnv(env);
  });

  it('publishes a transaction’s events before its answer and marks their rows sent, without waiting for a poll', async () => {
    const texts = ['plain', 'with "quotes", a \\ backslash and {braces}', 'عربي, ünïcode and a\nnew line'];
    const events = await db.run(async (_tx, emit) => {
      const made = texts.map(note);
      made.forEach(emit);
      return made;
    });
    // Published before run() answered, from memory: the text as written (a poll would publish the stored jsonb,
    // whose keys PostgreSQL reorders).
    expect(await lastPublished()).toBe(JSON.stringify(events[2]));
    await eventually(async () => (await sentAt(events.map((e) => e.id))).every((row) => row.sent));
    const stored = await orm.em
      .fork()
      .execute<{ payload: { data: { text: string } } }[]>(
        `select payload from ${SCHEMA}.outbox_event where id = any(?::uuid[]) order by seq`,
        [`{${events.map((e) => e.id).join(',')}}`],
      );
    expect(stored.map((row) => row.payload.data.text)).toEqual(texts);
  });

  it('hands a commit larger than MEMORY_PUBLISH_LIMIT to the poll, and a small commit after it does not overtake it', async () => {
    const streamCount = async () => (await stream.jsm.streams.info(env.EVENTS_STREAM)).state.messages;
    const before = await streamCount();
    const large = await db.run(async (_tx, emit) => {
      const made = Array.from({ length: MEMORY_PUBLISH_LIMIT + 1 }, (_, i) =>
        createEvent(NoteFiled, { actor: null, entity: { type: 'note', id: '1' }, description: 'Filed', data: { text: `bulk ${i}` } }),
      );
      made.forEach(emit);
      return made;
    });
    const [small] = await db.run(async (_tx, emit) => {
      const made = [note('after the bulk')];
      made.forEach(emit);
      return made;
    });
    const ids = [...large, small].map((e) => e.id);
    await eventually(async () => (await sentAt(ids)).filter((row) => row.sent).length === ids.length, 30_000);
    expect(await streamCount()).toBe(before + ids.length);
    expect(JSON.parse((await lastPublished()) ?? '{}').id).toBe(small.id);
    expect((await lastMessage('events.note.taken'))!.seq).toBeGreaterThan((await lastMessage('events.note.filed'))!.seq);
    // The bulk went out from the table (the stored jsonb, keys in PostgreSQL's order), not from the memory text.
    const lastOfBulk = (await lastPublished('events.note.filed')) ?? '';
    expect(JSON.parse(lastOfBulk)).toEqual(JSON.parse(JSON.stringify(large.at(-1))));
    expect(lastOfBulk).not.toBe(JSON.stringify(large.at(-1)));
  });
});
