import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const RiskComment = defineEntity({
  name: 'RiskComment',
  tableName: 'risk_comment',
  properties: {
    id: p.uuid().primary(),
    riskId: p.uuid(),
    authorId: p.uuid(),
    content: p.text(),
    createdAt: p.datetime(),
  },
});
export type RiskComment = InferEntity<typeof RiskComment>;
