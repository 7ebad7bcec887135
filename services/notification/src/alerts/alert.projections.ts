import { defineProjection, riskSummaryRow, type RiskSummaryRow } from '@rtm/backend/projections';
import {
  RiskAssessed,
  RiskClosed,
  RiskCreated,
  RiskDeleted,
  RiskReviewed,
  RiskUpdated,
  TaskCompleted,
  TaskCreated,
  TaskDeleted,
  TaskUpdated,
  type RiskDto,
  type RiskLevel,
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

/**
 * Risks as the alerts, the activity filter and the scheduler need them: the summary other services keep, and what a
 * review's due date needs (migration 0015): when the review cycle started (the last review, else the creation) and
 * the level that sets the interval (the residual, else the inherent). Every risk event carrying the risk feeds it.
 */
export interface RiskProjectionRow extends RiskSummaryRow {
  reviewFrom: string;
  assessedLevel: RiskLevel;
}

const riskRow = (risk: RiskDto): RiskProjectionRow => ({
  ...riskSummaryRow(risk),
  // Events from before issue 26 have no lastReviewedAt: no review had been made then.
  reviewFrom: risk.lastReviewedAt ?? risk.createdAt,
  assessedLevel: risk.residualLevel ?? risk.riskLevel,
});

/** Table `risk_projection` (durable notification-risks). */
export const RISK_PROJECTION = defineProjection<RiskProjectionRow>({ name: 'risks', table: 'risk_projection', key: 'id' })
  .from(RiskCreated, ({ risk }) => riskRow(risk))
  .from(RiskUpdated, ({ risk }) => riskRow(risk))
  .from(RiskClosed, ({ risk }) => riskRow(risk))
  .from(RiskAssessed, ({ risk }) => riskRow(risk))
  .from(RiskReviewed, ({ risk }) => riskRow(risk))
  .removedBy(RiskDeleted, ({ risk }) => risk.id);
