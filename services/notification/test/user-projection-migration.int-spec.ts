import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase, runMigrations, type MikroORM } from '@rtm/backend/db';
import { EVENTS_MIGRATIONS } from '@rtm/backend/events';
import { createTestEnv, destroyTestEnv } from '@rtm/backend/testing';
import { NOTIFICATION_MIGRATIONS } from '../src/database/notification.migrations.js';

const SCHEMA = 'notification';

/** Migration 0002 reshapes this service's user_projection into the shared one, keeping its rows. */
describe('notification migration 0002 (shared user projection)', () => {
  const env = createTestEnv('notif_mig');
  let orm: MikroORM;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);

  beforeAll(async () => {
    orm = await openDatabase({
      url: env.DATABASE_URL,
      schema: SCHEMA,
      entities: [],
      migrations: [...EVENTS_MIGRATIONS, NOTIFICATION_MIGRATIONS[0]],
    });
  });

  afterAll(async () => {
    await orm?.close();
    await destroyTestEnv(env);
  });

  it('keeps the names of the users the log showed', async () => {
    const user = randomUUID();
    const at = new Date('2026-02-03T04:05:06.000Z');
    await sql(`insert into notification.user_projection values (?, 'Nour', 'Kamal', 'nour@example.com', 'executive', ?)`, [user, at]);

    expect(await runMigrations(orm.em.fork(), SCHEMA, [...EVENTS_MIGRATIONS, ...NOTIFICATION_MIGRATIONS])).toEqual([
      '0002-directory-projections',
    ]);

    expect(
      await sql(
        `select id, username, first_name, last_name, email, role, is_active, version_at = ? as same_version from notification.user_projection`,
        [at],
      ),
    ).toEqual([
      {
        id: user,
        username: null,
        first_name: 'Nour',
        last_name: 'Kamal',
        email: 'nour@example.com',
        role: 'executive',
        is_active: true,
        same_version: true,
      },
    ]);
  });
});
