import type { Actor, RiskAcceptanceDto, UserRole } from '@rtm/contracts';

/** Who may decide an acceptance (issue 25). */
export const APPROVER_ROLES: readonly UserRole[] = ['executive', 'system_admin'];

/** The owner of the risk, a manager or a system admin may ask for its acceptance. */
export function mayRequestAcceptance(actor: Actor, risk: { ownerId: string }): boolean {
  return actor.id === risk.ownerId || actor.role === 'manager' || actor.role === 'system_admin';
}

/** An executive or a system admin who did not request it decides a pending (or unapproved) acceptance. */
export function mayDecideAcceptance(actor: Actor, acceptance: Pick<RiskAcceptanceDto, 'requestedBy'>): boolean {
  return APPROVER_ROLES.includes(actor.role) && actor.id !== acceptance.requestedBy;
}

/**
 * A pending request is withdrawn by its requester; a standing acceptance (approved or unapproved) is revoked by an
 * executive, a system admin or the risk's owner.
 */
export function mayWithdrawAcceptance(
  actor: Actor,
  acceptance: Pick<RiskAcceptanceDto, 'status' | 'requestedBy'>,
  risk: { ownerId: string },
): boolean {
  if (acceptance.status === 'pending') return actor.id === acceptance.requestedBy;
  return APPROVER_ROLES.includes(actor.role) || actor.id === risk.ownerId;
}
