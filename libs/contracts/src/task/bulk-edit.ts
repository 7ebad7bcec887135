import type { Rpc } from '../common/rpc.js';
import { TASK_PRIORITIES, TASK_STATUSES, type TaskPriority, type TaskStatus } from '../common/enums.js';
import type { BulkEditAnswer, BulkEditJobInput, BulkEditJobView, MatchingIds } from '../common/bulk-edit.js';
import { BULK_EDIT_MESSAGES } from '../common/bulk-edit.js';
import { bulkChangesProblem, isUuidText } from '../common/bulk-edit-rules.js';
import { isCalendarDay } from '../common/calendar-day.js';
import type { ListTasksInput, UpdateTaskInput } from './api.js';
import { TASK_MESSAGES } from './messages.js';

/** What a bulk edit of tasks may set (issue 27): each item then goes through the task form's own change. */
export const TASK_BULK_FIELDS = ['status', 'assignedToId', 'priority', 'dueDate'] as const;
export type TaskBulkField = (typeof TASK_BULK_FIELDS)[number];

export interface TaskBulkChanges {
  status?: TaskStatus;
  /** null: nobody. */
  assignedToId?: string | null;
  priority?: TaskPriority;
  /** YYYY-MM-DD; null clears it. */
  dueDate?: string | null;
}

/** POST /api/tasks/bulk-edit. */
export interface TaskBulkEditInput {
  ids: string[];
  changes: TaskBulkChanges;
}

const TASK_BULK_CHECKS: Record<TaskBulkField, (value: unknown) => string | null> = {
  status: (v) => ((TASK_STATUSES as readonly unknown[]).includes(v) ? null : TASK_MESSAGES.statusInvalid),
  assignedToId: (v) => (v === null || isUuidText(v) ? null : TASK_MESSAGES.assigneeIdInvalid),
  priority: (v) => ((TASK_PRIORITIES as readonly unknown[]).includes(v) ? null : TASK_MESSAGES.priorityInvalid),
  dueDate: (v) => (v === null || isCalendarDay(v) ? null : TASK_MESSAGES.dueDateInvalid),
};

/** What is wrong with a bulk edit's changes of tasks (null: nothing). */
export const taskBulkChangesProblem = (changes: unknown): string | null =>
  bulkChangesProblem(changes, TASK_BULK_FIELDS, TASK_BULK_CHECKS, BULK_EDIT_MESSAGES.taskFieldsOnly);

/** The task form's change that a bulk edit makes of each task (only the fields it names). */
export function taskBulkUpdate(changes: TaskBulkChanges): UpdateTaskInput {
  const update: UpdateTaskInput = {};
  for (const field of TASK_BULK_FIELDS) if (changes[field] !== undefined) (update as Record<string, unknown>)[field] = changes[field];
  return update;
}

export const TASK_BULK_EDIT_SUBJECTS = {
  bulkEdit: 'task.bulkEdit.start',
  bulkEditJob: 'task.bulkEdit.job',
  matchingIds: 'task.tasks.ids',
} as const;

const S = TASK_BULK_EDIT_SUBJECTS;

export interface TaskBulkEditRpc {
  [S.bulkEdit]: Rpc<TaskBulkEditInput, BulkEditAnswer>;
  [S.bulkEditJob]: Rpc<BulkEditJobInput, BulkEditJobView>;
  [S.matchingIds]: Rpc<ListTasksInput, MatchingIds>;
}
