import type { LinkedRiskDto, LinkedTaskDto, TaskDetailView, TaskDto, TaskPermissions, TaskView, UserSummary } from '@rtm/contracts';

/** A task as TaskRepository selects it: its columns, owner and assignee, and its risk links with what the projection knows. */
export interface TaskRow {
  id: string;
  task_id: string;
  title: string;
  description: string | null;
  owner_id: string;
  assigned_to_id: string | null;
  status: TaskDto['status'];
  priority: TaskDto['priority'];
  due_date: string | null;
  completed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  owner: UserSummary | null;
  assigned_to: UserSummary | null;
  /** Every link, by risk id; code, title and score null for a risk the projection does not know. */
  links: { id: string; riskId: string | null; title: string | null; score: number | null }[];
}

const iso = (value: Date | string | null): string | null => (value == null ? null : new Date(value).toISOString());

/** The one mapping of a task to its DTO (the payload of the task events). */
export function toTaskDto(row: TaskRow): TaskDto {
  return {
    id: row.id,
    taskId: row.task_id,
    title: row.title,
    description: row.description,
    ownerId: row.owner_id,
    assignedToId: row.assigned_to_id,
    status: row.status,
    priority: row.priority,
    dueDate: row.due_date,
    completedAt: iso(row.completed_at),
    riskIds: row.links.map((l) => l.id).sort(),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

/** The linked risks the projection knows, by code. */
export function linkedRisks(row: TaskRow): LinkedRiskDto[] {
  return row.links
    .filter((l) => l.riskId !== null)
    .map((l) => ({ id: l.id, riskId: l.riskId!, title: l.title ?? '', score: Number(l.score ?? 0) }))
    .sort((a, b) => a.riskId.localeCompare(b.riskId, 'en', { numeric: true }));
}

export function toTaskView(row: TaskRow): TaskView {
  return { ...toTaskDto(row), owner: row.owner, assignedTo: row.assigned_to, risks: linkedRisks(row) };
}

export function toTaskDetailView(row: TaskRow, permissions: TaskPermissions): TaskDetailView {
  return { ...toTaskView(row), permissions };
}

export function toLinkedTaskDto(row: Pick<TaskRow, 'id' | 'task_id' | 'title' | 'status' | 'priority' | 'due_date'>): LinkedTaskDto {
  return { id: row.id, taskId: row.task_id, title: row.title, status: row.status, priority: row.priority, dueDate: row.due_date };
}
