import { randomUUID } from 'node:crypto';
import {
  ForbiddenException,
  NotFoundException,
  type LoggerService,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  BULK_EDIT_LIMITS,
  BULK_EDIT_MESSAGES,
  distinctIds,
  runsAsJob,
  type Actor,
  type BulkEditAnswer,
  type BulkEditJobView,
  type BulkEditResult,
  type BulkJobState,
} from '@rtm/contracts';
import { isUuid } from '../db/sql.js';
import type { SqlReader } from '../events/transactions.js';

/** A service's work on one batch of a job's items, as the job's creator. */
export type BulkBatchWork<C> = (actor: Actor, ids: string[], changes: C) => Promise<BulkEditResult>;

export interface BulkJobsOptions<C> {
  /** The schema-qualified table made by bulkJobTable. */
  table: string;
  sql: () => SqlReader;
  work: BulkBatchWork<C>;
  logger: LoggerService;
  /** Items per batch: the progress is saved after each. */
  batchSize?: number;
  /** How often an instance looks for a job nobody works (a restart's, or another instance's that stopped). */
  pollMs?: number;
  /** How long a claimed batch is this instance's: longer than a batch takes. */
  leaseMs?: number;
}

interface JobRow {
  id: string;
  created_by: string;
  actor: Actor;
  ids: string[];
  changes: unknown;
  state: BulkJobState;
  total: number;
  processed: number;
  updated: number;
  unchanged: number;
  refused: BulkEditResult['refused'];
  refused_count: number;
}

/**
 * Bulk edit jobs kept in a table of the service that owns the items (issue 27): started by a request that answers the
 * job's id at once, then worked here in batches in the background, each batch's outcome saved with the job's progress.
 * A job runs under a lease: after a restart (or on another instance) a job whose lease has passed is taken up again at
 * its saved progress; the items of a batch cut short run again, and a change already made answers `unchanged`.
 */
export class BulkJobs<C> implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;

  constructor(private readonly options: BulkJobsOptions<C>) {
    this.batchSize = options.batchSize ?? 25;
    this.pollMs = options.pollMs ?? 5000;
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /**
   * A bulk edit: up to BULK_EDIT_LIMITS.atOnce items (each once) are changed now and answered; more are recorded as a
   * job, answered by its id.
   */
  async edit(actor: Actor, ids: readonly string[], changes: C): Promise<BulkEditAnswer> {
    const items = distinctIds(ids);
    if (runsAsJob(items.length)) return { kind: 'job', jobId: await this.start(actor, items, changes) };
    return { kind: 'result', ...(await this.options.work(actor, items, changes)) };
  }

  /** A job as its creator or a system admin follows it. */
  async follow(actor: Actor, jobId: string): Promise<BulkEditJobView> {
    const found = isUuid(jobId) ? await this.view(jobId) : null;
    if (!found) throw new NotFoundException(BULK_EDIT_MESSAGES.jobNotFound);
    if (found.createdBy !== actor.id && actor.role !== 'system_admin') throw new ForbiddenException(BULK_EDIT_MESSAGES.jobForbidden);
    return found.job;
  }

  /** Records a job of `ids` (already without repeats) and starts working it; answers its id. */
  async start(actor: Actor, ids: string[], changes: C): Promise<string> {
    const id = randomUUID();
    await this.options
      .sql()
      .execute(
        `insert into ${this.options.table} (id, created_by, actor, ids, changes, state, total) values (?, ?, ?::jsonb, ?::jsonb, ?::jsonb, 'running', ?)`,
        [id, actor.id, JSON.stringify({ id: actor.id, role: actor.role }), JSON.stringify(ids), JSON.stringify(changes), ids.length],
      );
    this.kick();
    return id;
  }

  /** The job's progress and result, with who started it (null: no such job). */
  async view(jobId: string): Promise<{ createdBy: string; job: BulkEditJobView } | null> {
    const [row] = await this.options
      .sql()
      .execute<JobRow[]>(
        `select id, created_by, state, total, processed, updated, unchanged, refused, refused_count from ${this.options.table} where id = ?`,
        [jobId],
      );
    if (!row) return null;
    return {
      createdBy: row.created_by,
      job: {
        jobId: row.id,
        state: row.state,
        total: row.total,
        processed: row.processed,
        updated: row.updated,
        unchanged: row.unchanged,
        refused: row.refused,
        refusedCount: row.refused_count,
      },
    };
  }

  /** Works the jobs nobody works, one batch at a time, until none is left (a call while working asks for one more round). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.options.logger.error(`Bulk edit jobs failed: ${String(error)}`, undefined, 'BulkJobs'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    let job: JobRow | null;
    while (!this.stopped && (job = await this.claim())) await this.runBatch(job);
  }

  /** The oldest running job whose lease has passed (or that has none), leased to this instance for one batch. */
  private async claim(): Promise<JobRow | null> {
    const t = this.options.table;
    const [row] = await this.options.sql().execute<JobRow[]>(
      `update ${t} j set lease_until = now() + ? * interval '1 millisecond', updated_at = now()
        where j.id = (select id from ${t} where state = 'running' and (lease_until is null or lease_until < now())
                       order by created_at limit 1 for update skip locked)
        returning j.id, j.created_by, j.actor, j.ids, j.changes, j.state, j.total, j.processed, j.refused_count`,
      [this.leaseMs],
    );
    return row ?? null;
  }

  private async runBatch(job: JobRow): Promise<void> {
    const ids = job.ids.slice(job.processed, job.processed + this.batchSize);
    let result: BulkEditResult;
    try {
      result = await this.options.work(job.actor, ids, job.changes as C);
    } catch (error) {
      this.options.logger.error(`Bulk edit job ${job.id} failed: ${String(error)}`, undefined, 'BulkJobs');
      await this.options
        .sql()
        .execute(`update ${this.options.table} set state = 'failed', lease_until = null, updated_at = now() where id = ?`, [job.id]);
      return;
    }
    const room = Math.max(0, BULK_EDIT_LIMITS.refusalsKept - job.refused_count);
    const done = job.processed + ids.length >= job.total;
    // Saved only while the lease is still this batch's: a batch that overran it was taken up (and is counted) elsewhere.
    await this.options.sql().execute(
      `update ${this.options.table}
          set processed = processed + ?, updated = updated + ?, unchanged = unchanged + ?,
              refused = refused || ?::jsonb, refused_count = refused_count + ?,
              state = ?, lease_until = null, updated_at = now()
        where id = ? and processed = ?`,
      [
        ids.length,
        result.updated,
        result.unchanged,
        JSON.stringify(result.refused.slice(0, room)),
        result.refused.length,
        done ? 'done' : 'running',
        job.id,
        job.processed,
      ],
    );
  }
}
