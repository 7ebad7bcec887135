import { defineEvent } from '../../common/events.js';
import type { TaskUpdatedData } from './task-updated.event.js';

/** A change that set a task's status to done (same payload as task_updated; `task.completedAt` is set). */
export const TaskCompleted = defineEvent<'task_completed', TaskUpdatedData>('task_completed');
