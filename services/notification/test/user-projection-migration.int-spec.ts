import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseAt, type DatabaseAt } from '@rtm/backend/testing';
import { NOTIFICATION_MIGRATIONS } from '../src/database/notification.migrations.js';

/** Migration 0002 reshapes this service's user_projection into the shared one, keeping its rows. */
describe('notification migration 0002 (shared user projection)', () => {
  let db: DatabaseAt;

  beforeAll(async () => {
    db = await databaseAt('notif_mig', 'notification', NOTIFICATION_MIGRATIONS.slice(0, 1));
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('keeps the names of the users the log showed', async () => {
    const user = randomUUID();
    const at = new Date('2026-02-03T04:05:06.000Z');
    await db.sql(`insert into notification.user_projection values (?, 'Nour', 'Kamal', 'nour@example.com', 'executive', ?)`, [user, at]);

    expect(await db.migrate(NOTIFICATION_MIGRATIONS.slice(0, 2))).toEqual(['0002-directory-projections']);

    expect(
      await db.sql(
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
