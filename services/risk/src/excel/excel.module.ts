import { Module } from '@nestjs/common';
import { DirectoryModule } from '../directory/directory.module.js';
import { RiskTypesModule } from '../risk-types/risk-types.module.js';
import { RisksModule } from '../risks/risks.module.js';
import { ImportObjects } from './import-objects.js';
import { RiskImportController } from './risk-import.controller.js';
import { RiskImportService } from './risk-import.service.js';
import { RiskTemplateService } from './risk-template.service.js';

/** The spreadsheet template (risk.template.xlsx) and import (risk.import.xlsx, from the uploads bucket). */
@Module({
  imports: [RisksModule, RiskTypesModule, DirectoryModule],
  controllers: [RiskImportController],
  providers: [RiskImportService, RiskTemplateService, ImportObjects],
})
export class ExcelModule {}
