import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { LinkedTaskDto, TaskPriority, TaskStatus } from '@rtm/contracts';

export const Task = defineEntity({
  name: 'Task',
  tableName: 'task',
  properties: {
    id: p.uuid().primary(),
    /** Display code TSK-<year>-<4 digits>. */
    taskId: p.string().unique(),
    title: p.string(),
    description: p.text().nullable(),
    ownerId: p.uuid(),
    assignedToId: p.uuid().nullable(),
    status: p.string().$type<TaskStatus>().default('to_do'),
    priority: p.string().$type<TaskPriority>().default('medium'),
    dueDate: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    riskLinks: () => p.oneToMany(TaskRisk).mappedBy('task'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Task = InferEntity<typeof Task>;

/** A link between one of our tasks and a risk of the risk service. */
export const TaskRisk = defineEntity({
  name: 'TaskRisk',
  tableName: 'task_risk',
  properties: {
    task: () => p.manyToOne(Task).primary().fieldName('task_id'),
    riskId: p.uuid().primary(),
  },
});
export type TaskRisk = InferEntity<typeof TaskRisk>;

/** Per-year counter behind the task codes. */
export const TaskCounter = defineEntity({
  name: 'TaskCounter',
  tableName: 'task_counter',
  properties: {
    year: p.integer().primary(),
    nextNumber: p.integer().default(1),
  },
});
export type TaskCounter = InferEntity<typeof TaskCounter>;

export function toLinkedTaskDto(t: Pick<Task, 'id' | 'taskId' | 'title' | 'status' | 'priority' | 'dueDate'>): LinkedTaskDto {
  return {
    id: t.id,
    taskId: t.taskId,
    title: t.title,
    status: t.status,
    priority: t.priority,
    dueDate: t.dueDate ? t.dueDate.toISOString() : null,
  };
}
