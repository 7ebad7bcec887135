import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { RiskTypeDto } from '@rtm/contracts';

export const RiskType = defineEntity({
  name: 'RiskType',
  tableName: 'risk_type',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string(),
    description: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type RiskType = InferEntity<typeof RiskType>;

export function toRiskTypeDto(t: RiskType): RiskTypeDto {
  return { id: t.id, name: t.name, description: t.description ?? null, createdAt: t.createdAt.toISOString() };
}
