import {
  LIMITS,
  type CreateDepartmentInput,
  type CreateUserInput,
  type DepartmentDto,
  type RiskView,
  type UserDto,
  type UserRole,
} from '@rtm/contracts';
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

/** Risks that still need their owner (the ones that block a demotion or deactivation: closed and accepted ones do not). */
export const OPEN_RISK_STATUSES = ['open', 'under_review', 'mitigation_in_progress'] as const;

/** The open risks a user owns (up to the list's page limit). */
export const ownedOpenRisks = (userId: string) =>
  api.get<RiskView[]>(
    `/api/risks?ownerId=${encodeURIComponent(userId)}&status=${OPEN_RISK_STATUSES.join(',')}&limit=${LIMITS.riskPageMax}`,
  );

/** A new owner for one risk (through the risk service, with its risk_updated event). */
export const setRiskOwner = ({ riskId, ownerId }: { riskId: string; ownerId: string }) =>
  api.patch<RiskView>(`/api/risks/${encodeURIComponent(riskId)}`, { ownerId });
