import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { UserRole } from '@rtm/contracts';

/** The people named in the activity log, kept from identity's user events. */
export const UserProjection = defineEntity({
  name: 'UserProjection',
  tableName: 'user_projection',
  properties: {
    userId: p.uuid().primary(),
    firstName: p.string().nullable(),
    lastName: p.string().nullable(),
    email: p.string().nullable(),
    role: p.string().$type<UserRole>(),
    /** occurredAt of the event last applied; older events are ignored. */
    occurredAt: p.datetime(),
  },
});
export type UserProjection = InferEntity<typeof UserProjection>;
