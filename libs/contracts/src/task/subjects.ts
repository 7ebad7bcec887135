import type { Rpc } from '../common/rpc.js';
import type { LinkedTaskDto, TasksByRiskInput } from './api.js';

/** Request/reply subjects of the task service (`task.<aggregate>.<verb>`). */
export const TASK_SUBJECTS = {
  tasksByRisk: 'task.tasks.byRisk',
} as const;

const S = TASK_SUBJECTS;

/** What each task subject takes and answers. */
export interface TaskRpc {
  [S.tasksByRisk]: Rpc<TasksByRiskInput, LinkedTaskDto[]>;
}
