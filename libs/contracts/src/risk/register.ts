import type { RiskLevel } from '../common/enums.js';
import type { RiskAssessmentKind } from './api.js';

/**
 * The register over time (issue 26): the risk service keeps each risk's versions (risk_history, valid from one change
 * to the next) and answers as of the end of a day in MAIL_TIME_ZONE. Dates before the history starts are refused with
 * 'No history before <date>'.
 */

/** GET /api/risks/history-start: the first day the register's past is known. */
export interface RegisterHistoryStartDto {
  /** YYYY-MM-DD. */
  startsOn: string;
}

/** Query of GET /api/risks/by-department/summary?asOf= (beside the spec's form without a query). */
export interface DepartmentSummaryInput {
  /** YYYY-MM-DD: as at the end of that day; absent: now. */
  asOf?: string;
}

/** GET /api/risks/movements?from=&to=&assessment=&limit=&offset= (paged, X-Total-Count). */
export interface RiskMovementsInput {
  /** YYYY-MM-DD, end of day. */
  from: string;
  /** YYYY-MM-DD, end of day, not before `from`. */
  to: string;
  assessment?: RiskAssessmentKind;
  limit?: number;
  offset?: number;
}

/** A risk's cell at one end of a movement; null when it was not in the register then (not yet reported, or deleted). */
export interface RiskCellAt {
  likelihood: number;
  impact: number;
  score: number;
  level: RiskLevel;
}

/**
 * up / down: the score rose or fell; across: another cell of the same score; new: not in the register at `from`;
 * removed: deleted by `to`.
 */
export const MOVEMENT_DIRECTIONS = ['up', 'down', 'across', 'new', 'removed'] as const;
export type MovementDirection = (typeof MOVEMENT_DIRECTIONS)[number];

/** One risk whose cell or level changed between the two dates (largest change first, then code). */
export interface RiskMovementDto {
  id: string;
  riskId: string;
  title: string;
  from: RiskCellAt | null;
  to: RiskCellAt | null;
  direction: MovementDirection;
}

/** GET /api/risks/stats/levels?months=24&assessment=: open risks (not closed) per level at each month's end. */
export interface RiskLevelTrendInput {
  /** 1 to 60, default 24. */
  months?: number;
  assessment?: RiskAssessmentKind;
}

export interface RiskLevelMonthDto {
  /** YYYY-MM; the current month counts up to now. */
  month: string;
  /** False for a month that ended before the history starts: its counts are unknown (zeros). */
  known: boolean;
  critical: number;
  high: number;
  medium: number;
  low: number;
}
