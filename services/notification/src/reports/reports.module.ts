import { Module } from '@nestjs/common';
import { PdfRenderer } from './pdf-renderer.js';
import { ReportSources } from './report-sources.js';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';
import { ReportSettingsService } from './report-settings.service.js';

/** Committee packs (issue 29): the data from the risk and task services, the HTML, Chromium's PDF, the object store. */
@Module({
  controllers: [ReportsController],
  providers: [ReportsService, ReportSources, PdfRenderer, ReportSettingsService],
  exports: [ReportsService],
})
export class ReportsModule {}
