import { pgArray } from '@rtm/backend/db';
import { defineProjection } from '@rtm/backend/projections';
import { TaskCompleted, TaskCreated, TaskDeleted, TaskUpdated, type TaskDto, type TaskStatus } from '@rtm/contracts';

/** What the risk service keeps of a task: its status and the risks it treats, for the 'done of total' counts. */
export interface TaskProjectionRow {
  id: string;
  status: TaskStatus;
  /** A PostgreSQL array literal of the linked risk ids (column risk_ids uuid[]). */
  riskIds: string;
}

const taskRow = (task: TaskDto): TaskProjectionRow => ({ id: task.id, status: task.status, riskIds: pgArray(task.riskIds) });

/** Table `task_projection`, fed by the task service's events (durable risk-tasks). */
export const TASK_PROJECTION = defineProjection<TaskProjectionRow>({ name: 'tasks', table: 'task_projection', key: 'id' })
  .from(TaskCreated, ({ task }) => taskRow(task))
  .from(TaskUpdated, ({ task }) => taskRow(task))
  .from(TaskCompleted, ({ task }) => taskRow(task))
  .removedBy(TaskDeleted, ({ task }) => task.id);

export const TASK_PROJECTION_TABLE: readonly string[] = [
  `create table task_projection (
    id uuid primary key,
    status text not null,
    risk_ids uuid[] not null default '{}',
    version_at timestamptz not null
  )`,
  `create index task_projection_risk_ids_idx on task_projection using gin (risk_ids)`,
];
