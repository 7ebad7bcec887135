import type { UserRole } from '../common/enums.js';
import type { Language } from '../common/languages.js';

/** Shapes of the identity slice: users and departments (SPEC sections 3 and 7). */

export interface UserDto {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: UserRole;
  departmentId: number | null;
  profileImageUrl: string | null;
  isActive: boolean;
  /** The interface language the user chose last (issue 9); mail and reports without a request use it. */
  language: Language;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/auth/login-options: what the login page may show before anyone signs in. */
export interface LoginOptionsDto {
  /** The default administrator's credentials hint; never in production. */
  showDefaultAdminHint: boolean;
}

/**
 * GET /api/users: system admins get every user with `username` and `isActive`; other roles get the active users
 * without those two fields (nobody else needs sign-in names, and listing them helps guessing at the login page).
 */
export type UserListEntry = Omit<UserDto, 'username' | 'isActive'> & Partial<Pick<UserDto, 'username' | 'isActive'>>;

/**
 * Query of GET /api/users and identity.users.list. `search` matches first name, last name (and the two together),
 * e-mail and, for system admins, username: a case-insensitive part of any of them. `role`: one role or several
 * (`role=manager,system_admin`, the owner pickers). The page is `limit` users (1 to 500, default 500) from `offset`,
 * oldest account first; the number of matches is X-Total-Count.
 */
export interface ListUsersInput {
  /** Only these users (at most LIMITS.userIdsMax): names of people a screen shows, e.g. departments' managers. */
  ids?: string[];
  search?: string;
  role?: UserRole[];
  departmentId?: number;
  limit?: number;
  offset?: number;
}

/** Query of GET /api/departments and identity.departments.list: by name, `limit` (1 to 500, default 500) from `offset`. */
export interface ListDepartmentsInput {
  limit?: number;
  offset?: number;
}

/** PATCH /api/auth/me/password and identity.users.changePassword: the signed-in user's own password. */
export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** PATCH /api/auth/me/language and identity.users.setLanguage: the signed-in user's own interface language. */
export interface SetLanguageInput {
  language: Language;
}

/** What the browser learns of a person it does not administer (owners, authors). */
export type UserSummary = Pick<UserDto, 'id' | 'firstName' | 'lastName' | 'email' | 'role' | 'departmentId' | 'profileImageUrl'>;

export interface CreateUserInput {
  username: string;
  password: string;
  email?: string | null;
  firstName: string;
  lastName: string;
  role?: UserRole;
  departmentId?: number | null;
}

export interface ChangeRoleInput {
  userId: string;
  role: UserRole;
  departmentId?: number | null;
}

/** PATCH /api/users/{id}/active and identity.users.setActive (system_admin). */
export interface SetUserActiveInput {
  userId: string;
  isActive: boolean;
}

/** PATCH /api/users/{id}/password and identity.users.resetPassword (system_admin): a new password for someone else. */
export interface ResetPasswordInput {
  userId: string;
  newPassword: string;
}

export interface VerifyCredentialsInput {
  username: string;
  password: string;
}

export interface UserIdInput {
  id: string;
}

export interface UserIdsInput {
  ids: string[];
}

export interface DepartmentDto {
  id: number;
  name: string;
  description: string | null;
  managerId: string | null;
  createdAt: string;
}

export interface CreateDepartmentInput {
  name: string;
  description?: string | null;
}

export interface SetManagerInput {
  departmentId: number;
  managerId: string | null;
}

export interface DepartmentIdsInput {
  ids: number[];
}

/**
 * GET /api/auth/me/sessions: one of the signed-in person's sessions. `id` names the session without being its cookie
 * (a hash of it), so the list gives nobody a way into it; `browser` and `os` are read from the user agent of the sign-in.
 */
export interface SessionDto {
  id: string;
  /** The session of the request that asked. */
  current: boolean;
  browser: string | null;
  os: string | null;
  /** The client's address at sign-in (TRUST_PROXY decides whether X-Forwarded-For counts). */
  address: string | null;
  signedInAt: string;
  /** The last request, to the minute (the store writes a session's use at most once a minute). */
  lastSeenAt: string;
  /** When it ends unless used again (idle lifetime), never later than the absolute one (SESSION_MAX_HOURS). */
  expiresAt: string;
}

export interface ListSessionsInput {
  limit?: number;
  offset?: number;
}

/** What the gateway's security log records (kept apart from the activity feed). */
export const SECURITY_EVENT_TYPES = [
  'sign_in',
  'sign_in_failed',
  'sign_in_throttled',
  'sign_out',
  'role_changed',
  'password_changed',
  'password_reset',
  'user_deactivated',
  'user_activated',
  'session_ended',
  'session_expired',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** GET /api/security-events (system_admin): newest first, the total in X-Total-Count. */
export interface SecurityEventDto {
  id: string;
  type: SecurityEventType;
  occurredAt: string;
  /** The username tried or signed in with (as typed, for failures). */
  username: string | null;
  /** The user the event is about, when known. */
  userId: string | null;
  /** Who did it, when it is someone else (a role changed by an administrator). */
  actorId: string | null;
  /** The client's address as the gateway saw it (TRUST_PROXY decides whether X-Forwarded-For counts). */
  address: string | null;
  detail: Record<string, string> | null;
}

export interface ListSecurityEventsInput {
  limit?: number;
  offset?: number;
  type?: SecurityEventType;
}
