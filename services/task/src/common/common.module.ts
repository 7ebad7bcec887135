import { Global, Module } from '@nestjs/common';
import { Clock, SERVICE_CONFIG } from '@rtm/backend/app';
import type { TaskConfig } from '../task.config.js';
import { TaskSchema } from './task-schema.js';

/** What every room of the task service uses: the schema's table names for SQL, and the clock. */
@Global()
@Module({
  providers: [
    { provide: TaskSchema, useFactory: (config: TaskConfig) => new TaskSchema(config.TASK_SCHEMA), inject: [SERVICE_CONFIG] },
    Clock,
  ],
  exports: [TaskSchema, Clock],
})
export class TaskCommonModule {}
