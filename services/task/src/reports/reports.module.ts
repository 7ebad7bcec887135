import { Module } from '@nestjs/common';
import { TaskReportController } from './report-data.controller.js';
import { TaskReportRepository } from './report-data.repository.js';

/** The committee packs' overdue treatment tasks (issue 29): task.report.data. */
@Module({
  controllers: [TaskReportController],
  providers: [TaskReportRepository],
})
export class TaskReportsModule {}
