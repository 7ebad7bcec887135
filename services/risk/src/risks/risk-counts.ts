import { countDeltas, type CountDelta } from '@rtm/backend/db';
import type { RiskLevel, RiskStatus } from '@rtm/contracts';

/** What the kept counts know of a risk: its type, matrix cell, residual cell, status, level and departments. */
export interface CountedRisk {
  riskType: string;
  likelihood: number;
  impact: number;
  /** Null while not assessed: the assessed cell is then the inherent one. */
  residualLikelihood: number | null;
  residualImpact: number | null;
  status: RiskStatus;
  riskLevel: RiskLevel;
  departmentIds: readonly number[];
}

/** A change of risk_matrix_count (risks per cell and status; the level is the cell's). */
export type MatrixCountDelta = CountDelta<{ likelihood: number; impact: number; status: RiskStatus; risk_level: RiskLevel }>;

/** A change of risk_department_count (risks per department and level). */
export type DepartmentCountDelta = CountDelta<{ department_id: number; risk_level: RiskLevel }>;

/** A change of risk_assessment_count (risks per type, assessed cell and status). */
export type AssessmentCountDelta = CountDelta<{ risk_type: string; likelihood: number; impact: number; status: RiskStatus }>;

export interface RiskCountDeltas {
  matrix: MatrixCountDelta[];
  departments: DepartmentCountDelta[];
  assessment: AssessmentCountDelta[];
}

export const NO_COUNT_DELTAS: RiskCountDeltas = { matrix: [], departments: [], assessment: [] };

/**
 * The changes of the risk service's kept counts when the risks `before` become `after` (see countDeltas): a risk counts
 * once in its cell and status, once per department in its level, and once in its type's assessed cell and status; an
 * edit of the title changes nothing.
 */
export function riskCountDeltas(before: readonly CountedRisk[], after: readonly CountedRisk[]): RiskCountDeltas {
  return {
    matrix: countDeltas(before, after, (r) => [{ likelihood: r.likelihood, impact: r.impact, status: r.status, risk_level: r.riskLevel }]),
    departments: countDeltas(before, after, (r) => r.departmentIds.map((d) => ({ department_id: d, risk_level: r.riskLevel }))),
    assessment: countDeltas(before, after, (r) => [
      {
        risk_type: r.riskType,
        likelihood: r.residualLikelihood ?? r.likelihood,
        impact: r.residualImpact ?? r.impact,
        status: r.status,
      },
    ]),
  };
}
