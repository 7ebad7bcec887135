import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { AffectedApp, RiskFrequency, RiskLevel, RiskStatus, TreatmentStrategy } from '@rtm/contracts';

export const Risk = defineEntity({
  name: 'Risk',
  tableName: 'risk',
  properties: {
    id: p.uuid().primary(),
    riskCode: p.string(),
    codeYear: p.integer(),
    codeNumber: p.integer(),
    title: p.string(),
    description: p.text().nullable(),
    suggestedSolution: p.text().nullable(),
    status: p.string().$type<RiskStatus>(),
    riskType: p.string(),
    affectedApp: p.string().$type<AffectedApp>().nullable(),
    frequency: p.string().$type<RiskFrequency>(),
    ownerId: p.uuid(),
    likelihood: p.smallint(),
    impact: p.smallint(),
    riskScore: p.smallint(),
    riskLevel: p.string().$type<RiskLevel>(),
    dateIdentified: p.date().nullable(),
    reportedBy: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime().nullable(),
    residualLikelihood: p.smallint().nullable(),
    residualImpact: p.smallint().nullable(),
    residualScore: p.smallint().nullable(),
    residualLevel: p.string().$type<RiskLevel>().nullable(),
    treatmentStrategy: p.string().$type<TreatmentStrategy>().nullable(),
    treatmentPlan: p.text().nullable(),
    treatmentDueDate: p.date().nullable(),
  },
});
export type Risk = InferEntity<typeof Risk>;
