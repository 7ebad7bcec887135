import { Module } from '@nestjs/common';
import { EvidenceRecordsModule } from '../evidence/evidence-records.module.js';
import { RiskRecordsModule } from '../risks/risk-records.module.js';
import { RisksModule } from '../risks/risks.module.js';
import { AcceptanceRecordsModule } from '../acceptance-records/acceptance-records.module.js';
import { AcceptanceController } from './acceptance.controller.js';
import { AcceptanceExpiryJob } from './acceptance-expiry.job.js';
import { AcceptanceService } from './acceptance.service.js';

/** Acceptance of risks (risk.acceptance.*, issue 25): requests, decisions, withdrawals and the expiry job. */
@Module({
  imports: [AcceptanceRecordsModule, RiskRecordsModule, RisksModule, EvidenceRecordsModule],
  controllers: [AcceptanceController],
  providers: [AcceptanceService, AcceptanceExpiryJob],
  exports: [AcceptanceService],
})
export class AcceptanceModule {}
