import type { CreateDepartmentInput, CreateUserInput, DepartmentDto, UserDto, UserRole } from '@rtm/contracts';
import { api } from '@rtm/frontend/api-client';

export const createUser = (input: CreateUserInput) => api.post<UserDto>('/api/users', input);

/** departmentId is sent as the user's current one so a role change keeps the department. */
export const changeUserRole = ({ userId, role, departmentId }: { userId: string; role: UserRole; departmentId: number | null }) =>
  api.patch<UserDto>(`/api/users/${encodeURIComponent(userId)}/role`, { role, departmentId });

export const setUserActive = ({ userId, isActive }: { userId: string; isActive: boolean }) =>
  api.patch<UserDto>(`/api/users/${encodeURIComponent(userId)}/active`, { isActive });

export const resetUserPassword = ({ userId, newPassword }: { userId: string; newPassword: string }) =>
  api.patch<void>(`/api/users/${encodeURIComponent(userId)}/password`, { newPassword });

export const createDepartment = (input: CreateDepartmentInput) => api.post<DepartmentDto>('/api/departments', input);

export const setDepartmentManager = ({ departmentId, managerId }: { departmentId: number; managerId: string | null }) =>
  api.patch<DepartmentDto>(`/api/departments/${departmentId}/manager`, { managerId });
