import { defineProjection } from '@rtm/backend/projections';
import { TaskCompleted, TaskCreated, TaskDeleted, TaskUpdated, type TaskDto } from '@rtm/contracts';

/** Tasks as the alerts and the scheduler need them (due date, status, owner, assignee), fed by task events. */
export interface TaskProjectionRow {
  id: string;
  taskCode: string;
  title: string;
  status: string;
  ownerId: string;
  assignedToId: string | null;
  dueDate: string | null;
}

const taskRow = (task: TaskDto): TaskProjectionRow => ({
  id: task.id,
  taskCode: task.taskId,
  title: task.title,
  status: task.status,
  ownerId: task.ownerId,
  assignedToId: task.assignedToId,
  dueDate: task.dueDate,
});

export const TASK_PROJECTION = defineProjection<TaskProjectionRow>({ name: 'tasks', table: 'task_projection', key: 'id' })
  .from(TaskCreated, ({ task }) => taskRow(task))
  .from(TaskUpdated, ({ task }) => taskRow(task))
  .from(TaskCompleted, ({ task }) => taskRow(task))
  .removedBy(TaskDeleted, ({ task }) => task.id);
