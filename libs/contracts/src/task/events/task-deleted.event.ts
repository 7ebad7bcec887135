import { defineEvent } from '../../common/events.js';
import type { TaskDto } from '../api.js';

export interface TaskDeletedData {
  /** The task as it was (its riskIds are the links removed with it). */
  task: TaskDto;
  /** Comments deleted with it. */
  deletedComments: number;
}

/** A task was deleted, with its comments, history and risk links. */
export const TaskDeleted = defineEvent<'task_deleted', TaskDeletedData>('task_deleted');
