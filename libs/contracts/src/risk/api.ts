import type { RecordPageInput } from '../common/api.js';
import type { UserSummary } from '../identity/api.js';
import type { AffectedApp, RiskFrequency, RiskLevel, RiskStatus, TreatmentStrategy } from '../common/enums.js';
import type { TreatmentSummary } from '../task/api.js';

/** Shapes of the risk slice (SPEC sections 3, 7 and 9). See docs/http-api.md, section "Risks", for the HTTP shapes. */

export interface RiskTypeDto {
  id: number;
  name: string;
  description: string | null;
  createdAt: string;
}

/** A risk's own fields (the payload of the risk events and of risk.risks.byIds). */
export interface RiskDto {
  id: string;
  /** Human-readable code RSK-<year>-<4 digits>. */
  riskId: string;
  title: string;
  description: string | null;
  suggestedSolution: string | null;
  status: RiskStatus;
  /** Name of the risk type (stored as text, SPEC section 3). */
  riskType: string;
  riskTypeId: number | null;
  affectedApp: AffectedApp | null;
  frequency: RiskFrequency;
  ownerId: string;
  likelihood: number;
  impact: number;
  /** likelihood x impact, computed on the server. */
  riskScore: number;
  /** Level from the score with the shared rule riskLevel() (thresholds 4, 8, 15). */
  riskLevel: RiskLevel;
  departmentIds: number[];
  /** YYYY-MM-DD. */
  dateIdentified: string | null;
  /** Who reported the risk. */
  reportedById: string | null;
  createdAt: string;
  /** Null until the first change. */
  updatedAt: string | null;
  /**
   * The residual assessment (issue 25): what is left after treatment, 1 to 5 each, null until assessed. The spec's
   * likelihood, impact, riskScore and riskLevel are the inherent assessment.
   */
  residualLikelihood: number | null;
  residualImpact: number | null;
  /** residualLikelihood x residualImpact; never above riskScore. */
  residualScore: number | null;
  /** From residualScore with the spec's thresholds. */
  residualLevel: RiskLevel | null;
  /** The treatment decision, null until taken. */
  treatmentStrategy: TreatmentStrategy | null;
  /** At most 2,000 characters. */
  treatmentPlan: string | null;
  /** YYYY-MM-DD. */
  treatmentDueDate: string | null;
  /** Issue 26: when its last review was made; null while never reviewed (absent in events written before issue 26). */
  lastReviewedAt?: string | null;
  /**
   * Issue 26: YYYY-MM-DD, its next review's due day (see reviews.ts); null for a closed risk (absent in events written
   * before issue 26).
   */
  nextReviewDue?: string | null;
}

export interface RiskDepartmentRef {
  id: number;
  /** Null while the risk service does not know the department. */
  name: string | null;
}

/**
 * Where a risk's acceptance stands (issue 25). pending: requested, waiting for an approver; approved: accepted until
 * expiresOn; rejected, expired, revoked: over; unapproved: the form set the status to accepted without an approver's
 * decision, which one still has to give.
 */
export const ACCEPTANCE_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'revoked', 'unapproved'] as const;
export type AcceptanceStatus = (typeof ACCEPTANCE_STATUSES)[number];
/** The statuses of an acceptance that still stands (at most one per risk). */
export const STANDING_ACCEPTANCE_STATUSES: readonly AcceptanceStatus[] = ['pending', 'approved', 'unapproved'];

/** A risk's acceptance: who asked, why, until when, and who decided. */
export interface RiskAcceptanceDto {
  id: string;
  status: AcceptanceStatus;
  /** Null for one recorded by the form's status change. */
  justification: string | null;
  requestedBy: string;
  requestedAt: string;
  /** YYYY-MM-DD: the last day it holds. */
  expiresOn: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionComment: string | null;
  /**
   * The risk's files given as evidence by the request and the decision (issue 28); they cannot be deleted while the
   * acceptance stands (pending, or accepted and not expired). Always answered; absent in events recorded before it.
   */
  evidenceIds?: string[];
}

/** POST /api/risks/{id}/acceptance. */
export interface RequestAcceptanceInput {
  id: string;
  justification: string;
  /** YYYY-MM-DD, after today and at most ACCEPTANCE_MAX_DAYS ahead. */
  expiresOn: string;
  /** Ids of the risk's attachments given as evidence (issue 28). */
  evidenceIds?: string[];
}

/** POST /api/risks/{id}/acceptance/decision. */
export interface AcceptanceDecisionInput {
  id: string;
  decision: 'approve' | 'reject';
  comment?: string | null;
  /** Ids of the risk's attachments given as evidence of the decision (issue 28), added to the request's. */
  evidenceIds?: string[];
}

/** A risk as GET /api/risks lists it: the risk plus its owner and department names, from the risk service's projections. */
export interface RiskView extends RiskDto {
  owner: UserSummary | null;
  departments: RiskDepartmentRef[];
  /**
   * Its linked tasks done, of all ('2 of 5 done'), from the risk service's projection of task events;
   * absent where a risk service does not answer it yet.
   */
  treatment?: TreatmentSummary;
  /** Its latest acceptance (issue 25), null when it never had one. */
  acceptance: RiskAcceptanceDto | null;
  /**
   * Its type's appetite (issue 25) and whether the risk is outside it: its residual score (the inherent one while not
   * assessed) above maxScore, and neither closed nor accepted.
   */
  appetite: { maxScore: number; outside: boolean };
}

/** GET and PUT /api/risk-appetite: the highest score each risk type's risks may have (issue 25). */
export interface RiskAppetiteDto {
  riskType: string;
  /** 1 to 25. */
  maxScore: number;
}

/** risk.appetite.replace: every type's appetite (a type left out goes back to the default). */
export interface ReplaceRiskAppetiteInput {
  items: RiskAppetiteDto[];
}

/** What the signed-in user may do with one risk (from the risk service's rule). */
export interface RiskPermissions {
  canEdit: boolean;
  canDelete: boolean;
}

/** GET /api/risks/{id}. */
export interface RiskDetailView extends RiskView {
  riskTypeDetail: RiskTypeDto | null;
  permissions: RiskPermissions;
}

export interface RiskInput {
  title: string;
  description?: string | null;
  suggestedSolution?: string | null;
  riskType: string;
  affectedApp?: AffectedApp | null;
  frequency?: RiskFrequency;
  ownerId: string;
  departmentIds: number[];
  likelihood?: number;
  impact?: number;
  status?: RiskStatus;
  dateIdentified?: string | null;
  /** Issue 25: given together (both numbers, or both null to clear), never scoring above the inherent score. */
  residualLikelihood?: number | null;
  residualImpact?: number | null;
  treatmentStrategy?: TreatmentStrategy | null;
  treatmentPlan?: string | null;
  treatmentDueDate?: string | null;
}

export type UpdateRiskInput = Partial<RiskInput>;

/** The fields of a risk's assessment beside the spec's (issue 25): a change of one of them is a risk_assessed event. */
export const RISK_ASSESSMENT_FIELDS = [
  'residualLikelihood',
  'residualImpact',
  'treatmentStrategy',
  'treatmentPlan',
  'treatmentDueDate',
] as const;
export type RiskAssessmentField = (typeof RISK_ASSESSMENT_FIELDS)[number];

/** What one change did to a risk, field by field (the spec's tracked fields, departmentIds and the assessment's). */
export type RiskFieldChanges = Record<string, { from: unknown; to: unknown }>;

/** One change of a risk (GET /api/risks/{id}/history): written in the change's transaction. */
export interface RiskHistoryEntryDto {
  id: string;
  riskId: string;
  /**
   * created, updated, closed, assessed (a change of the assessment alone) or deleted; attachment_added and
   * attachment_deleted (issue 28) record a file, not a change of the risk: `changes.file` names it (from null, or to
   * null), `values` are the risk's at that moment.
   */
  action: 'created' | 'updated' | 'closed' | 'assessed' | 'deleted' | 'attachment_added' | 'attachment_deleted';
  /** Each field the change set, with its value before and after (created: from null). */
  changes: RiskFieldChanges;
  /**
   * The values after the change of the fields the register over time reads: scores, levels, status, owner,
   * departments (the next issue answers the register as of a date from these).
   */
  values: RiskHistoryValues;
  /** Null for the system's own changes (an acceptance's expiry). */
  changedById: string | null;
  changedBy: UserSummary | null;
  changedAt: string;
}

export interface RiskHistoryValues {
  likelihood: number;
  impact: number;
  riskScore: number;
  riskLevel: RiskLevel;
  residualLikelihood: number | null;
  residualImpact: number | null;
  residualScore: number | null;
  residualLevel: RiskLevel | null;
  status: RiskStatus;
  ownerId: string;
  departmentIds: number[];
}

/** risk.history.list: a page of a risk's changes, newest first. */
export interface RiskHistoryInput extends RecordPageInput {
  id: string;
}

export interface RiskIdInput {
  id: string;
}

export interface RiskIdsInput {
  ids: string[];
}

export const RISK_SORT_FIELDS = ['createdAt', 'updatedAt', 'riskId', 'riskScore', 'title', 'status'] as const;
export type RiskSortField = (typeof RISK_SORT_FIELDS)[number];

/** Query of GET /api/risks and risk.risks.list. List values may be given comma-separated. */
export interface ListRisksInput {
  search?: string;
  status?: RiskStatus[];
  riskType?: string[];
  level?: RiskLevel[];
  ownerId?: string;
  departmentId?: number;
  likelihood?: number;
  impact?: number;
  limit?: number;
  offset?: number;
  sort?: RiskSortField;
  order?: 'asc' | 'desc';
  /** Issue 25: only risks outside their type's appetite. */
  outsideAppetite?: boolean;
  /** Issue 25: by acceptance: pending (awaiting a decision), approved, or expiring (approved, ending within 30 days). */
  acceptance?: 'pending' | 'approved' | 'expiring';
  /** Issue 25: by treatment strategy. */
  treatmentStrategy?: TreatmentStrategy[];
  /**
   * Issue 25: which assessment `level` and the matrix read: inherent (the spec's, the default) or residual (the
   * residual values, the inherent ones while a risk is not assessed).
   */
  assessment?: RiskAssessmentKind;
  /** Issue 26: open risks whose review is due within remindDaysBefore days, or overdue. */
  reviewDue?: boolean;
  /** Issue 26: open risks whose review is overdue (its due day has passed). */
  reviewOverdue?: boolean;
  /** Issue 26, the matrix only: YYYY-MM-DD, the register as at the end of that day (no other filter with it). */
  asOf?: string;
  /** Issue 28: risks with evidence past its validity (an attachment whose validUntil is before today); false: none. */
  evidenceExpired?: boolean;
}

export const RISK_ASSESSMENT_KINDS = ['inherent', 'residual'] as const;
export type RiskAssessmentKind = (typeof RISK_ASSESSMENT_KINDS)[number];

/** GET /api/risks/acceptance-summary (issue 25): the dashboard's acceptance cards, counted over standing acceptances. */
export interface RiskAcceptanceSummaryDto {
  /** Pending requests the signed-in user may decide (0 for roles that cannot approve): not their own. */
  awaitingYourDecision: number;
  /** Approved acceptances ending within ACCEPTANCE_EXPIRING_DAYS (30). */
  expiringSoon: number;
  /** Risks set to accepted by someone who cannot approve, until an approver decides. */
  acceptedWithoutApproval: number;
}

/** risk.appetite.outside: the escalation alerts' outsideAppetite group (issue 25), its most urgent risks and its size. */
export interface OutsideAppetiteAlertsDto {
  /** Highest residual score (the inherent one while not assessed) first, at most LIMITS.alertItemsAnswered. */
  items: OutsideAppetiteRiskDto[];
  count: number;
}

export interface OutsideAppetiteRiskDto {
  id: string;
  riskId: string;
  title: string;
  riskScore: number;
  /** The score the appetite compares: residual, or the inherent one while not assessed. */
  assessedScore: number;
  maxScore: number;
  status: RiskStatus;
}

/** GET /api/risks/by-department/summary (SPEC section 3, department risk summary). */
export interface DepartmentRiskSummaryDto {
  departmentId: number;
  departmentName: string | null;
  totalRisks: number;
  criticalCount: number;
  highCount: number;
  mediumCount: number;
  lowCount: number;
}

/** Query of GET /api/risks/stats/monthly and risk.stats.monthly: how many calendar months, up to this one (default 12). */
export interface RiskMonthlyStatsInput {
  months?: number;
}

/**
 * Risks opened (created, by the form or an import) and closed (status changed to closed) in one calendar
 * month (UTC), counted when the change happened: a risk closed, reopened and closed again counts twice.
 */
export interface RiskMonthCountDto {
  /** YYYY-MM */
  month: string;
  opened: number;
  closed: number;
}

/** GET /api/risks/matrix: number of risks per likelihood and impact (only cells with risks). */
export interface RiskMatrixCellDto {
  likelihood: number;
  impact: number;
  count: number;
}

/** A comment on a risk as GET /api/comments/risk/{id} answers it: with its author from the risk service's projection. */
export interface RiskCommentView {
  id: string;
  content: string;
  authorId: string;
  riskId: string;
  taskId: null;
  createdAt: string;
  author: UserSummary | null;
}

/** risk.comments.list: a page of the risk's comments, oldest first. */
export interface RiskCommentsInput extends RecordPageInput {
  riskId: string;
}

/** POST /api/comments: a comment on a risk (riskId) or a task (taskId). */
export interface CreateCommentInput {
  content: string;
  riskId?: string;
  taskId?: string;
  /** Sent empty by the client; the server takes the author from the session. */
  authorId?: string | null;
}

export interface BulkUploadErrorDetail {
  /** Spreadsheet row number as Excel shows it (the header is row 1). */
  row: number;
  /** Column header, e.g. 'Owner'. */
  column: string;
  message: string;
}

/** POST /api/risks/bulk-upload. `errors` counts the rows that were not created; `details` lists each problem. */
export interface BulkUploadResultDto {
  created: number;
  errors: number;
  details: BulkUploadErrorDetail[];
}

/**
 * The spreadsheet of an import: an object the gateway streamed into the uploads bucket (JetStream Object Store,
 * `importBucket(prefix)`; the risk service reads it and deletes it), or inline base64 up to what one NATS message carries.
 */
export interface RiskImportInput {
  object?: string;
  fileData?: string;
}

/** The form field of a multipart POST /api/risks/bulk-upload that holds the spreadsheet (any one file field is taken). */
export const BULK_UPLOAD_FIELD = 'file';

/** The Object Store bucket of uploads for a subject prefix ('' in production: RTM_UPLOADS; per test run: <id>_RTM_UPLOADS). */
export function importBucket(natsPrefix: string): string {
  const run = natsPrefix.replace(/\.$/, '').replace(/[^A-Za-z0-9_-]/g, '_');
  return run ? `${run}_RTM_UPLOADS` : 'RTM_UPLOADS';
}
