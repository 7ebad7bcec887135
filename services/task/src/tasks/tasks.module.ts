import { Module } from '@nestjs/common';
import { CommentsModule } from '../comments/comments.module.js';
import { DirectoryModule } from '../directory/directory.module.js';
import { HistoryModule } from '../history/history.module.js';
import { RiskLinksConsumer } from './risk-links.consumer.js';
import { TaskRecordsModule } from './task-records.module.js';
import { TasksController } from './tasks.controller.js';
import { TasksService } from './tasks.service.js';

/** Tasks (task.tasks.*): complete views, changes with their history and events, links dropped with their risk. */
@Module({
  imports: [TaskRecordsModule, DirectoryModule, HistoryModule, CommentsModule],
  controllers: [TasksController],
  providers: [TasksService, RiskLinksConsumer],
  exports: [TasksService],
})
export class TasksModule {}
