import { defineProjection } from '@rtm/backend/projections';
import {
  RiskAccepted,
  RiskAcceptanceExpired,
  RiskAcceptanceRejected,
  RiskAcceptanceRequested,
  RiskAcceptanceRevoked,
  type AcceptanceStatus,
  type RiskAcceptanceEventData,
} from '@rtm/contracts';

/**
 * The risk service's acceptances as the acceptance mails need them (table `acceptance_projection`, migration 0013):
 * the reminders before an approved one ends, and its approver for the mail when it has ended.
 */
export interface AcceptanceProjectionRow {
  id: string;
  riskId: string;
  riskCode: string;
  title: string;
  ownerId: string;
  /** Who approved it. Only risk_accepted sets it: later steps' decidedBy is the revoker, or null at expiry. */
  approvedBy?: string;
  /** YYYY-MM-DD, the last day it holds. */
  expiresOn: string;
  status: AcceptanceStatus;
}

const acceptanceRow = ({ risk, acceptance }: RiskAcceptanceEventData): AcceptanceProjectionRow => ({
  id: acceptance.id,
  riskId: risk.id,
  riskCode: risk.riskId,
  title: risk.title,
  ownerId: risk.ownerId,
  expiresOn: acceptance.expiresOn,
  status: acceptance.status,
});

export const ACCEPTANCE_PROJECTION = defineProjection<AcceptanceProjectionRow>({
  name: 'acceptances',
  table: 'acceptance_projection',
  key: 'id',
  fillWhenEmpty: ['approvedBy'],
})
  .from(RiskAcceptanceRequested, acceptanceRow)
  .from(RiskAccepted, (data) => ({ ...acceptanceRow(data), approvedBy: data.acceptance.decidedBy ?? undefined }))
  .from(RiskAcceptanceRejected, acceptanceRow)
  .from(RiskAcceptanceRevoked, acceptanceRow)
  .from(RiskAcceptanceExpired, acceptanceRow);
