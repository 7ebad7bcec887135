import { Module } from '@nestjs/common';
import { TasksController } from './tasks.controller.js';

/** Tasks (/api/tasks); their comments are served by the comments controller with the risks' (POST /api/comments). */
@Module({
  controllers: [TasksController],
})
export class TasksModule {}
