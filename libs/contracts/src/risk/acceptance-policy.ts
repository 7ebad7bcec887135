import type { UserRole } from '../common/enums.js';
import type { Actor } from '../common/rpc.js';
import type { RiskAcceptanceDto } from './api.js';

/*
 * The acceptance rules by role (issue 25), shared by the risk service, which decides from the signed actor, and the
 * screens, which offer only the buttons the service will allow. A user of the screens passes as an Actor.
 */

/** Who may decide an acceptance (issue 25). */
export const APPROVER_ROLES: readonly UserRole[] = ['executive', 'system_admin'];

/** The owner of the risk, a manager or a system admin may ask for its acceptance. */
export function mayRequestAcceptance(actor: Pick<Actor, 'id' | 'role'>, risk: { ownerId: string }): boolean {
  return actor.id === risk.ownerId || actor.role === 'manager' || actor.role === 'system_admin';
}

/** An executive or a system admin who did not request it decides a pending (or unapproved) acceptance. */
export function mayDecideAcceptance(actor: Pick<Actor, 'id' | 'role'>, acceptance: Pick<RiskAcceptanceDto, 'requestedBy'>): boolean {
  return APPROVER_ROLES.includes(actor.role) && actor.id !== acceptance.requestedBy;
}

/**
 * A pending request is withdrawn by its requester; a standing acceptance (approved or unapproved) is revoked by an
 * executive, a system admin or the risk's owner.
 */
export function mayWithdrawAcceptance(
  actor: Pick<Actor, 'id' | 'role'>,
  acceptance: Pick<RiskAcceptanceDto, 'status' | 'requestedBy'>,
  risk: { ownerId: string },
): boolean {
  if (acceptance.status === 'pending') return actor.id === acceptance.requestedBy;
  return APPROVER_ROLES.includes(actor.role) || actor.id === risk.ownerId;
}
