import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller.js';
import { ReportSettingsController } from './report-settings.controller.js';

/** Committee packs (issue 29): /api/reports/*.pdf and /api/report-settings. */
@Module({
  controllers: [ReportsController, ReportSettingsController],
})
export class ReportsModule {}
