import { defineEvent } from '../../common/events.js';
import type { RiskDto, RiskFieldChanges } from '../api.js';

export interface RiskAssessedData {
  /** The risk after the change. */
  risk: RiskDto;
  /** The assessment's fields that changed (residual likelihood and impact, treatment strategy, plan, due date). */
  changes: RiskFieldChanges;
  /**
   * True when the change lowered the inherent score below the residual one and the residual was cleared, to be
   * assessed again (a client of the spec's fields only).
   */
  residualCleared: boolean;
}

/** A risk's residual assessment or treatment changed (issue 25); beside its risk_updated when the spec's fields changed too. */
export const RiskAssessed = defineEvent<'risk_assessed', RiskAssessedData>('risk_assessed');
