import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { LIMITS } from '../../common/constants.js';
import { VALIDATION } from '../../common/messages.js';
import {
  Check,
  IsTitle,
  OptionalText,
  PG_INT_MAX,
  PageOffset,
  WhenGiven,
  commaList,
  isCalendarDay,
  toInt,
  trim,
  trimToNull,
  wholeIn,
} from '../../common/validation/helpers.js';
import {
  AFFECTED_APPS,
  RISK_FREQUENCIES,
  RISK_LEVELS,
  RISK_STATUSES,
  TREATMENT_STRATEGIES,
  type AffectedApp,
  type RiskFrequency,
  type RiskLevel,
  type RiskStatus,
  type TreatmentStrategy,
} from '../../common/enums.js';
import { RISK_MESSAGES } from '../messages.js';
import { EvidenceIds } from '../../attachments/validation/attachment.dto.js';
import { ACCEPTANCE_JUSTIFICATION_MIN, TREATMENT_PLAN_MAX } from '../constants.js';
import {
  RISK_ASSESSMENT_KINDS,
  RISK_SORT_FIELDS,
  type CreateCommentInput,
  type ListRisksInput,
  type ReplaceRiskAppetiteInput,
  type RiskAppetiteDto,
  type RiskAssessmentKind,
  type RiskInput,
  type RiskMonthlyStatsInput,
  type RiskSortField,
  type UpdateRiskInput,
} from '../api.js';

const TEXT_MAX = LIMITS.textMax;

/** A query's 'true'/'false' as a boolean; anything else is left for the check to refuse. */
const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' || value === true ? true : value === 'false' || value === false ? false : value;

/** A likelihood or impact, 1 to 5 (the form's and a review's scores). */
export const IsMatrixValue = (message: string) =>
  Check('isMatrixValue', (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5, message);
const IsDepartmentIds = () =>
  Check(
    'isDepartmentIds',
    (v) => Array.isArray(v) && v.length >= 1 && v.length <= 100 && v.every(wholeIn(1, PG_INT_MAX)),
    (args) => (Array.isArray(args.value) && args.value.length > 0 ? RISK_MESSAGES.departmentIdInvalid : VALIDATION.departmentsRequired),
  );
const IsRiskTypeName = () =>
  Check('isRiskTypeName', (v) => typeof v === 'string' && v.length > 0 && v.length <= 100, VALIDATION.riskTypeRequired);

/**
 * The residual assessment and treatment (issue 25), beside the spec's form in POST and PATCH: each may be left out,
 * or null to clear it. That residual likelihood and impact come together and score at most the inherent score is
 * the risk service's rule (resolveResidual), since it needs the stored values.
 */
export class RiskAssessmentDto {
  @IsOptional()
  @IsMatrixValue(RISK_MESSAGES.residualLikelihoodRange)
  residualLikelihood?: number | null;

  @IsOptional()
  @IsMatrixValue(RISK_MESSAGES.residualImpactRange)
  residualImpact?: number | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsIn(TREATMENT_STRATEGIES, { message: RISK_MESSAGES.treatmentStrategyInvalid })
  treatmentStrategy?: TreatmentStrategy | null;

  @OptionalText(TREATMENT_PLAN_MAX, RISK_MESSAGES.treatmentPlanTooLong)
  treatmentPlan?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsISO8601({ strict: true }, { message: RISK_MESSAGES.treatmentDueDateInvalid })
  treatmentDueDate?: string | null;
}

/**
 * The risk form of SPEC section 5 (POST /api/risks). Messages are the spec's, word for word,
 * where it has them. The gateway validates HTTP input with it; the risk service validates again.
 */
export class CreateRiskDto extends RiskAssessmentDto implements RiskInput {
  @Transform(trim)
  @IsTitle()
  title!: string;

  @OptionalText(TEXT_MAX, RISK_MESSAGES.descriptionTooLong)
  description?: string | null;

  @OptionalText(TEXT_MAX, RISK_MESSAGES.suggestedSolutionTooLong)
  suggestedSolution?: string | null;

  @Transform(trim)
  @IsRiskTypeName()
  riskType!: string;

  @IsOptional()
  @Transform(trimToNull)
  @IsIn(AFFECTED_APPS, { message: RISK_MESSAGES.affectedAppInvalid })
  affectedApp?: AffectedApp | null;

  @IsOptional()
  @IsIn(RISK_FREQUENCIES, { message: RISK_MESSAGES.frequencyInvalid })
  frequency?: RiskFrequency;

  @IsUUID('all', { message: VALIDATION.ownerRequired })
  ownerId!: string;

  @IsDepartmentIds()
  departmentIds!: number[];

  @IsOptional()
  @IsMatrixValue(RISK_MESSAGES.likelihoodRange)
  likelihood?: number;

  @IsOptional()
  @IsMatrixValue(RISK_MESSAGES.impactRange)
  impact?: number;

  @IsOptional()
  @IsIn(RISK_STATUSES, { message: RISK_MESSAGES.statusInvalid })
  status?: RiskStatus;

  @IsOptional()
  @Transform(trimToNull)
  @IsISO8601({ strict: true }, { message: RISK_MESSAGES.dateIdentifiedInvalid })
  dateIdentified?: string | null;
}

/**
 * PATCH /api/risks/{id}: any subset of the form. Required fields may be left out but not cleared:
 * `null` for title, riskType, ownerId or departmentIds fails with the form's message.
 */
export class UpdateRiskDto extends RiskAssessmentDto implements UpdateRiskInput {
  @WhenGiven()
  @Transform(trim)
  @IsTitle()
  title?: string;

  @OptionalText(TEXT_MAX, RISK_MESSAGES.descriptionTooLong)
  description?: string | null;

  @OptionalText(TEXT_MAX, RISK_MESSAGES.suggestedSolutionTooLong)
  suggestedSolution?: string | null;

  @WhenGiven()
  @Transform(trim)
  @IsRiskTypeName()
  riskType?: string;

  @IsOptional()
  @Transform(trimToNull)
  @IsIn(AFFECTED_APPS, { message: RISK_MESSAGES.affectedAppInvalid })
  affectedApp?: AffectedApp | null;

  @WhenGiven()
  @IsIn(RISK_FREQUENCIES, { message: RISK_MESSAGES.frequencyInvalid })
  frequency?: RiskFrequency;

  @WhenGiven()
  @IsUUID('all', { message: VALIDATION.ownerRequired })
  ownerId?: string;

  @WhenGiven()
  @IsDepartmentIds()
  departmentIds?: number[];

  @WhenGiven()
  @IsMatrixValue(RISK_MESSAGES.likelihoodRange)
  likelihood?: number;

  @WhenGiven()
  @IsMatrixValue(RISK_MESSAGES.impactRange)
  impact?: number;

  @WhenGiven()
  @IsIn(RISK_STATUSES, { message: RISK_MESSAGES.statusInvalid })
  status?: RiskStatus;

  @IsOptional()
  @Transform(trimToNull)
  @IsISO8601({ strict: true }, { message: RISK_MESSAGES.dateIdentifiedInvalid })
  dateIdentified?: string | null;
}

/** Query of GET /api/risks. */
export class ListRisksDto implements ListRisksInput {
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200, { message: 'Search must be at most 200 characters' })
  search?: string;

  @IsOptional()
  @Transform(commaList)
  @IsIn(RISK_STATUSES, { each: true, message: RISK_MESSAGES.statusInvalid })
  status?: RiskStatus[];

  @IsOptional()
  @Transform(commaList)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  riskType?: string[];

  @IsOptional()
  @Transform(commaList)
  @IsIn(RISK_LEVELS, { each: true, message: 'Level must be one of low, medium, high, critical' })
  level?: RiskLevel[];

  @IsOptional()
  @Transform(trimToNull)
  @IsUUID('all', { message: 'Owner must be a user id' })
  ownerId?: string;

  @IsOptional()
  @Transform(toInt)
  @Check('isDepartmentId', wholeIn(1, PG_INT_MAX), RISK_MESSAGES.departmentIdInvalid)
  departmentId?: number;

  @IsOptional()
  @Transform(toInt)
  @IsMatrixValue(RISK_MESSAGES.likelihoodRange)
  likelihood?: number;

  @IsOptional()
  @Transform(toInt)
  @IsMatrixValue(RISK_MESSAGES.impactRange)
  impact?: number;

  @IsOptional()
  @Transform(toInt)
  @Check(
    'isLimit',
    (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= LIMITS.riskPageMax,
    `Limit must be a whole number from 0 to ${LIMITS.riskPageMax}`,
  )
  limit?: number;

  @PageOffset()
  offset?: number;

  @IsOptional()
  @IsIn(RISK_SORT_FIELDS, { message: `Sort must be one of ${RISK_SORT_FIELDS.join(', ')}` })
  sort?: RiskSortField;

  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'Order must be asc or desc' })
  order?: 'asc' | 'desc';

  @IsOptional()
  @Transform(({ value }) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : value))
  @Check('isBoolean', (v) => typeof v === 'boolean', RISK_MESSAGES.outsideAppetiteInvalid)
  outsideAppetite?: boolean;

  @IsOptional()
  @Transform(({ value }) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : value))
  @Check('isBoolean', (v) => typeof v === 'boolean', RISK_MESSAGES.evidenceExpiredInvalid)
  evidenceExpired?: boolean;

  @IsOptional()
  @IsIn(['pending', 'approved', 'expiring'], { message: RISK_MESSAGES.acceptanceFilterInvalid })
  acceptance?: 'pending' | 'approved' | 'expiring';

  @IsOptional()
  @Transform(commaList)
  @IsIn(TREATMENT_STRATEGIES, { each: true, message: RISK_MESSAGES.treatmentStrategyInvalid })
  treatmentStrategy?: TreatmentStrategy[];

  @IsOptional()
  @IsIn(RISK_ASSESSMENT_KINDS, { message: RISK_MESSAGES.assessmentInvalid })
  assessment?: RiskAssessmentKind;

  /** Issue 26: risks whose review is due within remindDaysBefore days or overdue. */
  @IsOptional()
  @Transform(toBoolean)
  @Check('isBoolean', (v) => typeof v === 'boolean', RISK_MESSAGES.reviewDueInvalid)
  reviewDue?: boolean;

  /** Issue 26: risks whose review is overdue. */
  @IsOptional()
  @Transform(toBoolean)
  @Check('isBoolean', (v) => typeof v === 'boolean', RISK_MESSAGES.reviewOverdueInvalid)
  reviewOverdue?: boolean;

  /** Issue 26, the matrix only: the register at the end of that day. */
  @IsOptional()
  @Check('isRegisterDay', isCalendarDay, RISK_MESSAGES.registerDateInvalid)
  asOf?: string;
}

/** POST /api/comments (risk or task); the author comes from the session, never from the body. */
export class CreateCommentDto implements CreateCommentInput {
  @Transform(trim)
  @Check(
    'isCommentContent',
    (v) => typeof v === 'string' && v.length > 0 && v.length <= TEXT_MAX,
    (args) => (typeof args.value === 'string' && args.value.length > TEXT_MAX ? RISK_MESSAGES.commentTooLong : VALIDATION.contentRequired),
  )
  content!: string;

  @IsOptional()
  @Transform(trimToNull)
  @IsUUID('all', { message: RISK_MESSAGES.riskIdInvalid })
  riskId?: string;

  @IsOptional()
  @Transform(trimToNull)
  @IsString()
  @MaxLength(100)
  taskId?: string;

  /** Ignored: the client sends it empty (SPEC section 7). */
  @IsOptional()
  authorId?: string | null;
}

/** POST /api/risks/bulk-upload. The size limit is checked on the decoded bytes. */
export class BulkUploadDto {
  @Check('isFileData', (v) => typeof v === 'string' && v.length > 0, RISK_MESSAGES.fileDataRequired)
  fileData!: string;
}

/** A risk in a path; a malformed id is answered like an unknown one (404) by the service. */
export class RiskIdDto {
  @IsString({ message: RISK_MESSAGES.riskNotFound })
  @MaxLength(100, { message: RISK_MESSAGES.riskNotFound })
  id!: string;
}

/** Query of GET /api/risks/stats/monthly: how many months, 1 to 36 (default 12). */
export class RiskMonthlyStatsDto implements RiskMonthlyStatsInput {
  @IsOptional()
  @Transform(toInt)
  @Check('isMonths', (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 36, RISK_MESSAGES.statsMonthsRange)
  months?: number;
}

/** POST /api/risks/{id}/acceptance (issue 25); that expiresOn is after today and within the limit is the service's rule. */
export class RequestAcceptanceDto {
  @Transform(trim)
  @Check(
    'isJustification',
    (v) => typeof v === 'string' && v.length >= ACCEPTANCE_JUSTIFICATION_MIN && v.length <= TEXT_MAX,
    RISK_MESSAGES.justificationLength,
  )
  justification!: string;

  @IsISO8601({ strict: true }, { message: RISK_MESSAGES.expiresOnInvalid })
  @Check('isDate', (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v), RISK_MESSAGES.expiresOnInvalid)
  expiresOn!: string;

  @EvidenceIds()
  evidenceIds?: string[];
}

/** POST /api/risks/{id}/acceptance/decision (issue 25). */
export class AcceptanceDecisionDto {
  @IsIn(['approve', 'reject'], { message: RISK_MESSAGES.decisionInvalid })
  decision!: 'approve' | 'reject';

  @OptionalText(TEXT_MAX, RISK_MESSAGES.decisionCommentTooLong)
  comment?: string | null;

  @EvidenceIds()
  evidenceIds?: string[];
}

const appetiteItems = (v: unknown): v is Record<string, unknown>[] =>
  Array.isArray(v) && v.length <= 100 && v.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item));

/**
 * risk.appetite.replace: the whole appetite, a list of { riskType, maxScore } (issue 25). The items are checked here
 * rather than as nested objects, so each message names the problem without a path ("items.0.").
 */
export class ReplaceRiskAppetiteDto implements ReplaceRiskAppetiteInput {
  @Check(
    'isAppetiteScores',
    (v) =>
      !appetiteItems(v) ||
      v.every((item) => Number.isInteger(item.maxScore) && (item.maxScore as number) >= 1 && (item.maxScore as number) <= 25),
    RISK_MESSAGES.appetiteMaxScoreRange,
  )
  @Check(
    'isAppetiteTypes',
    (v) =>
      !appetiteItems(v) || v.every((item) => typeof item.riskType === 'string' && item.riskType.length > 0 && item.riskType.length <= 100),
    VALIDATION.riskTypeRequired,
  )
  @Check('isAppetiteList', appetiteItems, RISK_MESSAGES.appetiteItemsInvalid)
  items!: RiskAppetiteDto[];
}
