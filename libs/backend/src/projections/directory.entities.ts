import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { UserRole } from '@rtm/contracts';

/**
 * MikroORM entities over the directory projection tables, for services that read them through the
 * ORM (e.g. a relation from their own entity); writes go through the projections only.
 */
export const UserProjection = defineEntity({
  name: 'UserProjection',
  tableName: 'user_projection',
  properties: {
    id: p.uuid().primary(),
    username: p.string().nullable(),
    email: p.string().nullable(),
    firstName: p.string().nullable(),
    lastName: p.string().nullable(),
    role: p.string().$type<UserRole>(),
    departmentId: p.integer().nullable(),
    profileImageUrl: p.string().nullable(),
    isActive: p.boolean(),
    versionAt: p.datetime(),
  },
});
export type UserProjection = InferEntity<typeof UserProjection>;
