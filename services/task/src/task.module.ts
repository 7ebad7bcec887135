import { Module, type DynamicModule, type LoggerService } from '@nestjs/common';
import { ServiceCoreModule } from '@rtm/backend/app';
import { TaskCommonModule } from './common/common.module.js';
import { CommentsModule } from './comments/comments.module.js';
import { TaskComment } from './comments/task-comment.entity.js';
import { TASK_MIGRATIONS } from './database/task.migrations.js';
import { DirectoryModule } from './directory/directory.module.js';
import { HistoryModule } from './history/history.module.js';
import { TaskHistory } from './history/task-history.entity.js';
import { Task } from './tasks/task.entity.js';
import { TasksModule } from './tasks/tasks.module.js';
import { TaskExportModule } from './export/task-export.module.js';
import { TaskBulkEditModule } from './bulk-edit/task-bulk-edit.module.js';
import { AttachmentsModule } from './attachments/attachments.module.js';
import { TaskReportsModule } from './reports/reports.module.js';
import type { TaskConfig } from './task.config.js';

/** The task service: one module per room (tasks, history, comments, directory). */
@Module({})
export class TaskModule {
  static forRoot(config: TaskConfig, logger: LoggerService): DynamicModule {
    return {
      module: TaskModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'task',
          schema: config.TASK_SCHEMA,
          config,
          logger,
          entities: [Task, TaskHistory, TaskComment],
          migrations: TASK_MIGRATIONS,
        }),
        TaskCommonModule,
        DirectoryModule,
        HistoryModule,
        CommentsModule,
        TasksModule,
        TaskExportModule,
        TaskBulkEditModule,
        AttachmentsModule,
        TaskReportsModule,
      ],
    };
  }
}
