import { Module, type DynamicModule, type LoggerService } from '@nestjs/common';
import { ServiceCoreModule } from '@rtm/backend/app';
import { TASK_MIGRATIONS } from './database/task.migrations.js';
import { Task, TaskCounter, TaskRisk } from './tasks/task.entity.js';
import { TasksController } from './tasks/tasks.controller.js';
import { TasksService } from './tasks/tasks.service.js';
import type { TaskConfig } from './task.config.js';

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
          entities: [Task, TaskRisk, TaskCounter],
          migrations: TASK_MIGRATIONS,
        }),
      ],
      controllers: [TasksController],
      providers: [TasksService],
    };
  }
}
