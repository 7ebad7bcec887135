import { Module } from '@nestjs/common';
import { TaskRecordsModule } from '../tasks/task-records.module.js';
import { TasksModule } from '../tasks/tasks.module.js';
import { TaskBulkEditController } from './task-bulk-edit.controller.js';
import { TaskBulkEditor } from './task-bulk-editor.js';
import { TaskBulkJobs } from './task-bulk-jobs.js';

/** Bulk edit of tasks (task.bulkEdit.*, task.tasks.ids; issue 27): each task through TasksService.update, jobs in task_bulk_job. */
@Module({
  imports: [TasksModule, TaskRecordsModule],
  controllers: [TaskBulkEditController],
  providers: [TaskBulkEditor, TaskBulkJobs],
})
export class TaskBulkEditModule {}
