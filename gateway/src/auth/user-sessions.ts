import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { quoteIdent } from '@rtm/backend/db';
import type { SessionDto } from '@rtm/contracts';
import { GATEWAY_CONFIG, PG_POOL } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';
import { describeDevice } from './device.js';
import { SessionCache } from './session-cache.js';

/** A session's public name: a hash of its id (the cookie's value), never the id itself. */
const PUBLIC_ID = `encode(sha256(convert_to(sid, 'UTF8')), 'hex')`;

interface SessionRow {
  id: string;
  sid: string;
  user_agent: string | null;
  address: string | null;
  signed_in_at: string | null;
  last_seen: Date;
  expire: Date;
  total: string;
}

/** The sessions a user holds in the session store (every gateway instance reads the same table). */
@Injectable()
export class UserSessions {
  private readonly table: string;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(SessionCache) private readonly cache: SessionCache,
  ) {
    this.table = `${quoteIdent(config.GATEWAY_SCHEMA)}.session`;
  }

  /** The user's sessions that have not expired, last used first, with the number of them. */
  async list(userId: string, currentSid: string, limit: number, offset: number): Promise<{ items: SessionDto[]; total: number }> {
    const { rows } = await this.pool.query<SessionRow>(
      `select ${PUBLIC_ID} as id, sid, sess ->> 'userAgent' as user_agent, sess ->> 'address' as address,
              sess ->> 'signedInAt' as signed_in_at, last_seen, expire, count(*) over () as total
         from ${this.table}
        where sess -> 'passport' ->> 'user' = $1 and expire > now()
        order by last_seen desc, sid
        limit $2 offset $3`,
      [userId, limit, offset],
    );
    const items = rows.map((row) => ({
      id: row.id,
      current: row.sid === currentSid,
      ...describeDevice(row.user_agent),
      address: row.address,
      signedInAt: new Date(row.signed_in_at ? Number(row.signed_in_at) : row.last_seen).toISOString(),
      lastSeenAt: row.last_seen.toISOString(),
      expiresAt: row.expire.toISOString(),
    }));
    return { items, total: rows.length ? Number(rows[0]!.total) : await this.count(userId) };
  }

  private async count(userId: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      `select count(*) as n from ${this.table} where sess -> 'passport' ->> 'user' = $1 and expire > now()`,
      [userId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Ends the user's session of this public id; answers its session id (null: no such session of this user). */
  async endOne(userId: string, id: string): Promise<string | null> {
    const result = await this.pool.query<{ sid: string }>(
      `delete from ${this.table} where sess -> 'passport' ->> 'user' = $1 and ${PUBLIC_ID} = $2 returning sid`,
      [userId, id],
    );
    await this.cache.ended(result.rows.map((row) => row.sid));
    return result.rows[0]?.sid ?? null;
  }

  /** Signs the user out everywhere (deactivated, or a password reset by an administrator). */
  endAll(userId: string): Promise<number> {
    return this.endOthers(userId, '');
  }

  /** Signs the user out everywhere but in the session `keepSid`; answers how many sessions ended. */
  async endOthers(userId: string, keepSid: string): Promise<number> {
    const result = await this.pool.query<{ sid: string }>(
      `delete from ${this.table} where sess -> 'passport' ->> 'user' = $1 and sid <> $2 returning sid`,
      [userId, keepSid],
    );
    await this.cache.ended(result.rows.map((row) => row.sid));
    return result.rows.length;
  }
}
