import { countDeltas, type CountDelta } from '@rtm/backend/db';
import type { TaskPriority, TaskStatus } from '@rtm/contracts';

/** What the kept count knows of a task. */
export interface CountedTask {
  status: TaskStatus;
  priority: TaskPriority;
}

/** A change of task_count (tasks per status and priority). */
export type TaskCountDelta = CountDelta<{ status: TaskStatus; priority: TaskPriority }>;

/** The changes of task_count when the tasks `before` become `after` (see countDeltas). */
export function taskCountDeltas(before: readonly CountedTask[], after: readonly CountedTask[]): TaskCountDelta[] {
  return countDeltas(before, after, (t) => [{ status: t.status, priority: t.priority }]);
}
