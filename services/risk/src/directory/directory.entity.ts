import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { UserRole } from '@rtm/contracts';

/** Projection of an identity user (fed by user_created / user_updated events). */
export const UserRef = defineEntity({
  name: 'UserRef',
  tableName: 'user_ref',
  properties: {
    id: p.uuid().primary(),
    username: p.string().nullable(),
    email: p.string().nullable(),
    firstName: p.string().nullable(),
    lastName: p.string().nullable(),
    role: p.string().$type<UserRole>(),
    departmentId: p.integer().nullable(),
    isActive: p.boolean(),
    versionAt: p.datetime(),
  },
});
export type UserRef = InferEntity<typeof UserRef>;

/** Projection of an identity department (fed by department_created / department_updated events). */
export const DepartmentRef = defineEntity({
  name: 'DepartmentRef',
  tableName: 'department_ref',
  properties: {
    id: p.integer().primary(),
    name: p.string().nullable(),
    versionAt: p.datetime(),
  },
});
export type DepartmentRef = InferEntity<typeof DepartmentRef>;
