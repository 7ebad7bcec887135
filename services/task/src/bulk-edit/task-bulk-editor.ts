import { Inject, Injectable, type LoggerService } from '@nestjs/common';
import { LOGGER } from '@rtm/backend/app';
import { bulkApply } from '@rtm/backend/jobs';
import { taskBulkUpdate, type Actor, type BulkEditResult, type TaskBulkChanges } from '@rtm/contracts';
import { TasksService } from '../tasks/tasks.service.js';

/**
 * A batch of a bulk edit of tasks: each task through the task form's own change (TasksService.update: the actor's right
 * to change it, the assignee's check, its own transaction, history entries and event).
 */
@Injectable()
export class TaskBulkEditor {
  constructor(
    @Inject(TasksService) private readonly tasks: TasksService,
    @Inject(LOGGER) private readonly logger: LoggerService,
  ) {}

  async apply(actor: Actor, ids: string[], changes: TaskBulkChanges): Promise<BulkEditResult> {
    const update = taskBulkUpdate(changes);
    return bulkApply(
      ids,
      async (id) => {
        // A change that leaves the task as it was keeps its updatedAt.
        const before = await this.tasks.get(actor, id);
        const after = await this.tasks.update(actor, id, update);
        return after.updatedAt === before.updatedAt ? 'unchanged' : 'updated';
      },
      (id, error) => this.logger.error(`Bulk edit of task ${id} failed: ${String(error)}`, undefined, TaskBulkEditor.name),
    );
  }
}
