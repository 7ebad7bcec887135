import pg from 'pg';
import type { LoggerService } from '@nestjs/common';
import { ensureDatabase, quoteIdent, refuseSuperuser } from '@rtm/backend/db';

/** The table of the sign-in counters (auth/login-throttle.ts), in rate-limiter-flexible's layout. */
export const LOGIN_LIMITS_TABLE = 'login_limit';
/** The security log (security-log/security-log.ts). */
export const SECURITY_EVENTS_TABLE = 'security_event';

/**
 * Opens the pool of the gateway's schema (in production refusing a superuser's connection, @rtm/backend/db superuser.ts) and creates its tables if needed: `session (sid, sess, expire, last_seen)`
 * `login_limit` (sign-in counters) and `security_event` (the security log).
 * An advisory lock keeps gateways that start together from racing on the DDL.
 */
export async function openSessionDatabase(
  url: string,
  schema: string,
  logger: LoggerService,
  options: { refuseSuperuser?: boolean } = {},
): Promise<pg.Pool> {
  await ensureDatabase(url);
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (PostgreSQL restart) must not crash the process.
  pool.on('error', (error) => logger.warn(`PostgreSQL connection lost: ${error.message}`, 'SessionDatabase'));
  try {
    if (options.refuseSuperuser) await refuseSuperuser(async (sql) => (await pool.query(sql)).rows);
    await createSessionTable(pool, schema);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return pool;
}

async function createSessionTable(pool: pg.Pool, schema: string): Promise<void> {
  const s = quoteIdent(schema);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`session-table:${schema}`]);
    // Only when missing: the gateway's role owns its schema without the right to create schemas (bootstrap, operator).
    const exists = await client.query(`select 1 from pg_namespace where nspname = $1`, [schema]);
    if (exists.rowCount === 0) await client.query(`create schema ${s}`);
    await client.query(
      `create table if not exists ${s}.session (sid varchar not null primary key, sess json not null, expire timestamptz(6) not null)`,
    );
    await client.query(`create index if not exists session_expire_idx on ${s}.session (expire)`);
    // A person's list of sessions (auth/user-sessions.ts): the last use, and the sessions of one user found by index.
    await client.query(`alter table ${s}.session add column if not exists last_seen timestamptz(6) not null default now()`);
    await client.query(`create index if not exists session_user_idx on ${s}.session ((sess -> 'passport' ->> 'user'))`);
    await client.query(
      `create table if not exists ${s}.${LOGIN_LIMITS_TABLE} (key varchar(255) primary key, points integer not null default 0, expire bigint)`,
    );
    await client.query(
      `create table if not exists ${s}.${SECURITY_EVENTS_TABLE} (id bigserial primary key, type text not null,
       occurred_at timestamptz not null default now(), username text, user_id uuid, actor_id uuid, address text, detail jsonb)`,
    );
    await client.query(`create index if not exists security_event_time_idx on ${s}.${SECURITY_EVENTS_TABLE} (occurred_at desc, id desc)`);
    await client.query(`create index if not exists security_event_type_idx on ${s}.${SECURITY_EVENTS_TABLE} (type, occurred_at desc)`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
