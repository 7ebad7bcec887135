import { ForbiddenException } from '@nestjs/common';
import { SAVED_VIEW_MESSAGES, maySaveShared, type Actor } from '@rtm/contracts';

/** What the rules need of a stored view. */
export interface ViewOwnership {
  ownerId: string;
  shared: boolean;
}

/**
 * Who may delete a view: its owner; a system admin, a view shared with everyone (a private view of someone else is not
 * theirs to see, so it answers as missing). A deactivated owner's shared views stay until a system admin deletes them.
 */
export function mayDeleteView(actor: Actor, view: ViewOwnership): boolean {
  return view.ownerId === actor.id || (view.shared && actor.role === 'system_admin');
}

/** Whether the actor sees the view at all: their own, or one shared with everyone. */
export function maySeeView(actor: Actor, view: ViewOwnership): boolean {
  return view.ownerId === actor.id || view.shared;
}

/** 403 unless the actor may share a view with everyone (managers and system admins). */
export function assertMayShare(actor: Actor, shared: boolean | undefined): void {
  if (shared && !maySaveShared(actor.role)) throw new ForbiddenException(SAVED_VIEW_MESSAGES.savedViewShareForbidden);
}
