import type { Rpc } from '../common/rpc.js';
import type { ListTasksInput, TaskDto } from './api.js';

/** The task list's filters and order, as GET /api/tasks/export takes them (no paging: the export has every match). */
export type TaskExportFilters = Omit<ListTasksInput, 'limit' | 'offset'>;

/** One batch of the export: the filters, and where the previous batch ended (its `next`). */
export interface TaskExportBatchInput extends TaskExportFilters {
  after?: string[];
  limit?: number;
}

/** A task as the export writes it: its columns only, names and codes included. */
export interface TaskExportRow {
  taskId: string;
  title: string;
  description: string | null;
  status: TaskDto['status'];
  priority: TaskDto['priority'];
  assigneeName: string | null;
  assigneeEmail: string | null;
  dueDate: string | null;
  /** The linked risks' codes (those the task service knows). */
  riskCodes: string[];
  createdAt: string;
  updatedAt: string;
}

export interface TaskExportBatch {
  rows: TaskExportRow[];
  /** The position after the last row (the sort key and id), or null after the last batch. */
  next: string[] | null;
}

export const TASK_EXPORT_LIMITS = {
  /** Rows read per batch. */
  batchRows: 500,
  /** A batch's JSON stays below this (NATS's max_payload is 1 MB; a description may be 10,000 characters). */
  batchBytes: 500_000,
} as const;

export const TASK_EXPORT_SUBJECTS = { tasksExport: 'task.tasks.export' } as const;

export interface TaskExportRpc {
  /** A batch of the filtered tasks in the list's order, by keyset (`after`), bounded by TASK_EXPORT_LIMITS. */
  [TASK_EXPORT_SUBJECTS.tasksExport]: Rpc<TaskExportBatchInput, TaskExportBatch>;
}
