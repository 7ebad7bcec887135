import { defineEvent } from '../../common/events.js';
import type { TaskDto } from '../api.js';

export interface TaskCreatedData {
  task: TaskDto;
}

/** A task was created (with its risk links, owner and assignee). */
export const TaskCreated = defineEvent<'task_created', TaskCreatedData>('task_created');
