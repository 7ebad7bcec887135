import type { MikroORM } from '@mikro-orm/postgresql';
import type { LoggerService } from '@nestjs/common';
import { quoteIdent } from '../db/migrations.js';
import { IDEMPOTENCY_TTL_HOURS } from '../nats/request-key.js';

export interface EventRetentionOptions {
  /** Published outbox rows and processed-event records older than this are deleted. */
  retentionMs: number;
  /** Time between two prunes (the first runs at start). */
  intervalMs: number;
  /** Rows deleted per statement, so no statement holds many locks or runs long. */
  batchSize?: number;
}

export interface PruneResult {
  outbox: number;
  processed: number;
  requests: number;
}

/** A request's outcome is kept as long as the gateway keeps its Idempotency-Key. */
const REQUEST_OUTCOME_MS = IDEMPOTENCY_TTL_HOURS * 60 * 60_000;

/**
 * Keeps `outbox_event` and `processed_event` from growing forever. Only published outbox rows are deleted; a
 * processed-event record is needed only while its event can still be redelivered (seconds to minutes; the retention
 * is days). Batches take their rows with `skip locked`, so writers and the relay never wait for the prune.
 */
export class EventRetention {
  private timer?: NodeJS.Timeout;
  private pruning?: Promise<unknown>;
  private readonly schema: string;

  constructor(
    private readonly orm: MikroORM,
    schema: string,
    private readonly options: EventRetentionOptions,
    private readonly logger: LoggerService,
  ) {
    this.schema = quoteIdent(schema);
  }

  start(): void {
    const tick = () => {
      this.pruning ??= this.prune()
        .catch((error: unknown) => this.logger.warn(`Event retention: prune failed: ${(error as Error).message}`))
        .finally(() => (this.pruning = undefined));
    };
    tick();
    this.timer = setInterval(tick, this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.pruning;
  }

  /** Deletes everything past the retention, batch by batch; answers how many rows of each table went. */
  async prune(): Promise<PruneResult> {
    const cutoff = new Date(Date.now() - this.options.retentionMs);
    const outbox = await this.inBatches(
      (limit) => `with doomed as (
          select seq from ${this.schema}.outbox_event
          where sent_at is not null and sent_at < ? order by seq limit ${limit} for update skip locked)
        delete from ${this.schema}.outbox_event o using doomed where o.seq = doomed.seq returning 1`,
      cutoff,
    );
    const processed = await this.inBatches(
      (limit) => `with doomed as (
          select consumer, event_id from ${this.schema}.processed_event
          where processed_at < ? limit ${limit} for update skip locked)
        delete from ${this.schema}.processed_event p using doomed
        where p.consumer = doomed.consumer and p.event_id = doomed.event_id returning 1`,
      cutoff,
    );
    const requests = await this.inBatches(
      (limit) => `with doomed as (
          select actor_id, request_key, subject from ${this.schema}.request_outcome
          where created_at < ? limit ${limit} for update skip locked)
        delete from ${this.schema}.request_outcome r using doomed
        where r.actor_id = doomed.actor_id and r.request_key = doomed.request_key and r.subject = doomed.subject returning 1`,
      new Date(Date.now() - REQUEST_OUTCOME_MS),
    );
    if (outbox + processed + requests > 0)
      this.logger.log(`Event retention: deleted ${outbox} outbox, ${processed} processed-event and ${requests} request-outcome rows`);
    return { outbox, processed, requests };
  }

  private async inBatches(statement: (limit: number) => string, cutoff: Date): Promise<number> {
    const limit = this.options.batchSize ?? 1000;
    let total = 0;
    for (;;) {
      const deleted = (await this.orm.em.fork().execute<unknown[]>(statement(limit), [cutoff])).length;
      total += deleted;
      if (deleted < limit) return total;
    }
  }
}
