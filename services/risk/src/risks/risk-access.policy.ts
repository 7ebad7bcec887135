import type { Actor, RiskPermissions, RiskStatus } from '@rtm/contracts';

export interface RiskAccessFacts {
  ownerId: string;
  reportedBy: string | null;
  status: RiskStatus;
}

/**
 * Who may change a risk (SPEC section 6 leaves it open; this is the product's rule):
 * - everyone signed in may read risks, report risks and comment on them;
 * - edit: system_admin, any manager, the risk's owner, and its reporter while the risk is still open;
 * - delete (removes the risk and its comments for good): system_admin and the risk's owner.
 */
export function riskPermissions(actor: Actor | null, risk: RiskAccessFacts): RiskPermissions {
  if (!actor) return { canEdit: false, canDelete: false };
  const isAdmin = actor.role === 'system_admin';
  const isOwner = actor.id === risk.ownerId;
  const isOpenReporter = risk.reportedBy === actor.id && risk.status === 'open';
  return {
    canEdit: isAdmin || actor.role === 'manager' || isOwner || isOpenReporter,
    canDelete: isAdmin || isOwner,
  };
}
