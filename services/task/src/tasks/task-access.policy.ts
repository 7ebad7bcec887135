import type { Actor, TaskPermissions } from '@rtm/contracts';

/**
 * Who may change a task (SPEC section 6 leaves it open; this is the product's rule, docs/decisions.md):
 * - everyone signed in may read tasks, create tasks and comment on them;
 * - edit any field and delete: system_admin, any manager, and the task's owner;
 * - the task's assignee may change its status (move it on the board, Mark Complete), nothing else.
 */
export function taskPermissions(actor: Actor | null, task: { ownerId: string; assignedToId: string | null }): TaskPermissions {
  if (!actor) return { canEdit: false, canChangeStatus: false, canDelete: false };
  const full = actor.role === 'system_admin' || actor.role === 'manager' || actor.id === task.ownerId;
  return { canEdit: full, canChangeStatus: full || actor.id === task.assignedToId, canDelete: full };
}
