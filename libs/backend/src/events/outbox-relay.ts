import { headers as natsHeaders } from '@nats-io/transport-node';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { LoggerService } from '@nestjs/common';
import type { DomainEvent } from '@rtm/contracts';
import { quoteIdent } from '../db/migrations.js';
import { observeOutboxBacklog } from '../otel/metrics.js';
import type { EventStream } from './jetstream.js';
import type { Outbox } from './outbox.js';

interface OutboxRow {
  seq: string;
  id: string;
  subject: string;
  payload: unknown;
}

/**
 * Publishes unsent outbox rows in order to JetStream with `Nats-Msg-Id` = event id (the stream drops
 * duplicates), then marks them sent. Woken after every commit; polls as a safety net, so events
 * written while NATS was down go out when it is back.
 */
export class OutboxRelay {
  private readonly table: string;
  private timer?: NodeJS.Timeout;
  private current: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private stopped = false;
  private unsubscribe?: () => void;
  private stopBacklogMetric?: () => void;

  constructor(
    private readonly orm: MikroORM,
    private readonly schema: string,
    private readonly outbox: Outbox,
    private readonly stream: EventStream,
    private readonly logger: LoggerService,
    private readonly pollMs = 1000,
    private readonly batchSize = 100,
  ) {
    this.table = `${quoteIdent(schema)}.outbox_event`;
  }

  start(): void {
    this.unsubscribe = this.outbox.onCommitted(() => this.flush());
    this.timer = setInterval(() => void this.flush(), this.pollMs);
    this.stopBacklogMetric = observeOutboxBacklog(this.schema, () => this.backlog());
    void this.flush();
  }

  /** Rows not published yet (the outbox backlog metric). */
  async backlog(): Promise<number> {
    const [row] = await this.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from ${this.table} where sent_at is null`);
    return Number(row.n);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.stopBacklogMetric?.();
    clearInterval(this.timer);
    await this.queued;
    await this.current;
  }

  /**
   * Publishes everything pending. Resolves once a pass that began after the call has ended (published or
   * logged for the next try), so a caller that committed events knows they went out; concurrent calls
   * share one further pass.
   */
  flush(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (!this.current) {
      this.current = this.drain().finally(() => (this.current = null));
      return this.current;
    }
    this.queued ??= this.current.then(() => {
      this.queued = null;
      return this.flush();
    });
    return this.queued;
  }

  private async drain(): Promise<void> {
    try {
      while ((await this.publishBatch()) === this.batchSize && !this.stopped);
    } catch (error) {
      this.logger.warn(`Outbox relay will retry: ${(error as Error).message}`, OutboxRelay.name);
    }
  }

  private async publishBatch(): Promise<number> {
    return this.orm.em.fork().transactional(async (tx) => {
      const rows = await tx.execute<OutboxRow[]>(
        `select seq, id, subject, payload from ${this.table} where sent_at is null order by seq limit ? for update skip locked`,
        [this.batchSize],
      );
      // One batch in flight: the messages leave in order on one connection (the stream keeps that order)
      // and their acknowledgements are awaited together, not one round trip per event.
      await Promise.all(
        rows.map((row) => {
          const h = natsHeaders();
          const { traceparent } = row.payload as DomainEvent;
          if (traceparent) h.set('traceparent', traceparent);
          return this.stream.js.publish(this.stream.subject(row.subject), JSON.stringify(row.payload), { msgID: row.id, headers: h });
        }),
      );
      if (rows.length > 0) {
        const marks = rows.map(() => '?').join(', ');
        await tx.execute(
          `update ${this.table} set sent_at = now() where seq in (${marks})`,
          rows.map((r) => r.seq),
        );
      }
      return rows.length;
    });
  }
}
