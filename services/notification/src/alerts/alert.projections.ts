import { defineProjection } from '@rtm/backend/projections';
import {
  RiskClosed,
  RiskCreated,
  RiskDeleted,
  RiskUpdated,
  TaskCompleted,
  TaskCreated,
  TaskDeleted,
  TaskUpdated,
  type RiskDto,
  type TaskDto,
} from '@rtm/contracts';

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

/** Risks with their score and status, for the critical risks of the alerts, fed by risk events. */
export interface RiskProjectionRow {
  id: string;
  riskCode: string;
  title: string;
  riskScore: number;
  status: string;
  ownerId: string;
}

const riskRow = (risk: RiskDto): RiskProjectionRow => ({
  id: risk.id,
  riskCode: risk.riskId,
  title: risk.title,
  riskScore: risk.riskScore,
  status: risk.status,
  ownerId: risk.ownerId,
});

export const RISK_PROJECTION = defineProjection<RiskProjectionRow>({ name: 'risks', table: 'risk_projection', key: 'id' })
  .from(RiskCreated, ({ risk }) => riskRow(risk))
  .from(RiskUpdated, ({ risk }) => riskRow(risk))
  .from(RiskClosed, ({ risk }) => riskRow(risk))
  .removedBy(RiskDeleted, ({ risk }) => risk.id);
