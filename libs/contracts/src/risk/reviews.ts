import type { UserSummary } from '../identity/api.js';
import type { RiskLevel, UserRole } from '../common/enums.js';

/**
 * Reviews (issue 26): an owner confirms, rescores or closes a risk on a cadence set per level. The next review is due
 * a level's interval after the last review (after the creation while never reviewed), by the residual level, else the
 * inherent one. Closed risks have no review due.
 */

export const REVIEW_OUTCOMES = ['confirmed', 'rescored', 'closed'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/** GET and PUT /api/review-settings (system admin). */
export interface ReviewSettingsDto {
  /** Days between reviews per level, 1 to 3650. */
  intervalDays: Record<RiskLevel, number>;
  /** The owner's reminder this many days before a review is due (0 to 365); `reviewDue` lists risks due within it. */
  remindDaysBefore: number;
  /** The manager of the owner's department is told once when a review is this many days overdue (1 to 365). */
  escalateAfterDays: number;
}

export const DEFAULT_REVIEW_SETTINGS: ReviewSettingsDto = {
  intervalDays: { critical: 30, high: 90, medium: 180, low: 365 },
  remindDaysBefore: 7,
  escalateAfterDays: 14,
};

/** Who may review a risk: its owner, a manager or a system admin. */
export const REVIEWER_ROLES: readonly UserRole[] = ['manager', 'system_admin'];

/** The scores a review saw and left. */
export interface ReviewScores {
  likelihood: number;
  impact: number;
  residualLikelihood: number | null;
  residualImpact: number | null;
}

/** A review as GET /api/risks/{id}/reviews lists it (newest first) and the risk_reviewed event carries it. */
export interface RiskReviewDto {
  id: string;
  riskId: string;
  outcome: ReviewOutcome;
  comment: string;
  reviewedById: string;
  /** From the risk service's user projection; absent in events. */
  reviewedBy?: UserSummary | null;
  reviewedAt: string;
  before: ReviewScores;
  after: ReviewScores;
  /** YYYY-MM-DD: the next review due after this one (null when the review closed the risk). */
  nextReviewDue: string | null;
  /** The risk's files given as the review's evidence (issue 28), kept as long as the review; absent in older events. */
  evidenceIds?: string[];
}

/** POST /api/risks/{id}/reviews. Scores only with outcome rescored (at least one pair changes). */
export interface CreateRiskReviewInput {
  id: string;
  outcome: ReviewOutcome;
  comment: string;
  likelihood?: number;
  impact?: number;
  residualLikelihood?: number | null;
  residualImpact?: number | null;
  /** Ids of the risk's attachments given as evidence (issue 28). */
  evidenceIds?: string[];
}

/** GET /api/risks/reviews/by-department: open risks whose review is overdue, and due within remindDaysBefore, per department. */
export interface DepartmentReviewsDto {
  departmentId: number;
  departmentName: string | null;
  overdue: number;
  dueSoon: number;
}
