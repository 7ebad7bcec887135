import { defineEvent } from '../../common/events.js';
import type { RiskDto, RiskFieldChanges } from '../api.js';
import type { RiskReviewDto } from '../reviews.js';

export interface RiskReviewedData {
  /** The risk after the review (a rescore's new scores, a closure's status, its next review due). */
  risk: RiskDto;
  review: RiskReviewDto;
  /** The risk's fields the review changed (none for confirmed). */
  changes: RiskFieldChanges;
}

/** A risk was reviewed (issue 26): confirmed, rescored or closed by its owner, a manager or a system admin. */
export const RiskReviewed = defineEvent<'risk_reviewed', RiskReviewedData>('risk_reviewed');
