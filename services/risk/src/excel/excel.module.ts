import { Module } from '@nestjs/common';
import { DirectoryModule } from '../directory/directory.module.js';
import { RiskTypesModule } from '../risk-types/risk-types.module.js';
import { RisksModule } from '../risks/risks.module.js';
import { RiskRecordsModule } from '../risks/risk-records.module.js';
import { RiskExportController } from '../export/risk-export.controller.js';
import { RiskExportRepository } from '../export/risk-export.repository.js';
import { ImportTargets } from './import-targets.js';
import { ImportObjects } from './import-objects.js';
import { RiskImportController } from './risk-import.controller.js';
import { RiskImportJobs } from './risk-import-jobs.js';
import { RiskImportService } from './risk-import.service.js';
import { RiskTemplateService } from './risk-template.service.js';

/**
 * The spreadsheet template (risk.template.xlsx), import (risk.import.xlsx, from the uploads bucket; its large updates'
 * jobs, risk.import.job) and the batches of the export (risk.export.batch).
 */
@Module({
  imports: [RisksModule, RiskRecordsModule, RiskTypesModule, DirectoryModule],
  controllers: [RiskImportController, RiskExportController],
  providers: [RiskImportService, RiskImportJobs, RiskTemplateService, ImportObjects, ImportTargets, RiskExportRepository],
})
export class ExcelModule {}
