import { Module } from '@nestjs/common';
import { RiskRecordsModule } from '../risks/risk-records.module.js';
import { RisksModule } from '../risks/risks.module.js';
import { RiskBulkEditController } from './risk-bulk-edit.controller.js';
import { RiskBulkEditor } from './risk-bulk-editor.js';
import { RiskBulkJobs } from './risk-bulk-jobs.js';

/** Bulk edit of risks (risk.bulkEdit.*, risk.risks.ids; issue 27): each risk through RisksService.update, jobs in risk_bulk_job. */
@Module({
  imports: [RisksModule, RiskRecordsModule],
  controllers: [RiskBulkEditController],
  providers: [RiskBulkEditor, RiskBulkJobs],
})
export class RiskBulkEditModule {}
