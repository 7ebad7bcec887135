import { defineEvent } from '../../common/events.js';
import type { RiskDto } from '../api.js';

/** Fields compared on update and reported in `changes`. */
export const RISK_TRACKED_FIELDS = [
  'title',
  'description',
  'suggestedSolution',
  'riskType',
  'affectedApp',
  'frequency',
  'ownerId',
  'likelihood',
  'impact',
  'status',
  'dateIdentified',
] as const;
export type RiskTrackedField = (typeof RISK_TRACKED_FIELDS)[number];

/** What changed, field by field (departmentIds as sorted id lists). */
export type RiskChanges = { [F in RiskTrackedField]?: { from: RiskDto[F]; to: RiskDto[F] } } & {
  departmentIds?: { from: number[]; to: number[] };
};

export interface RiskUpdatedData {
  /** The risk after the change. */
  risk: RiskDto;
  changes: RiskChanges;
}

/** A risk was changed (a change to status closed is risk_closed instead). */
export const RiskUpdated = defineEvent<'risk_updated', RiskUpdatedData>('risk_updated');
