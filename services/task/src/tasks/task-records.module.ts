import { Module } from '@nestjs/common';
import { TaskRepository } from './task.repository.js';

/**
 * The task records and their views in SQL, for the rooms that read tasks: the tasks room, and the
 * history and comments rooms (which check the task they belong to). Apart from TasksModule so those
 * rooms can read tasks while the tasks room asks them to record and delete, without a cycle.
 */
@Module({
  providers: [TaskRepository],
  exports: [TaskRepository],
})
export class TaskRecordsModule {}
