import { Inject, Injectable, type LoggerService } from '@nestjs/common';
import type pg from 'pg';
import { quoteIdent } from '@rtm/backend/db';
import { LIMITS, type ListSecurityEventsInput, type Page, type SecurityEventDto, type SecurityEventType } from '@rtm/contracts';
import { SECURITY_EVENTS_TABLE } from '../core/session-database.js';
import { GATEWAY_CONFIG, LOGGER, PG_POOL } from '../core/tokens.js';
import type { GatewayConfig } from '../gateway.config.js';

export interface SecurityEntry {
  type: SecurityEventType;
  address: string | undefined;
  username?: string | null;
  userId?: string | null;
  actorId?: string | null;
  detail?: Record<string, string>;
}

interface SecurityEventRow {
  id: string;
  type: SecurityEventType;
  occurred_at: Date;
  username: string | null;
  user_id: string | null;
  actor_id: string | null;
  address: string | null;
  detail: Record<string, string> | null;
  total: string;
}

/**
 * The security log: sign-ins (and failures and throttling), sign-outs, role and password changes, in the gateway's
 * schema, apart from the activity feed. Recording never fails the request it describes: a write error is logged.
 */
@Injectable()
export class SecurityLog {
  private readonly table: string;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(LOGGER) private readonly logger: LoggerService,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.table = `${quoteIdent(config.GATEWAY_SCHEMA)}.${SECURITY_EVENTS_TABLE}`;
  }

  async record(entry: SecurityEntry): Promise<void> {
    try {
      await this.pool.query(
        `insert into ${this.table} (type, username, user_id, actor_id, address, detail) values ($1, $2, $3, $4, $5, $6)`,
        [
          entry.type,
          entry.username?.slice(0, 200) ?? null,
          entry.userId ?? null,
          entry.actorId ?? null,
          entry.address ?? null,
          entry.detail ?? null,
        ],
      );
    } catch (error) {
      this.logger.warn(`Security event ${entry.type} not recorded: ${(error as Error).message}`, SecurityLog.name);
    }
  }

  async list(query: ListSecurityEventsInput): Promise<Page<SecurityEventDto>> {
    const { rows } = await this.pool.query<SecurityEventRow>(
      `select *, count(*) over () as total from ${this.table} where ($1::text is null or type = $1)
       order by occurred_at desc, id desc limit $2 offset $3`,
      [query.type ?? null, query.limit ?? LIMITS.activityPageDefault, query.offset ?? 0],
    );
    const total = rows.length > 0 ? Number(rows[0].total) : await this.count(query.type);
    return { items: rows.map(toDto), total };
  }

  /** The total when the page is past the end (no row to carry the window count). */
  private async count(type: SecurityEventType | undefined): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(`select count(*) as n from ${this.table} where ($1::text is null or type = $1)`, [
      type ?? null,
    ]);
    return Number(rows[0].n);
  }
}

function toDto(row: SecurityEventRow): SecurityEventDto {
  return {
    id: String(row.id),
    type: row.type,
    occurredAt: row.occurred_at.toISOString(),
    username: row.username,
    userId: row.user_id,
    actorId: row.actor_id,
    address: row.address,
    detail: row.detail,
  };
}
