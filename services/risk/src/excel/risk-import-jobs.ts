import { ConflictException, Inject, Injectable, NotFoundException, type LoggerService } from '@nestjs/common';
import { LOGGER } from '@rtm/backend/app';
import { pgArray } from '@rtm/backend/db';
import { Transactions } from '@rtm/backend/events';
import { BulkJobs, bulkApply } from '@rtm/backend/jobs';
import { RISK_MESSAGES, type Actor, type BulkEditResult, type UpdateRiskInput } from '@rtm/contracts';
import { randomUUID } from 'node:crypto';
import { RiskSchema } from '../common/risk-schema.js';
import { RisksService } from '../risks/risks.service.js';
import { conflictTimeText } from './export-conflict.js';
import { ImportTargets } from './import-targets.js';
import { holdsAlready } from './row-changes.js';

/** A row's update as the import planned it: its risk, as the file named it, and as it was when planned. */
export interface PlannedUpdate {
  id: string;
  row: number;
  riskId: string;
  /** The risk's updatedAt when planned (ISO 8601 to the millisecond; null while never changed). */
  updatedAt: string | null;
  input: UpdateRiskInput;
}

interface PlannedRow {
  risk_id: string;
  row_number: number;
  risk_code: string;
  planned_updated_at: string | null;
  input: UpdateRiskInput;
}

/** Planned updates per insert statement: bounded parameters, a 10,000-row file in 10 statements. */
const ROWS_PER_INSERT = 1000;

/**
 * An import's updates beyond BULK_EDIT_LIMITS.atOnce (issue 27), worked like a bulk edit's job (table risk_import_job,
 * batch by batch in the background, the progress saved after each): the job's items are the risks, each risk's
 * planned change is kept in risk_import_row until its batch. At its batch a risk is changed through the form's own
 * update (rights, checks, history, events) unless it already holds the change (a batch run again after a restart) or
 * was changed since the import was planned (refused like a row changed since the export). Refusals name the Risk ID.
 */
@Injectable()
export class RiskImportJobs extends BulkJobs<{ importId: string }> {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(RiskSchema) private readonly schema: RiskSchema,
    @Inject(RisksService) private readonly risks: RisksService,
    @Inject(ImportTargets) private readonly targets: ImportTargets,
    @Inject(LOGGER) private readonly log: LoggerService,
  ) {
    super({
      table: schema.table('risk_import_job'),
      sql: () => db.sql(),
      work: (actor, ids, changes) => this.apply(actor, ids, changes.importId),
      logger: log,
      batchSize: 100,
    });
  }

  /** Keeps the planned updates and starts their job as `actor`; answers the job's id. */
  async startUpdates(actor: Actor, updates: PlannedUpdate[]): Promise<string> {
    const importId = randomUUID();
    for (let at = 0; at < updates.length; at += ROWS_PER_INSERT) {
      const slice = updates.slice(at, at + ROWS_PER_INSERT);
      await this.db.sql().execute(
        `insert into ${this.schema.table('risk_import_row')} (import_id, risk_id, row_number, risk_code, planned_updated_at, input)
         select ?, u.risk_id, u.row_number, u.risk_code, u.planned_updated_at, u.input
           from jsonb_to_recordset(?::jsonb) as u(risk_id uuid, row_number int, risk_code text, planned_updated_at text, input jsonb)`,
        [
          importId,
          JSON.stringify(
            slice.map((u) => ({ risk_id: u.id, row_number: u.row, risk_code: u.riskId, planned_updated_at: u.updatedAt, input: u.input })),
          ),
        ],
      );
    }
    return this.start(
      actor,
      updates.map((u) => u.id),
      { importId },
    );
  }

  private async apply(actor: Actor, ids: string[], importId: string): Promise<BulkEditResult> {
    const table = this.schema.table('risk_import_row');
    const planned = new Map(
      (
        await this.db
          .sql()
          .execute<PlannedRow[]>(
            `select risk_id, row_number, risk_code, planned_updated_at, input from ${table} where import_id = ? and risk_id = any(?::uuid[])`,
            [importId, pgArray(ids)],
          )
      ).map((row) => [row.risk_id, row]),
    );
    const targets = await this.targets.byRiskId(
      this.db.reader(),
      [...planned.values()].map((p) => p.risk_code),
    );
    const result = await bulkApply(
      ids,
      async (id) => {
        const plan = planned.get(id);
        // Its batch was cut short after the risk's row was done (and let go): nothing left to do.
        if (!plan) return 'unchanged';
        const target = targets.get(plan.risk_code);
        if (!target || target.id !== id) throw new NotFoundException(RISK_MESSAGES.importRiskNotFound(plan.risk_code));
        if (holdsAlready(target, plan.input)) return 'unchanged';
        if (target.updatedAt !== plan.planned_updated_at)
          throw new ConflictException(RISK_MESSAGES.changedSinceExport(target.changedBy ?? '?', conflictTimeText(target.updatedAt!)));
        await this.risks.update(actor, id, plan.input);
        return 'updated';
      },
      (id, error) => this.log.error(`Import update of risk ${id} failed: ${String(error)}`, undefined, RiskImportJobs.name),
    );
    await this.db.sql().execute(`delete from ${table} where import_id = ? and risk_id = any(?::uuid[])`, [importId, pgArray(ids)]);
    const codeOf = (id: string) => planned.get(id)?.risk_code ?? id;
    return { ...result, refused: result.refused.map((r) => ({ ...r, id: codeOf(r.id) })) };
  }
}
