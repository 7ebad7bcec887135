import { defineEvent } from '../../common/events.js';
import type { RiskAcceptanceDto, RiskDto } from '../api.js';

/** The payload of every acceptance event: the risk after the step, and its acceptance. */
export interface RiskAcceptanceEventData {
  risk: RiskDto;
  acceptance: RiskAcceptanceDto;
}

/** Someone asked an approver to accept the risk as it stands until a date (issue 25). */
export const RiskAcceptanceRequested = defineEvent<'risk_acceptance_requested', RiskAcceptanceEventData>('risk_acceptance_requested');
/** An approver accepted the risk until its expiry (the risk's status became accepted: its risk_updated says so too). */
export const RiskAccepted = defineEvent<'risk_accepted', RiskAcceptanceEventData>('risk_accepted');
/** An approver refused the acceptance. */
export const RiskAcceptanceRejected = defineEvent<'risk_acceptance_rejected', RiskAcceptanceEventData>('risk_acceptance_rejected');
/** A pending request was withdrawn, or a standing acceptance revoked (the risk went back under review). */
export const RiskAcceptanceRevoked = defineEvent<'risk_acceptance_revoked', RiskAcceptanceEventData>('risk_acceptance_revoked');
/** The acceptance reached its expiry (the risk went back under review). */
export const RiskAcceptanceExpired = defineEvent<'risk_acceptance_expired', RiskAcceptanceEventData>('risk_acceptance_expired');
