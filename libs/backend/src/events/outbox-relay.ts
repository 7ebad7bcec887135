import { headers as natsHeaders } from '@nats-io/transport-node';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { LoggerService } from '@nestjs/common';
import type { DomainEvent } from '@rtm/contracts';
import { quoteIdent } from '../db/migrations.js';
import { pgArray } from '../db/sql.js';
import { observeOutboxBacklog } from '../otel/metrics.js';
import type { EventStream } from './jetstream.js';
import type { Outbox, OutboxMessage } from './outbox.js';

/**
 * A commit with more events than this (an import's) is published by the poll, from the table in batches, rather than
 * from memory: the caller answers after PUBLISH_WAIT_MS while a large publish goes on, and the next large commit would
 * otherwise hold its events in memory beside it (three 10,000-row imports in a row ran the risk service out of heap).
 */
export const MEMORY_PUBLISH_LIMIT = 1000;

interface OutboxRow {
  seq: string;
  id: string;
  subject: string;
  payload: unknown;
}

/**
 * Publishes the outbox to JetStream with `Nats-Msg-Id` = event id (the stream drops duplicates) and marks what
 * went out as sent. What a transaction of this process commits is published at once from memory (one round trip
 * to NATS, no second read of the rows), and marked sent in batches; a commit of more than MEMORY_PUBLISH_LIMIT events
 * goes through the poll. A poll publishes the rest in outbox order:
 * what others wrote (consumers' transactions, another replica's rows it could not publish), what a publish failed
 * on, and, at start, what a crash left. While such rows may wait, commits go through the poll too, so that no
 * event overtakes an older one of this process.
 */
export class OutboxRelay {
  private readonly table: string;
  private timer?: NodeJS.Timeout;
  private current: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private stopped = false;
  private unsubscribe?: () => void;
  private stopBacklogMetric?: () => void;
  /** Published from memory, not yet marked sent: the poll leaves them alone. */
  private readonly inFlight = new Set<string>();
  private readonly toMark: string[] = [];
  private marking: Promise<void> | null = null;
  /** Rows of this process may be waiting for the poll (at start, and after a failed publish until a poll ends). */
  private behind = true;
  private failures = 0;

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
    this.unsubscribe = this.outbox.onCommitted((messages) => this.publishCommitted(messages));
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
    await this.marking;
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

  /** A transaction's messages, just committed: published now, or by a poll while older ones may wait. */
  private async publishCommitted(messages: readonly OutboxMessage[]): Promise<void> {
    if (messages.length > MEMORY_PUBLISH_LIMIT) this.behind = true;
    if (this.behind || this.stopped) return this.flush();
    for (const m of messages) this.inFlight.add(m.id);
    try {
      for (let i = 0; i < messages.length; i += this.batchSize) {
        await Promise.all(messages.slice(i, i + this.batchSize).map((m) => this.publish(m.subject, m.payload, m.id, m.traceparent)));
      }
    } catch (error) {
      this.failures++;
      this.behind = true;
      for (const m of messages) this.inFlight.delete(m.id);
      this.logger.warn(`Outbox relay will retry: ${(error as Error).message}`, OutboxRelay.name);
      return;
    }
    this.toMark.push(...messages.map((m) => m.id));
    this.marking ??= this.markSent();
  }

  /** Marks the published ids sent, those that came in meanwhile in the next statement. */
  private async markSent(): Promise<void> {
    while (this.toMark.length > 0) {
      const ids = this.toMark.splice(0);
      try {
        await this.orm.em.execute(`update ${this.table} set sent_at = now() where id = any(?::uuid[])`, [pgArray(ids)]);
      } catch (error) {
        this.logger.warn(
          `Outbox relay could not mark events sent (they will be published again): ${(error as Error).message}`,
          OutboxRelay.name,
        );
      }
      for (const id of ids) this.inFlight.delete(id);
    }
    this.marking = null;
  }

  private publish(subject: string, payload: string, id: string, traceparent?: string) {
    const h = natsHeaders();
    if (traceparent) h.set('traceparent', traceparent);
    return this.stream.js.publish(this.stream.subject(subject), payload, { msgID: id, headers: h });
  }

  private async drain(): Promise<void> {
    const failures = this.failures;
    try {
      while ((await this.publishBatch()) === this.batchSize && !this.stopped);
      if (failures === this.failures) this.behind = false;
    } catch (error) {
      this.logger.warn(`Outbox relay will retry: ${(error as Error).message}`, OutboxRelay.name);
    }
  }

  private async publishBatch(): Promise<number> {
    return this.orm.em.fork().transactional(async (tx) => {
      const rows = await tx.execute<OutboxRow[]>(
        `select seq, id, subject, payload from ${this.table} where sent_at is null and id <> all(?::uuid[])
         order by seq limit ? for update skip locked`,
        [pgArray([...this.inFlight]), this.batchSize],
      );
      // One batch in flight: the messages leave in order on one connection (the stream keeps that order)
      // and their acknowledgements are awaited together, not one round trip per event.
      await Promise.all(
        rows.map((row) => this.publish(row.subject, JSON.stringify(row.payload), row.id, (row.payload as DomainEvent).traceparent)),
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
