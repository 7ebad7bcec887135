import { Inject, Injectable, type LoggerService } from '@nestjs/common';
import { LOGGER } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import { BulkJobs } from '@rtm/backend/jobs';
import type { TaskBulkChanges } from '@rtm/contracts';
import { TaskSchema } from '../common/task-schema.js';
import { TaskBulkEditor } from './task-bulk-editor.js';

/** The task service's bulk edit jobs (table task_bulk_job), worked in the background in batches. */
@Injectable()
export class TaskBulkJobs extends BulkJobs<TaskBulkChanges> {
  constructor(
    @Inject(Transactions) db: Transactions,
    @Inject(TaskSchema) schema: TaskSchema,
    @Inject(TaskBulkEditor) editor: TaskBulkEditor,
    @Inject(LOGGER) logger: LoggerService,
  ) {
    super({
      table: schema.table('task_bulk_job'),
      sql: () => db.sql(),
      work: (actor, ids, changes) => editor.apply(actor, ids, changes),
      logger,
    });
  }
}
