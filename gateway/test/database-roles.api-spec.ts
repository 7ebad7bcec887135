import { afterAll, describe, expect, it } from '@jest/globals';
import { SqlClients, sqlOutcome } from '@rtm/backend/testing';

/** Each process's connection string, as the test setup's bootstrap made them (scripts/testing/stack-setup.js). */
function processUrls(): Record<string, string> {
  const urls = process.env.RTM_TEST_DATABASE_URLS;
  if (!urls) throw new Error('RTM_TEST_DATABASE_URLS is not set: run the API tests through Jest (its global setup starts the stack).');
  return JSON.parse(urls) as Record<string, string>;
}

const admin = () => JSON.parse(process.env.RTM_TEST_ENV!).DATABASE_URL as string;
const PROCESSES = ['identity', 'risk', 'task', 'notification', 'gateway'];
const connections = new SqlClients();
const as = (url: string) => connections.as(url);
const outcome = sqlOutcome;

afterAll(async () => {
  await connections.closeAll();
});

describe('one database role per process, owning only its schema', () => {
  it("the risk service's role may not read identity's credentials, nor the gateway's sessions", async () => {
    const risk = await as(processUrls().risk);
    expect(
      (
        await risk.query<{ me: string; superuser: boolean }>(
          `select current_user as me, usesuper as superuser from pg_user where usename = current_user`,
        )
      ).rows[0],
    ).toEqual({ me: expect.stringMatching(/_risk$/), superuser: false });
    // 42501: insufficient_privilege ("permission denied for schema identity").
    expect(await outcome(risk, 'select * from identity.credential')).toBe('42501');
    expect(await outcome(risk, 'select * from identity.app_user')).toBe('42501');
    expect(await outcome(risk, 'select * from gateway.session')).toBe('42501');
    expect(await outcome(risk, 'create schema intruder')).toBe('42501');
    expect(await outcome(risk, 'select count(*) from risk.risk')).toBe('ok');
  });

  it('each of the other processes reads its own schema and no other', async () => {
    const urls = processUrls();
    for (const name of PROCESSES) {
      const client = await as(urls[name]);
      expect({ name, own: await outcome(client, `select * from ${name}.schema_migration limit 1`) }).toEqual({
        name,
        own: name === 'gateway' ? '42P01' : 'ok', // the gateway keeps no migration table, but may look in its schema
      });
      for (const other of PROCESSES.filter((p) => p !== name)) {
        expect({ name, other, read: await outcome(client, `select 1 from ${other}.outbox_event limit 1`) }).toEqual({
          name,
          other,
          read: '42501',
        });
      }
    }
  });

  it('every table of a schema belongs to its process: the processes made them under their own roles', async () => {
    const db = await as(admin());
    const urls = processUrls();
    // The bootstrap made the schemas empty; an owner other than the process's role would mean it migrated as another user.
    const owners = await db.query<{ schema: string; owner: string }>(
      `select distinct schemaname as schema, tableowner as owner from pg_tables where schemaname = any($1) order by 1`,
      [PROCESSES],
    );
    expect(owners.rows).toEqual(
      [...PROCESSES].sort().map((name) => ({ schema: name, owner: decodeURIComponent(new URL(urls[name]).username) })),
    );
  });
});
