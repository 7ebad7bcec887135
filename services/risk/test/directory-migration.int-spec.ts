import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseAt, type DatabaseAt } from '@rtm/backend/testing';
import { RISK_MIGRATIONS } from '../src/database/risk.migrations.js';

/** Migration 0002 moves the projections of a database made before it (user_ref, department_ref) to the shared tables. */
describe('risk migration 0002 (directory projections)', () => {
  let db: DatabaseAt;
  const sql = (query: string, params?: unknown[]) => db.sql(query, params);

  beforeAll(async () => {
    db = await databaseAt('risk_mig', 'risk', RISK_MIGRATIONS.slice(0, 1));
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('keeps every user and department the old tables held', async () => {
    // The tables as migration 0001 created them until 0002 replaced them.
    await sql(
      `create table risk.user_ref (id uuid primary key, username text, email text, first_name text, last_name text, role text not null, department_id integer, is_active boolean not null default true, version_at timestamptz not null)`,
    );
    await sql(`create table risk.department_ref (id integer primary key, name text, version_at timestamptz not null)`);
    const user = randomUUID();
    const at = new Date('2026-02-03T04:05:06.000Z');
    await sql(`insert into risk.user_ref values (?, 'sara', 'sara@example.com', 'Sara', 'Ali', 'manager', 7, false, ?)`, [user, at]);
    await sql(`insert into risk.department_ref values (7, 'Finance', ?)`, [at]);

    expect(await db.migrate(RISK_MIGRATIONS.slice(0, 2))).toEqual(['0002-directory-projections']);

    expect(await sql(`select *, version_at = ? as same_version from risk.user_projection`, [at])).toEqual([
      {
        id: user,
        username: 'sara',
        email: 'sara@example.com',
        first_name: 'Sara',
        last_name: 'Ali',
        role: 'manager',
        department_id: 7,
        profile_image_url: null,
        is_active: false,
        version_at: expect.anything(),
        same_version: true,
      },
    ]);
    expect(await sql(`select id, name, manager_id, version_at = ? as same_version from risk.department_projection`, [at])).toEqual([
      { id: 7, name: 'Finance', manager_id: null, same_version: true },
    ]);
    expect(await sql(`select to_regclass('risk.user_ref') as u, to_regclass('risk.department_ref') as d`)).toEqual([{ u: null, d: null }]);
  });
});
