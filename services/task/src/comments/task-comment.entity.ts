import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const TaskComment = defineEntity({
  name: 'TaskComment',
  tableName: 'task_comment',
  properties: {
    id: p.uuid().primary(),
    taskId: p.uuid(),
    authorId: p.uuid(),
    content: p.text(),
    createdAt: p.datetime(),
  },
});
export type TaskComment = InferEntity<typeof TaskComment>;
