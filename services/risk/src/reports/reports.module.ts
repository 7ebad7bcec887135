import { Module } from '@nestjs/common';
import { RiskRecordsModule } from '../risks/risk-records.module.js';
import { RegisterRepository } from '../register/register.repository.js';
import { ReportDataController } from './report-data.controller.js';
import { ReportDataRepository } from './report-data.repository.js';
import { ReportDataService } from './report-data.service.js';

/** The committee packs' data (issue 29): risk.report.data, from the list's filters and the register's reads. */
@Module({
  imports: [RiskRecordsModule],
  controllers: [ReportDataController],
  providers: [ReportDataService, ReportDataRepository, RegisterRepository],
})
export class ReportsModule {}
