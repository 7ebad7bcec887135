import { defineEvent } from '../../common/events.js';
import type { TaskDto } from '../api.js';

/** Fields compared on update and reported in `changes`. */
export const TASK_TRACKED_FIELDS = ['title', 'description', 'status', 'priority', 'ownerId', 'assignedToId', 'dueDate'] as const;
export type TaskTrackedField = (typeof TASK_TRACKED_FIELDS)[number];

/** What changed, field by field (riskIds as sorted id lists). */
export type TaskChanges = { [F in TaskTrackedField]?: { from: TaskDto[F]; to: TaskDto[F] } } & {
  riskIds?: { from: string[]; to: string[] };
};

export interface TaskUpdatedData {
  /** The task after the change. */
  task: TaskDto;
  changes: TaskChanges;
}

/** A task was changed (a change that set its status to done is task_completed instead). */
export const TaskUpdated = defineEvent<'task_updated', TaskUpdatedData>('task_updated');
