import { IsBulkChanges, IsBulkIds } from '../../common/validation/bulk-edit.dto.js';
import { taskBulkChangesProblem, type TaskBulkChanges, type TaskBulkEditInput } from '../bulk-edit.js';

/** POST /api/tasks/bulk-edit (the gateway validates it; the task service again). */
export class TaskBulkEditDto implements TaskBulkEditInput {
  @IsBulkIds()
  ids!: string[];

  @IsBulkChanges(taskBulkChangesProblem)
  changes!: TaskBulkChanges;
}
