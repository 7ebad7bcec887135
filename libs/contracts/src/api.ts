import type { ActionType, UserRole } from './enums.js';

/** Shapes of the HTTP API (SPEC section 7) and of the NATS replies behind it. */

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
  createdAt: string;
  updatedAt: string;
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

export interface VerifyCredentialsInput {
  username: string;
  password: string;
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

export interface ActivityDto {
  id: string;
  actionType: ActionType;
  entityType: string;
  entityId: string;
  description: string;
  userId: string;
  metadata: Record<string, unknown> | null;
  createdAt: string;
  user: Pick<UserDto, 'firstName' | 'lastName' | 'email'> | null;
}

export interface ListActivitiesInput {
  limit?: number;
  offset?: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}
