import type pg from 'pg';
import { quoteIdent } from '@rtm/backend/db';
import { IDEMPOTENCY_TTL_HOURS } from '@rtm/backend/nats';

/** A claim that was never completed (its gateway died mid-request) may be taken over after this long. */
const ABANDONED_AFTER_SECONDS = 60;
const TABLE = 'idempotency_key';

/** The first outcome of a request, as kept for its key. */
export interface StoredOutcome {
  status: number;
  body: unknown;
}

export type Claim =
  /** The key is new (or expired): this request runs and must complete() or release() it. */
  | { kind: 'new' }
  /** The key ran the same request before: answer its outcome. */
  | { kind: 'done'; outcome: StoredOutcome }
  /** The same request runs now under this key (another attempt in flight). */
  | { kind: 'running' }
  /** The key was used for a different request (other body, method or path). */
  | { kind: 'other-request'; route: string };

export interface IdempotencyRequest {
  userId: string;
  key: string;
  /** `POST /api/risks`, for the message of a mismatch. */
  route: string;
  /** sha256 of the route and the body. */
  hash: string;
}

/**
 * `<GATEWAY_SCHEMA>.idempotency_key`: (user, key) -> request hash and, once answered, the outcome.
 * Rows live IDEMPOTENCY_TTL_HOURS; cleanup() deletes older ones.
 */
export class IdempotencyStore {
  private readonly table: string;

  constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string,
  ) {
    this.table = `${quoteIdent(schema)}.${TABLE}`;
  }

  /** Creates the table if needed (the gateway's schema exists already: session-database.ts). Safe for gateways starting together. */
  async migrate(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock(hashtext($1))', [`idempotency-table:${this.schema}`]);
      await client.query(
        `create table if not exists ${this.table} (user_id text not null, key text not null, route text not null,
         request_hash text not null, status integer, body jsonb, created_at timestamptz not null default now(),
         primary key (user_id, key))`,
      );
      await client.query(`create index if not exists idempotency_key_created_idx on ${this.table} (created_at)`);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Takes the key for this request, unless a live row holds it already (then says what that row is). */
  async claim(request: IdempotencyRequest): Promise<Claim> {
    const { userId, key, route, hash } = request;
    for (;;) {
      const taken = await this.pool.query(
        `insert into ${this.table} as k (user_id, key, route, request_hash) values ($1, $2, $3, $4)
         on conflict (user_id, key) do update set route = excluded.route, request_hash = excluded.request_hash,
           status = null, body = null, created_at = now()
         where k.created_at < now() - make_interval(hours => $5)
            or (k.status is null and k.created_at < now() - make_interval(secs => $6))
         returning 1`,
        [userId, key, route, hash, IDEMPOTENCY_TTL_HOURS, ABANDONED_AFTER_SECONDS],
      );
      if (taken.rowCount) return { kind: 'new' };
      const { rows } = await this.pool.query<{ route: string; request_hash: string; status: number | null; body: unknown }>(
        `select route, request_hash, status, body from ${this.table} where user_id = $1 and key = $2`,
        [userId, key],
      );
      const row = rows[0];
      if (!row) continue; // released between the two statements: try to take it again
      if (row.request_hash !== hash) return { kind: 'other-request', route: row.route };
      if (row.status === null) return { kind: 'running' };
      return { kind: 'done', outcome: { status: row.status, body: row.body } };
    }
  }

  /** Keeps the outcome of a request that ran under a claimed key. */
  async complete(request: IdempotencyRequest, outcome: StoredOutcome): Promise<void> {
    await this.pool.query(`update ${this.table} set status = $3, body = $4::jsonb where user_id = $1 and key = $2 and status is null`, [
      request.userId,
      request.key,
      outcome.status,
      JSON.stringify(outcome.body ?? null),
    ]);
  }

  /** Frees a claimed key whose request failed, so that sending it again runs it again. */
  async release(request: IdempotencyRequest): Promise<void> {
    await this.pool.query(`delete from ${this.table} where user_id = $1 and key = $2 and status is null`, [request.userId, request.key]);
  }

  /** Deletes the keys older than the TTL; answers how many. */
  async cleanup(): Promise<number> {
    const result = await this.pool.query(`delete from ${this.table} where created_at < now() - make_interval(hours => $1)`, [
      IDEMPOTENCY_TTL_HOURS,
    ]);
    return result.rowCount ?? 0;
  }
}
