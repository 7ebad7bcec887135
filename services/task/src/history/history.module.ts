import { Module } from '@nestjs/common';
import { TaskRecordsModule } from '../tasks/task-records.module.js';
import { HistoryController } from './history.controller.js';
import { TaskHistoryService } from './task-history.service.js';

/** Task history (task.history.list); the tasks and comments rooms record entries in their transactions. */
@Module({
  imports: [TaskRecordsModule],
  controllers: [HistoryController],
  providers: [TaskHistoryService],
  exports: [TaskHistoryService],
})
export class HistoryModule {}
