import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { defineEvent, type DomainEvent, type EventDefinition } from '@rtm/contracts';
import { openDatabase } from '../src/db/index.js';
import { createEvent } from '../src/events/index.js';
import { defineProjection } from '../src/projections/index.js';
import { createTestEnv, destroyTestEnv, type TestEnv } from '../src/testing/index.js';

const SCHEMA = 'projectiontest';

const ShelfCreated = defineEvent<'shelf_created', { shelfId: number; label: string; color: string }>('shelf_created');
const ShelfPainted = defineEvent<'shelf_painted', { shelfId: number; color: string }>('shelf_painted');
const ShelfRemoved = defineEvent<'shelf_removed', { shelfId: number }>('shelf_removed');

interface ShelfRow {
  id: number;
  label?: string;
  color: string;
}

const SHELVES = defineProjection<ShelfRow>({ name: 'shelves', table: 'shelf_projection', key: 'id', fillWhenEmpty: ['label'] })
  .from(ShelfCreated, ({ shelfId, label, color }) => ({ id: shelfId, label, color }))
  .from(ShelfPainted, ({ shelfId, color }) => ({ id: shelfId, color }))
  .removedBy(ShelfRemoved, ({ shelfId }) => shelfId);

describe('Projection', () => {
  let env: TestEnv;
  let orm: MikroORM;
  const consumer = SHELVES.consumer(SCHEMA);

  /** An event as of `at`, applied the way the durable consumer applies it (in a transaction). */
  const apply = async (event: DomainEvent, at: string) => {
    await orm.em.fork().transactional((tx) => consumer.handle({ ...event, occurredAt: at }, tx));
  };
  const shelves = () => orm.em.fork().execute(`select id, label, color from ${SCHEMA}.shelf_projection order by id`);
  const event = <T extends string, P>(definition: EventDefinition<T, P>, data: P) =>
    createEvent(definition, { actor: null, entity: { type: 'shelf', id: '1' }, description: 'x', data });

  beforeAll(async () => {
    env = createTestEnv('projection');
    orm = await openDatabase({
      url: env.DATABASE_URL,
      schema: SCHEMA,
      entities: [],
      migrations: [
        {
          name: '0001',
          up: ['create table shelf_projection (id integer primary key, label text, color text, version_at timestamptz not null)'],
        },
      ],
    });
  });

  afterAll(async () => {
    await orm?.close();
    await destroyTestEnv(env);
  });

  it('feeds one consumer from the events it declares, on one filter subject', () => {
    expect(consumer.name).toBe('shelves');
    expect(consumer.subject).toBe('events.shelf.>');
  });

  it('keeps the newest facts, fills what an older event knows, and deletes', async () => {
    await apply(event(ShelfPainted, { shelfId: 1, color: 'red' }), '2026-01-01T00:00:02Z'); // arrives before its creation
    await apply(event(ShelfCreated, { shelfId: 1, label: 'Top', color: 'white' }), '2026-01-01T00:00:01Z');
    expect(await shelves()).toEqual([{ id: 1, label: 'Top', color: 'red' }]);

    await apply(event(ShelfPainted, { shelfId: 1, color: 'blue' }), '2026-01-01T00:00:03Z');
    await apply(event(ShelfPainted, { shelfId: 1, color: 'green' }), '2026-01-01T00:00:02Z'); // late and older: ignored
    expect(await shelves()).toEqual([{ id: 1, label: 'Top', color: 'blue' }]);

    await apply(event(ShelfRemoved, { shelfId: 1 }), '2026-01-01T00:00:01Z'); // older than the last paint: kept
    expect(await shelves()).toHaveLength(1);
    await apply(event(ShelfRemoved, { shelfId: 1 }), '2026-01-01T00:00:04Z');
    expect(await shelves()).toEqual([]);
  });

  it('applies a batch in a few statements exactly as its events one by one would', async () => {
    const at = (second: number) => `2026-02-01T00:00:${String(second).padStart(2, '0')}Z`;
    // Rows 10 to 14: each created, painted (twice for some, once late and older), and row 12 removed in the batch.
    const batch: DomainEvent[] = [];
    for (let id = 10; id < 15; id++)
      batch.push({ ...event(ShelfCreated, { shelfId: id, label: `L${id}`, color: 'white' }), occurredAt: at(1) });
    batch.push({ ...event(ShelfPainted, { shelfId: 10, color: 'red' }), occurredAt: at(3) });
    batch.push({ ...event(ShelfPainted, { shelfId: 10, color: 'green' }), occurredAt: at(2) }); // older: ignored
    batch.push({ ...event(ShelfPainted, { shelfId: 11, color: 'blue' }), occurredAt: at(2) });
    batch.push({ ...event(ShelfRemoved, { shelfId: 12 }), occurredAt: at(4) });
    batch.push({ ...event(ShelfPainted, { shelfId: 13, color: 'black' }), occurredAt: at(5) });
    batch.push({ ...event(ShelfPainted, { shelfId: 13, color: 'grey' }), occurredAt: at(6) });
    // A paint of row 15 before its creation, in the same batch.
    batch.push({ ...event(ShelfPainted, { shelfId: 15, color: 'pink' }), occurredAt: at(7) });
    batch.push({ ...event(ShelfCreated, { shelfId: 15, label: 'L15', color: 'white' }), occurredAt: at(1) });

    await orm.em.fork().transactional((tx) => consumer.handleMany!(batch, tx));
    const batched = await shelves();
    await orm.em.fork().execute(`delete from ${SCHEMA}.shelf_projection`);
    for (const one of batch) await orm.em.fork().transactional((tx) => consumer.handle(one, tx));
    expect(batched).toEqual(await shelves());
    expect(batched).toEqual([
      { id: 10, label: 'L10', color: 'red' },
      { id: 11, label: 'L11', color: 'blue' },
      { id: 13, label: 'L13', color: 'grey' },
      { id: 14, label: 'L14', color: 'white' },
      { id: 15, label: 'L15', color: 'pink' },
    ]);
  });
});
