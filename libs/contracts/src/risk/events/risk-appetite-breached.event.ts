import { defineEvent } from '../../common/events.js';
import type { RiskDto } from '../api.js';

export interface RiskAppetiteBreachedData {
  /** The risk after the change that took it outside its type's appetite. */
  risk: RiskDto;
  /** The score the appetite compares: residual, or inherent while not assessed. */
  assessedScore: number;
  /** Its type's highest score within appetite. */
  maxScore: number;
}

/**
 * A change of the risk (reported through the form, edited, assessed, reopened) took it outside its type's appetite:
 * once per crossing, again only after it came back inside (issue 25). An appetite change tells of the risks it
 * took outside in its own risk_appetite_changed event, and an import in its risk_created events' appetite.
 */
export const RiskAppetiteBreached = defineEvent<'risk_appetite_breached', RiskAppetiteBreachedData>('risk_appetite_breached');
