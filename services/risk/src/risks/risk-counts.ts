import { countDeltas, type CountDelta } from '@rtm/backend/db';
import type { RiskAssessmentKind, RiskLevel, RiskStatus } from '@rtm/contracts';

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

/** A day's change of risk_cell_day: risks per assessment (the inherent cell, or the assessed one), cell and status. */
export type CellDayDelta = CountDelta<{
  assessment: RiskAssessmentKind;
  day: string;
  likelihood: number;
  impact: number;
  status: RiskStatus;
}>;

/** A day's change of risk_department_day: risks per department and (inherent) level. */
export type DepartmentDayDelta = CountDelta<{ day: string; department_id: number; risk_level: RiskLevel }>;

/**
 * The kept counts' changes as the changes of `day` (YYYY-MM-DD in MAIL_TIME_ZONE) that the register over time keeps
 * (issue 26): the inherent cells from the matrix counts, the assessed cells from the assessment counts summed over the
 * types, the departments as they are; in key order, like countDeltas, so row locks are taken in one order.
 */
export function riskDayDeltas(deltas: RiskCountDeltas, day: string): { cells: CellDayDelta[]; departments: DepartmentDayDelta[] } {
  const cells = new Map<string, CellDayDelta>();
  const add = (assessment: RiskAssessmentKind, d: { likelihood: number; impact: number; status: RiskStatus; delta: number }) => {
    const id = `${assessment}|${d.likelihood}|${d.impact}|${d.status}`;
    const cell = cells.get(id) ?? { assessment, day, likelihood: d.likelihood, impact: d.impact, status: d.status, delta: 0 };
    cell.delta += d.delta;
    cells.set(id, cell);
  };
  deltas.matrix.forEach((d) => add('inherent', d));
  deltas.assessment.forEach((d) => add('residual', d));
  const byKey = (a: CellDayDelta, b: CellDayDelta) =>
    (a.assessment < b.assessment ? -1 : a.assessment > b.assessment ? 1 : 0) ||
    a.likelihood - b.likelihood ||
    a.impact - b.impact ||
    (a.status < b.status ? -1 : a.status > b.status ? 1 : 0);
  return {
    cells: [...cells.values()].filter((c) => c.delta !== 0).sort(byKey),
    departments: deltas.departments.map((d) => ({ day, department_id: d.department_id, risk_level: d.risk_level, delta: d.delta })),
  };
}
