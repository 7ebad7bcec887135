import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/history.module.js';
import { TaskRecordsModule } from '../tasks/task-records.module.js';
import { TaskCommentsController } from './task-comments.controller.js';
import { TaskCommentsService } from './task-comments.service.js';

/** Comments on tasks (task.comments.list/create); the tasks room asks it to delete a task's comments. */
@Module({
  imports: [TaskRecordsModule, HistoryModule],
  controllers: [TaskCommentsController],
  providers: [TaskCommentsService],
  exports: [TaskCommentsService],
})
export class CommentsModule {}
