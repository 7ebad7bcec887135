import { TASK_BULK_EDIT_SUBJECTS } from '@rtm/contracts';
import { ListTasksDto, TaskBulkEditDto } from '@rtm/contracts/validation';
import { bulkEditController } from '../common/bulk-edit.controller.js';

/** Bulk edit of tasks (issue 27): GET /api/tasks/ids, POST /api/tasks/bulk-edit, GET /api/tasks/bulk-edit/{jobId}. */
export const TaskBulkEditController = bulkEditController('api/tasks', TASK_BULK_EDIT_SUBJECTS, ListTasksDto, TaskBulkEditDto);
