import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TaskHistoryAction } from '@rtm/contracts';

export const TaskHistory = defineEntity({
  name: 'TaskHistory',
  tableName: 'task_history',
  properties: {
    id: p.uuid().primary(),
    taskId: p.uuid(),
    action: p.string().$type<TaskHistoryAction>(),
    description: p.text(),
    oldValue: p.text().nullable(),
    newValue: p.text().nullable(),
    userId: p.uuid(),
    metadata: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime(),
  },
});
export type TaskHistory = InferEntity<typeof TaskHistory>;
