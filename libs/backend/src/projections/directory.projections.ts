import { DepartmentCreated, DepartmentUpdated, UserCreated, UserUpdated, type UserEventUser, type UserRole } from '@rtm/contracts';
import { defineProjection } from './projection.js';

/**
 * Identity's users and departments as other slices keep them, fed by identity's events. Every slice
 * that shows or checks people (risk owners and comment authors, task assignees, the activity log)
 * uses these two declarations and tables instead of writing its own.
 */

export interface UserProjectionRow {
  id: string;
  username?: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
  departmentId: number | null;
  profileImageUrl: string | null;
  isActive: boolean;
}

export interface DepartmentProjectionRow {
  id: number;
  name?: string | null;
  managerId?: string | null;
}

const userRow = (user: UserEventUser, username?: string): UserProjectionRow => ({
  id: user.id,
  username,
  email: user.email ?? null,
  firstName: user.firstName ?? null,
  lastName: user.lastName ?? null,
  role: user.role,
  departmentId: user.departmentId ?? null,
  profileImageUrl: user.profileImageUrl ?? null,
  isActive: user.isActive ?? true,
});

/** Table `user_projection`; the username comes with user_created only, so a later event never clears it. */
export const USER_PROJECTION = defineProjection<UserProjectionRow>({
  name: 'users',
  table: 'user_projection',
  key: 'id',
  fillWhenEmpty: ['username'],
})
  .from(UserCreated, ({ user, username }) => userRow(user, username))
  .from(UserUpdated, ({ user }) => userRow(user));

/** Table `department_projection`; events written before department_updated carried the name leave it as it was. */
export const DEPARTMENT_PROJECTION = defineProjection<DepartmentProjectionRow>({
  name: 'departments',
  table: 'department_projection',
  key: 'id',
  fillWhenEmpty: ['name'],
})
  .from(DepartmentCreated, ({ departmentId, name }) => ({ id: departmentId, name, managerId: null }))
  .from(DepartmentUpdated, ({ departmentId, name, managerId }) => ({ id: departmentId, name, managerId }));

/**
 * The tables, for a service's migrations. A migration that ran must never change, so these statements
 * stay as they are: a later change to a table is a new statement in a new migration of each service.
 */
export const USER_PROJECTION_TABLE: readonly string[] = [
  `create table user_projection (
    id uuid primary key,
    username text,
    email text,
    first_name text,
    last_name text,
    role text not null,
    department_id integer,
    profile_image_url text,
    is_active boolean not null default true,
    version_at timestamptz not null
  )`,
  `create index user_projection_username_idx on user_projection (lower(username))`,
  `create index user_projection_email_idx on user_projection (lower(email))`,
];

export const DEPARTMENT_PROJECTION_TABLE: readonly string[] = [
  `create table department_projection (
    id integer primary key,
    name text,
    manager_id uuid,
    version_at timestamptz not null
  )`,
  `create index department_projection_name_idx on department_projection (lower(name))`,
];
