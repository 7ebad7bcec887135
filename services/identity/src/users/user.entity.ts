import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DEFAULT_USER_ROLE, type UserDto, type UserEventUser, type UserRole, type UserSummary } from '@rtm/contracts';

export const User = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: p.uuid().primary(),
    username: p.string(),
    email: p.string().nullable(),
    firstName: p.string().nullable(),
    lastName: p.string().nullable(),
    profileImageUrl: p.string().nullable(),
    role: p.string().$type<UserRole>().default(DEFAULT_USER_ROLE),
    departmentId: p.integer().nullable(),
    isActive: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type User = InferEntity<typeof User>;

/** Password hashes live in their own table so loading a user never loads a hash. */
export const Credential = defineEntity({
  name: 'Credential',
  tableName: 'credential',
  properties: {
    userId: p.uuid().primary(),
    passwordHash: p.string(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Credential = InferEntity<typeof Credential>;

export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email ?? null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    role: user.role,
    departmentId: user.departmentId ?? null,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export function toUserSummary(user: User): UserSummary {
  const { id, firstName, lastName, email, role, departmentId, profileImageUrl } = toUserDto(user);
  return { id, firstName, lastName, email, role, departmentId, profileImageUrl };
}

/** The user as the user events carry it (for the projections of other slices). */
export function toEventUser(user: User): UserEventUser {
  return { ...toUserSummary(user), isActive: user.isActive };
}
