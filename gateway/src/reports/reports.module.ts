import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller.js';
import { ReportSettingsController } from './report-settings.controller.js';
import { ReportSchedulesController } from './report-schedules.controller.js';

/** Committee packs (issue 29): /api/reports/*.pdf, /api/report-settings and /api/report-schedules. */
@Module({
  controllers: [ReportsController, ReportSettingsController, ReportSchedulesController],
})
export class ReportsModule {}
