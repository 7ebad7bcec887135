import { Inject, Injectable, type LoggerService } from '@nestjs/common';
import { LOGGER } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import { BulkJobs } from '@rtm/backend/jobs';
import type { RiskBulkChanges } from '@rtm/contracts';
import { RiskSchema } from '../common/risk-schema.js';
import { RiskBulkEditor } from './risk-bulk-editor.js';

/** The risk service's bulk edit jobs (table risk_bulk_job), worked in the background in batches. */
@Injectable()
export class RiskBulkJobs extends BulkJobs<RiskBulkChanges> {
  constructor(
    @Inject(Transactions) db: Transactions,
    @Inject(RiskSchema) schema: RiskSchema,
    @Inject(RiskBulkEditor) editor: RiskBulkEditor,
    @Inject(LOGGER) logger: LoggerService,
  ) {
    super({
      table: schema.table('risk_bulk_job'),
      sql: () => db.sql(),
      work: (actor, ids, changes) => editor.apply(actor, ids, changes),
      logger,
    });
  }
}
