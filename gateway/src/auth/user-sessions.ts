import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { quoteIdent } from '@rtm/backend/db';
import { GATEWAY_CONFIG, PG_POOL } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';
import { SessionCache } from './session-cache.js';

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
