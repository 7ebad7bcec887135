import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestEnv, destroyTestEnv, TestPublisher } from '@rtm/backend/testing';
import { domainEvent, startNotification } from './notification-test-app.js';

describe('activity log is append-only (database trigger)', () => {
  const env = createTestEnv('notif_append');
  let service: Awaited<ReturnType<typeof startNotification>>;
  let publisher: TestPublisher;
  let eventId: string;

  /** Raw SQL as any connection of the service's database user would run it (the ORM is not in the way). */
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    service.orm.em.fork().execute<T[]>(query.replaceAll('$schema', `"${service.schema}"`), params);
  const descriptionOf = async (id: string) =>
    (await sql<{ description: string }>('select description from $schema.activity where event_id = ?', [id])).map((r) => r.description);

  beforeAll(async () => {
    service = await startNotification(env);
    publisher = await TestPublisher.connect(env);
    const event = domainEvent({
      type: 'risk_created',
      actor: { id: randomUUID(), role: 'manager' },
      entity: { type: 'risk', id: randomUUID() },
      description: 'Reported risk RSK-2026-0042',
    });
    eventId = event.id;
    await publisher.consumed('notification-activity', await publisher.publish(event));
  });

  afterAll(async () => {
    await publisher?.close();
    await service?.app.close();
    await destroyTestEnv(env);
  });

  it('inserts: the consumer recorded the event, and a plain INSERT works', async () => {
    expect(await descriptionOf(eventId)).toEqual(['Reported risk RSK-2026-0042']);
    const other = randomUUID();
    await sql(
      `insert into $schema.activity (id, event_id, action_type, entity_type, entity_id, description) values (?, ?, 'task_created', 'task', 't-1', 'Created task')`,
      [randomUUID(), other],
    );
    expect(await descriptionOf(other)).toEqual(['Created task']);
  });

  it('refuses an UPDATE with a clear message and leaves the row as it was', async () => {
    await expect(sql(`update $schema.activity set description = 'rewritten' where event_id = ?`, [eventId])).rejects.toThrow(
      'The activity log is append-only: UPDATE of activity rows is not allowed',
    );
    expect(await descriptionOf(eventId)).toEqual(['Reported risk RSK-2026-0042']);
  });

  it('refuses a DELETE, of one row or of all', async () => {
    await expect(sql('delete from $schema.activity where event_id = ?', [eventId])).rejects.toThrow(
      'The activity log is append-only: DELETE of activity rows is not allowed',
    );
    await expect(sql('delete from $schema.activity')).rejects.toThrow('append-only');
    expect(await descriptionOf(eventId)).toHaveLength(1);
  });

  it('refuses a TRUNCATE', async () => {
    await expect(sql('truncate $schema.activity')).rejects.toThrow(
      'The activity log is append-only: TRUNCATE of activity rows is not allowed',
    );
    expect(await descriptionOf(eventId)).toHaveLength(1);
  });

  it('keeps a redelivered event at one row (the insert ignores the duplicate rather than updating it)', async () => {
    const event = domainEvent({ type: 'task_updated', actor: null, entity: { type: 'task', id: randomUUID() } });
    await publisher.publish(event);
    const again = await publisher.publish(event, `${event.id}:again`);
    await publisher.consumed('notification-activity', again);
    expect(await descriptionOf(event.id)).toHaveLength(1);
  });
});
