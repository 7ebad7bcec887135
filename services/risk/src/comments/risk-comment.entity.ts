import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { RiskCommentDto } from '@rtm/contracts';

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

export function toRiskCommentDto(c: RiskComment): RiskCommentDto {
  return { id: c.id, content: c.content, authorId: c.authorId, riskId: c.riskId, taskId: null, createdAt: c.createdAt.toISOString() };
}
