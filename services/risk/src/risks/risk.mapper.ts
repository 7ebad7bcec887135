import type {
  TreatmentSummary,
  RiskDepartmentRef,
  RiskDetailView,
  RiskAcceptanceDto,
  RiskDto,
  RiskHistoryValues,
  RiskPermissions,
  RiskTypeDto,
  RiskView,
  UserSummary,
} from '@rtm/contracts';

/** A risk as RiskRepository selects it: its columns, its type, its owner and departments from the projections. */
export interface RiskRow {
  id: string;
  risk_code: string;
  title: string;
  description: string | null;
  suggested_solution: string | null;
  status: RiskDto['status'];
  risk_type: string;
  affected_app: RiskDto['affectedApp'];
  frequency: RiskDto['frequency'];
  owner_id: string;
  likelihood: number;
  impact: number;
  risk_score: number;
  risk_level: RiskDto['riskLevel'];
  date_identified: string | null;
  reported_by: string | null;
  created_at: Date | string;
  updated_at: Date | string | null;
  residual_likelihood: number | null;
  residual_impact: number | null;
  residual_score: number | null;
  residual_level: RiskDto['residualLevel'];
  treatment_strategy: RiskDto['treatmentStrategy'];
  treatment_plan: string | null;
  /** YYYY-MM-DD */
  treatment_due_date: string | null;
  /** Issue 26: its last review, and its next review's due day (YYYY-MM-DD, null when closed). */
  last_reviewed_at: Date | string | null;
  next_review_due: string | null;
  type_id: number | null;
  type_description: string | null;
  type_created_at: Date | string | null;
  /** From the user projection; null while it does not know the owner. */
  owner: UserSummary | null;
  /** [{ id, name }] ordered by id; name null for a department the projection does not know. */
  departments: RiskDepartmentRef[];
  /** Linked tasks done and in all, from the task projection. */
  treatment: TreatmentSummary;
  /** Its latest acceptance (issue 25), null when it never had one. */
  acceptance: RiskAcceptanceDto | null;
  /** Its type's appetite and whether it is outside it. */
  appetite: RiskView['appetite'];
}

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** RiskRepository selects timestamps as ISO text already; a Date (or other text) is converted. */
const iso = (value: Date | string | null): string | null =>
  value == null ? null : typeof value === 'string' && ISO_UTC.test(value) ? value : new Date(value).toISOString();

/** The one mapping of a risk to its DTO (the payload of the risk events). */
export function toRiskDto(row: RiskRow): RiskDto {
  return {
    id: row.id,
    riskId: row.risk_code,
    title: row.title,
    description: row.description,
    suggestedSolution: row.suggested_solution,
    status: row.status,
    riskType: row.risk_type,
    riskTypeId: row.type_id == null ? null : Number(row.type_id),
    affectedApp: row.affected_app,
    frequency: row.frequency,
    ownerId: row.owner_id,
    likelihood: Number(row.likelihood),
    impact: Number(row.impact),
    riskScore: Number(row.risk_score),
    riskLevel: row.risk_level,
    departmentIds: row.departments.map((d) => Number(d.id)),
    dateIdentified: row.date_identified,
    reportedById: row.reported_by,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at),
    residualLikelihood: nullableNumber(row.residual_likelihood),
    residualImpact: nullableNumber(row.residual_impact),
    residualScore: nullableNumber(row.residual_score),
    residualLevel: row.residual_level ?? null,
    treatmentStrategy: row.treatment_strategy ?? null,
    treatmentPlan: row.treatment_plan ?? null,
    treatmentDueDate: row.treatment_due_date ?? null,
    lastReviewedAt: iso(row.last_reviewed_at ?? null),
    nextReviewDue: row.next_review_due ?? null,
  };
}

const nullableNumber = (value: number | null | undefined): number | null => (value == null ? null : Number(value));

/** The values of a risk the history keeps after each change (RiskHistoryValues). */
export function historyValues(risk: RiskDto): RiskHistoryValues {
  return {
    likelihood: risk.likelihood,
    impact: risk.impact,
    riskScore: risk.riskScore,
    riskLevel: risk.riskLevel,
    residualLikelihood: risk.residualLikelihood,
    residualImpact: risk.residualImpact,
    residualScore: risk.residualScore,
    residualLevel: risk.residualLevel,
    status: risk.status,
    ownerId: risk.ownerId,
    departmentIds: risk.departmentIds,
  };
}

function departments(row: RiskRow): RiskDepartmentRef[] {
  return row.departments.map((d) => ({ id: Number(d.id), name: d.name ?? null }));
}

/** A view's own fields: the RiskDto the events carry (of a change's answer). */
export function riskDtoOfView(view: RiskView): RiskDto {
  const { owner: _o, departments: _d, treatment: _t, acceptance: _a, appetite: _p, ...dto } = view;
  return dto;
}

/** A risk with its owner's and departments' names (GET /api/risks). */
export function toRiskView(row: RiskRow): RiskView {
  return {
    ...toRiskDto(row),
    owner: row.owner,
    departments: departments(row),
    treatment: treatment(row),
    acceptance: row.acceptance ?? null,
    appetite: row.appetite,
  };
}

function treatment(row: RiskRow): TreatmentSummary {
  return { done: Number(row.treatment?.done ?? 0), total: Number(row.treatment?.total ?? 0) };
}

function riskType(row: RiskRow): RiskTypeDto | null {
  if (row.type_id == null) return null;
  return { id: Number(row.type_id), name: row.risk_type, description: row.type_description, createdAt: iso(row.type_created_at)! };
}

/** A risk with its type, what the reader may do, and the names (GET /api/risks/{id}). */
export function toRiskDetailView(row: RiskRow, permissions: RiskPermissions): RiskDetailView {
  return {
    ...toRiskDto(row),
    riskTypeDetail: riskType(row),
    permissions,
    owner: row.owner,
    departments: departments(row),
    treatment: treatment(row),
    acceptance: row.acceptance ?? null,
    appetite: row.appetite,
  };
}
