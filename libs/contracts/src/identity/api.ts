import type { UserRole } from '../common/enums.js';

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
