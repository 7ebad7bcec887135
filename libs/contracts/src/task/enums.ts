/** Enumerations of the task slice (SPEC section 3), with the labels the interface shows. */

export const TASK_STATUSES = ['to_do', 'in_progress', 'done', 'blocked'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  to_do: 'To Do',
  in_progress: 'In Progress',
  done: 'Done',
  blocked: 'Blocked',
};

export const TASK_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export const TASK_HISTORY_ACTIONS = [
  'created',
  'status_changed',
  'assigned',
  'priority_changed',
  'due_date_changed',
  'comment_added',
  'attachment_added',
  'completed',
  'reopened',
] as const;
export type TaskHistoryAction = (typeof TASK_HISTORY_ACTIONS)[number];
