import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_USER_ROLE,
  type Language,
  type UserDto,
  type UserEventUser,
  type UserRole,
  type UserSummary,
} from '@rtm/contracts';

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
    /** The interface language the user chose last (mail in the recipient's language). */
    language: p.string().$type<Language>().default(DEFAULT_LANGUAGE),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type User = InferEntity<typeof User>;

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
    language: user.language,
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
