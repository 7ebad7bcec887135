import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ActionType, ActivityDto } from '@rtm/contracts';
import { UserProjection } from '@rtm/backend/projections';

/** One row of the audit log per domain event (SPEC section 3, Activity). */
export const Activity = defineEntity({
  name: 'Activity',
  tableName: 'activity',
  properties: {
    id: p.uuid().primary(),
    /** The event this row records; unique, so a redelivered event adds nothing. */
    eventId: p.uuid().unique(),
    actionType: p.string(),
    entityType: p.string(),
    entityId: p.string(),
    description: p.string(),
    userId: p.uuid().nullable(),
    /**
     * The acting user's name from the projection, read-only over the same column: a user the
     * projection does not know yet leaves it empty without losing userId. No foreign key, since
     * the projection may lag behind the log.
     */
    user: () => p.manyToOne(UserProjection).nullable().fieldName('user_id').persist(false),
    metadata: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Activity = InferEntity<typeof Activity>;

export function toActivityDto(a: Activity): ActivityDto {
  return {
    id: a.id,
    actionType: a.actionType as ActionType,
    entityType: a.entityType,
    entityId: a.entityId,
    description: a.description,
    userId: a.userId ?? null,
    metadata: a.metadata ?? null,
    createdAt: a.createdAt.toISOString(),
    user: a.user ? { firstName: a.user.firstName ?? null, lastName: a.user.lastName ?? null, email: a.user.email ?? null } : null,
  };
}
