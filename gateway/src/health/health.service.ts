import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type pg from 'pg';
import { probe } from '@rtm/backend/app';
import { eventStreamStateOn, type EventStreamState } from '@rtm/backend/events';
import type { GatewayConfig } from '../gateway.config.js';
import { GATEWAY_CONFIG, NATS_CONNECTION, PG_POOL } from '../core/tokens.js';

export type Health = { database: 'up' | 'down'; nats: 'up' | 'down' };

/**
 * Whether the gateway's own dependencies answer: PostgreSQL (sessions) and NATS (every API call); and, reported without
 * making the gateway unready, the events stream's state (it may have no quorum while NATS answers).
 */
@Injectable()
export class HealthService {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async check(): Promise<Health> {
    const [database, nats] = await Promise.all([
      probe(() => this.pool.query('select 1')),
      probe(() => (this.nats.isClosed() ? Promise.reject(new Error('closed')) : this.nats.flush())),
    ]);
    return { database, nats };
  }

  eventStream(): Promise<EventStreamState> {
    return eventStreamStateOn(this.nats, this.config.EVENTS_STREAM);
  }
}
