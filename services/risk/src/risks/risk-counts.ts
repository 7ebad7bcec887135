import { countDeltas, type CountDelta } from '@rtm/backend/db';
import type { RiskLevel, RiskStatus } from '@rtm/contracts';

/** What the kept counts know of a risk: its matrix cell, status, level and departments. */
export interface CountedRisk {
  likelihood: number;
  impact: number;
  status: RiskStatus;
  riskLevel: RiskLevel;
  departmentIds: readonly number[];
}

/** A change of risk_matrix_count (risks per cell and status; the level is the cell's). */
export type MatrixCountDelta = CountDelta<{ likelihood: number; impact: number; status: RiskStatus; risk_level: RiskLevel }>;

/** A change of risk_department_count (risks per department and level). */
export type DepartmentCountDelta = CountDelta<{ department_id: number; risk_level: RiskLevel }>;

export interface RiskCountDeltas {
  matrix: MatrixCountDelta[];
  departments: DepartmentCountDelta[];
}

/**
 * The changes of the risk service's kept counts when the risks `before` become `after` (see countDeltas): a risk counts
 * once in its cell and status, and once per department in its level; an edit of the title changes nothing.
 */
export function riskCountDeltas(before: readonly CountedRisk[], after: readonly CountedRisk[]): RiskCountDeltas {
  return {
    matrix: countDeltas(before, after, (r) => [{ likelihood: r.likelihood, impact: r.impact, status: r.status, risk_level: r.riskLevel }]),
    departments: countDeltas(before, after, (r) => r.departmentIds.map((d) => ({ department_id: d, risk_level: r.riskLevel }))),
  };
}
