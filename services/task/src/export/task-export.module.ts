import { Module } from '@nestjs/common';
import { TaskRecordsModule } from '../tasks/task-records.module.js';
import { TaskExportController } from './task-export.controller.js';
import { TaskExportRepository } from './task-export.repository.js';
import { TaskExportService } from './task-export.service.js';

/** The task export's batches (task.tasks.export): the list's filters and order, read by keyset, bounded in rows and bytes. */
@Module({
  imports: [TaskRecordsModule],
  controllers: [TaskExportController],
  providers: [TaskExportService, TaskExportRepository],
})
export class TaskExportModule {}
