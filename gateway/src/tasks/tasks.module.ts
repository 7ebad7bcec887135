import { Module } from '@nestjs/common';
import { TasksController } from './tasks.controller.js';
import { TaskBulkEditController } from './task-bulk-edit.controller.js';
import { TaskExportController } from './task-export.controller.js';

/** Tasks (/api/tasks); their comments are served by the comments controller with the risks' (POST /api/comments). */
@Module({
  // Before TasksController's tasks/:id.
  controllers: [TaskBulkEditController, TaskExportController, TasksController],
})
export class TasksModule {}
