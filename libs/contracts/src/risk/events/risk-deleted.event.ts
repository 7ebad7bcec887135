import { defineEvent } from '../../common/events.js';
import type { RiskDto } from '../api.js';

export interface RiskDeletedData {
  /** The risk as it was. */
  risk: RiskDto;
  /** Comments deleted with it. */
  deletedComments: number;
}

/** A risk was deleted, with its department links and comments. */
export const RiskDeleted = defineEvent<'risk_deleted', RiskDeletedData>('risk_deleted');
