import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { ReportScheduleRunner } from './report-schedule-runner.js';
import { ReportSchedulesController } from './report-schedules.controller.js';
import { ReportSchedulesService } from './report-schedules.service.js';

/**
 * The schedules of committee packs (issue 29): their settings (system admins) and their runs, which make the packs
 * through the reports room and record their mails, PDF attached, through the mail outbox. Recipients are read from the
 * user, language and department projections the activity log, the mail room and the scheduler keep.
 */
@Module({
  imports: [MailModule, ReportsModule],
  controllers: [ReportSchedulesController],
  providers: [ReportSchedulesService, ReportScheduleRunner],
  exports: [ReportScheduleRunner],
})
export class ReportSchedulesModule {}
