import type { TaskPriority, TaskStatus } from '../common/enums.js';

/** Shapes of the task slice (the slice itself is a later issue; these serve the risk detail page). */

/** A task linked to a risk, as the risk detail page lists it (GET /api/risks/{id}/tasks). */
export interface LinkedTaskDto {
  id: string;
  taskId: string;
  title: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: string | null;
}

export interface TasksByRiskInput {
  riskId: string;
}
