import { LIMITS } from '../common/constants.js';
import type { TaskHistoryAction, TaskPriority, TaskStatus } from '../common/enums.js';
import { formatCode } from '../common/rules.js';

/** Pure rules of the task slice (SPEC section 4), shared by the task service and the screens. */

export type DueState = 'overdue' | 'soon' | 'normal';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day of `date` where it is read (local time), as YYYY-MM-DD. */
export function calendarDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Days from `from` to `to`, both calendar days (YYYY-MM-DD; a timestamp counts by its first ten characters). */
function daysBetween(from: string, to: string): number {
  const day = (value: string) => {
    const [y, m, d] = value.slice(0, 10).split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((day(to) - day(from)) / DAY_MS);
}

/**
 * Due state on calendar days: overdue when the due day is before today, soon when it is today or
 * within `soonDays` days after, else normal (also without a due date). `today` is a day (YYYY-MM-DD)
 * or a moment, read as the local calendar day, so a task due today is never overdue whatever the hour.
 */
export function dueState(
  dueDate: string | null | undefined,
  today: string | Date = new Date(),
  soonDays: number = LIMITS.dueSoonDays,
): DueState {
  if (!dueDate) return 'normal';
  const days = daysBetween(typeof today === 'string' ? today : calendarDate(today), dueDate);
  if (days < 0) return 'overdue';
  if (days <= soonDays) return 'soon';
  return 'normal';
}

/** A task's due state: a done task is never overdue nor due soon (SPEC section 4: overdue counts exclude done tasks). */
export function taskDueState(
  task: { dueDate: string | null; status: TaskStatus },
  today: string | Date = new Date(),
  soonDays?: number,
): DueState {
  return task.status === 'done' ? 'normal' : dueState(task.dueDate, today, soonDays);
}

/** `TSK-<year>-<4 digits>` (the number grows past 9999 without losing digits). */
export function taskCode(year: number, n: number): string {
  return formatCode('TSK', year, n);
}

export const TASK_CODE_PATTERN = /^TSK-\d{4}-\d{4,}$/;

/**
 * "My tasks", the one definition (the task service's SQL says the same): the tasks assigned to the user,
 * and the tasks the user owns that nobody is assigned to.
 */
export function isMyTask(task: { ownerId: string; assignedToId: string | null }, userId: string): boolean {
  return task.assignedToId ? task.assignedToId === userId : task.ownerId === userId;
}

/** The facts a task's history follows (SPEC section 3: status, priority, assignee, due date). */
export interface TaskHistoryFacts {
  status: TaskStatus;
  priority: TaskPriority;
  assignedToId: string | null;
  /** YYYY-MM-DD. */
  dueDate: string | null;
}

/** One history entry a change writes; values as stored (see TaskHistoryEntryDto). */
export interface TaskHistoryChange {
  action: TaskHistoryAction;
  oldValue: string | null;
  newValue: string | null;
}

/**
 * The history entries of a change from `before` to `after`, in a fixed order (status, priority,
 * assignee, due date): a status that becomes done is `completed`, one that leaves done `reopened`,
 * any other `status_changed`; a new assignee is `assigned` (SPEC's task_history_action).
 */
export function taskHistoryChanges(before: TaskHistoryFacts, after: TaskHistoryFacts): TaskHistoryChange[] {
  const changes: TaskHistoryChange[] = [];
  if (before.status !== after.status) {
    const action: TaskHistoryAction = after.status === 'done' ? 'completed' : before.status === 'done' ? 'reopened' : 'status_changed';
    changes.push({ action, oldValue: before.status, newValue: after.status });
  }
  if (before.priority !== after.priority) changes.push({ action: 'priority_changed', oldValue: before.priority, newValue: after.priority });
  if ((before.assignedToId ?? null) !== (after.assignedToId ?? null))
    changes.push({ action: 'assigned', oldValue: before.assignedToId ?? null, newValue: after.assignedToId ?? null });
  if ((before.dueDate ?? null) !== (after.dueDate ?? null))
    changes.push({ action: 'due_date_changed', oldValue: before.dueDate ?? null, newValue: after.dueDate ?? null });
  return changes;
}

/** When a status change sets completedAt (becomes done: now), clears it (leaves done: null) or leaves it (undefined). */
export function completedAtAfter(before: TaskStatus, after: TaskStatus, now: Date): Date | null | undefined {
  if (before === after) return undefined;
  if (after === 'done') return now;
  if (before === 'done') return null;
  return undefined;
}
