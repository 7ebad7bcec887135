import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS } from '../../common/constants.js';
import { Check, trim, WhenGiven, wholeIn } from '../../common/validation/helpers.js';
import { RISK_LEVELS, type RiskLevel } from '../../common/enums.js';
import { RISK_MESSAGES } from '../messages.js';
import { IsMatrixValue } from './risk.dto.js';
import { EvidenceIds } from '../../attachments/validation/attachment.dto.js';
import { REVIEW_ESCALATE_MAX_DAYS, REVIEW_INTERVAL_MAX_DAYS, REVIEW_REMIND_MAX_DAYS } from '../review-rules.js';
import { REVIEW_OUTCOMES, type CreateRiskReviewInput, type ReviewOutcome, type ReviewSettingsDto } from '../reviews.js';

/** PUT /api/review-settings (issue 26): every field, a message per problem (reviewSettingsProblem's). */
export class ReviewSettingsBodyDto implements ReviewSettingsDto {
  @Check(
    'isReviewIntervals',
    (v) =>
      typeof v !== 'object' ||
      v === null ||
      RISK_LEVELS.every((level) => wholeIn(1, REVIEW_INTERVAL_MAX_DAYS)((v as Record<string, unknown>)[level])),
    RISK_MESSAGES.reviewIntervalRange,
  )
  @Check('isReviewIntervalObject', (v) => typeof v === 'object' && v !== null && !Array.isArray(v), RISK_MESSAGES.reviewSettingsInvalid)
  intervalDays!: Record<RiskLevel, number>;

  @Check('isReviewRemind', wholeIn(0, REVIEW_REMIND_MAX_DAYS), RISK_MESSAGES.reviewRemindRange)
  remindDaysBefore!: number;

  @Check('isReviewEscalate', wholeIn(1, REVIEW_ESCALATE_MAX_DAYS), RISK_MESSAGES.reviewEscalateRange)
  escalateAfterDays!: number;
}

/**
 * POST /api/risks/{id}/reviews (issue 26). That scores come only with `rescored`, change something and keep the
 * residual within the inherent score is the risk service's rule, since it needs the stored values.
 */
export class CreateRiskReviewBodyDto implements Omit<CreateRiskReviewInput, 'id'> {
  @IsIn(REVIEW_OUTCOMES, { message: RISK_MESSAGES.reviewOutcomeInvalid })
  outcome!: ReviewOutcome;

  @Transform(trim)
  @Check('isReviewComment', (v) => typeof v === 'string' && v.length > 0 && v.length <= LIMITS.textMax, RISK_MESSAGES.reviewCommentLength)
  comment!: string;

  // Left out, or a value: null is not a score (the residual ones below may be cleared with null).
  @WhenGiven()
  @IsMatrixValue(RISK_MESSAGES.likelihoodRange)
  likelihood?: number;

  @WhenGiven()
  @IsMatrixValue(RISK_MESSAGES.impactRange)
  impact?: number;

  /** null clears the residual assessment (both together). */
  @IsOptional()
  @IsMatrixValue(RISK_MESSAGES.residualLikelihoodRange)
  residualLikelihood?: number | null;

  @IsOptional()
  @IsMatrixValue(RISK_MESSAGES.residualImpactRange)
  residualImpact?: number | null;

  @EvidenceIds()
  evidenceIds?: string[];
}

/** risk.reviews.create: the body and the risk's id from the path. */
export class CreateRiskReviewDto extends CreateRiskReviewBodyDto implements CreateRiskReviewInput {
  @IsString({ message: RISK_MESSAGES.riskNotFound })
  @MaxLength(100, { message: RISK_MESSAGES.riskNotFound })
  id!: string;
}
