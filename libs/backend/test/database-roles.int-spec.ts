import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bootstrapDatabase, ensureDatabase, openDatabase, roleName, type BootstrapResult } from '../src/db/index.js';
import { SqlClients, createTestEnv, destroyTestEnv, sqlOutcome, type TestEnv } from '../src/testing/index.js';

const connections = new SqlClients();
const as = (url: string) => connections.as(url);
const outcome = sqlOutcome;

describe('bootstrapDatabase: one login role per process, owning only its schema', () => {
  let env: TestEnv;
  let result: BootstrapResult;
  const PROCESSES = [
    { name: 'alpha', schema: 'alpha' },
    { name: 'beta', schema: 'beta' },
  ];

  beforeAll(async () => {
    env = createTestEnv('roles');
    await ensureDatabase(env.DATABASE_URL);
    // A database from before the roles: the superuser made alpha's tables, sequence, function, trigger and type.
    const admin = await as(env.DATABASE_URL);
    await admin.query(`create schema alpha`);
    await admin.query(`create type alpha.mood as enum ('calm', 'busy')`);
    await admin.query(`create table alpha.note (id serial primary key, body text, mood alpha.mood)`);
    await admin.query(`create sequence alpha.ticket`);
    await admin.query(
      `create function alpha.no_delete() returns trigger language plpgsql as $$ begin raise exception 'append only'; end $$`,
    );
    await admin.query(`create trigger note_no_delete before delete on alpha.note for each row execute function alpha.no_delete()`);
    await admin.query(`insert into alpha.note (body, mood) values ('before the roles', 'calm')`);
    result = await bootstrapDatabase(env.DATABASE_URL, PROCESSES, { extensions: ['pg_trgm'] });
  });

  afterAll(async () => {
    await connections.closeAll();
    if (env) await destroyTestEnv(env);
  });

  it('hands an existing schema and everything in it to the process, which then migrates and writes as before', async () => {
    expect(decodeURIComponent(new URL(result.urls.alpha).username)).toBe(roleName(env.DATABASE_URL, 'alpha'));
    const alpha = await as(result.urls.alpha);
    expect(await outcome(alpha, `insert into alpha.note (body, mood) values ('after', 'busy')`)).toBe('ok');
    expect(await outcome(alpha, `select nextval('alpha.ticket')`)).toBe('ok');
    expect(await outcome(alpha, `alter table alpha.note add column seen boolean`)).toBe('ok');
    expect(await outcome(alpha, `delete from alpha.note`)).toBe('P0001'); // the trigger still guards the table
    expect(
      await outcome(alpha, `create or replace function alpha.no_delete() returns trigger language plpgsql as $$ begin return null; end $$`),
    ).toBe('ok');
    // The services' migrations run under the role: the schema exists (no right to create one is needed), the extension too.
    const orm = await openDatabase({
      url: result.urls.alpha,
      schema: 'alpha',
      entities: [],
      migrations: [{ name: '1', up: ['create extension if not exists pg_trgm with schema public', 'create table later (id int)'] }],
    });
    await orm.close();
    expect(await outcome(alpha, `select * from alpha.later`)).toBe('ok');
  });

  it("refuses one process's role the other's schema, and any new schema", async () => {
    const beta = await as(result.urls.beta);
    expect(await outcome(beta, `create table beta.own (id int)`)).toBe('ok');
    expect(await outcome(beta, `select * from alpha.note`)).toBe('42501');
    expect(await outcome(beta, `create schema gamma`)).toBe('42501');
    const alpha = await as(result.urls.alpha);
    expect(await outcome(alpha, `select * from beta.own`)).toBe('42501');
  });

  it('gives the same connection strings when run again (another gateway, a restart), and none to a user who may not create roles', async () => {
    expect(await bootstrapDatabase(env.DATABASE_URL, PROCESSES)).toEqual(result);
    const unprivileged = await bootstrapDatabase(result.urls.beta, PROCESSES);
    expect(unprivileged.urls).toEqual({ alpha: result.urls.beta, beta: result.urls.beta });
    expect(unprivileged.skipped).toMatch(/may not create roles/);
  });

  it("drops the run's roles with its database", async () => {
    const other = createTestEnv('roles');
    const made = await bootstrapDatabase(other.DATABASE_URL, PROCESSES);
    await destroyTestEnv(other);
    const admin = await as(env.DATABASE_URL);
    const roles = Object.values(made.urls).map((u) => decodeURIComponent(new URL(u).username));
    expect((await admin.query(`select rolname from pg_roles where rolname = any($1)`, [roles])).rows).toEqual([]);
  });
});
