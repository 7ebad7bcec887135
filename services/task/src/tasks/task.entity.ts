import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TaskPriority, TaskStatus } from '@rtm/contracts';

export const Task = defineEntity({
  name: 'Task',
  tableName: 'task',
  properties: {
    id: p.uuid().primary(),
    /** Display code TSK-<year>-<4 digits> (code_year and code_number are generated from it). */
    taskId: p.string().unique(),
    title: p.string(),
    description: p.text().nullable(),
    ownerId: p.uuid(),
    assignedToId: p.uuid().nullable(),
    status: p.string().$type<TaskStatus>(),
    priority: p.string().$type<TaskPriority>(),
    /** YYYY-MM-DD. */
    dueDate: p.date().nullable(),
    completedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type Task = InferEntity<typeof Task>;
