import { Module } from '@nestjs/common';
import { AcceptanceRecordsModule } from '../acceptance-records/acceptance-records.module.js';
import { CommentsModule } from '../comments/comments.module.js';
import { DirectoryModule } from '../directory/directory.module.js';
import { RiskTypesModule } from '../risk-types/risk-types.module.js';
import { RiskStatsModule } from '../stats/risk-stats.module.js';
import { RiskRecordsModule } from './risk-records.module.js';
import { RisksController } from './risks.controller.js';
import { RisksService } from './risks.service.js';

/** Risks (risk.risks.*, risk.summary.byDepartment): complete views, and changes with their events. */
@Module({
  imports: [RiskRecordsModule, AcceptanceRecordsModule, RiskTypesModule, DirectoryModule, CommentsModule, RiskStatsModule],
  controllers: [RisksController],
  providers: [RisksService],
  exports: [RisksService],
})
export class RisksModule {}
