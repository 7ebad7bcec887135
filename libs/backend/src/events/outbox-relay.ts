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
  private running = false;
  private again = false;
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
    this.unsubscribe = this.outbox.onCommitted(() => void this.flush());
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
    while (this.running) await new Promise((r) => setTimeout(r, 10));
  }

  /** Publishes everything pending; concurrent calls coalesce into one more pass. */
  async flush(): Promise<void> {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        while ((await this.publishBatch()) === this.batchSize && !this.stopped);
      } while (this.again && !this.stopped);
    } catch (error) {
      this.logger.warn(`Outbox relay will retry: ${(error as Error).message}`, OutboxRelay.name);
    } finally {
      this.running = false;
    }
  }

  private async publishBatch(): Promise<number> {
    return this.orm.em.fork().transactional(async (tx) => {
      const rows = await tx.execute<OutboxRow[]>(
        `select seq, id, subject, payload from ${this.table} where sent_at is null order by seq limit ? for update skip locked`,
        [this.batchSize],
      );
      for (const row of rows) {
        const h = natsHeaders();
        const { traceparent } = row.payload as DomainEvent;
        if (traceparent) h.set('traceparent', traceparent);
        await this.stream.js.publish(this.stream.subject(row.subject), JSON.stringify(row.payload), {
          msgID: row.id,
          headers: h,
        });
      }
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
