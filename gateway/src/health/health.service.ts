import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type pg from 'pg';
import { probe } from '@rtm/backend/app';
import { NATS_CONNECTION, PG_POOL } from '../core/tokens.js';

export type Health = { database: 'up' | 'down'; nats: 'up' | 'down' };

/** Whether the gateway's own dependencies answer: PostgreSQL (sessions) and NATS (every API call). */
@Injectable()
export class HealthService {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
  ) {}

  async check(): Promise<Health> {
    const [database, nats] = await Promise.all([
      probe(() => this.pool.query('select 1')),
      probe(() => (this.nats.isClosed() ? Promise.reject(new Error('closed')) : this.nats.flush())),
    ]);
    return { database, nats };
  }
}
