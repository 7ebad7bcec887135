import type { ActionType, TaskPriority, TaskStatus, UserRole } from './enums.js';
import type { AffectedApp, RiskFrequency, RiskLevel, RiskStatus } from './enums.js';
import type { Language } from './languages.js';

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
  /** The interface language the user chose last (issue 9); mail and reports without a request use it. */
  language: Language;
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
  /** Who acted; null for a system action without an actor (the feed then shows 'Unknown'). */
  userId: string | null;
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

/** A task linked to a risk, as the risk detail page lists it (GET /api/risks/{id}/tasks). */
export interface LinkedTaskDto {
  id: string;
  taskId: string;
  title: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: string | null;
}

export interface TasksByRiskInput {
  riskId: string;
}

// ---------------------------------------------------------------------------------------------
// Risks (SPEC sections 3, 7 and 9). See docs/http-api.md, section "Risks", for the HTTP shapes.

export interface RiskTypeDto {
  id: number;
  name: string;
  description: string | null;
  createdAt: string;
}

/** A risk as the risk service answers it (no data of other services). */
export interface RiskDto {
  id: string;
  /** Human-readable code RSK-<year>-<4 digits>. */
  riskId: string;
  title: string;
  description: string | null;
  suggestedSolution: string | null;
  status: RiskStatus;
  /** Name of the risk type (stored as text, SPEC section 3). */
  riskType: string;
  riskTypeId: number | null;
  affectedApp: AffectedApp | null;
  frequency: RiskFrequency;
  ownerId: string;
  likelihood: number;
  impact: number;
  /** likelihood x impact, computed on the server. */
  riskScore: number;
  /** Level from the score with the shared rule riskLevel() (thresholds 4, 8, 15). */
  riskLevel: RiskLevel;
  departmentIds: number[];
  /** YYYY-MM-DD. */
  dateIdentified: string | null;
  /** Who reported the risk. */
  reportedById: string | null;
  createdAt: string;
  /** Null until the first change. */
  updatedAt: string | null;
}

export interface RiskDepartmentRef {
  id: number;
  name: string | null;
}

/** A risk in GET /api/risks: the risk plus its owner and department names (composed by the gateway). */
export interface RiskView extends RiskDto {
  owner: UserSummary | null;
  departments: RiskDepartmentRef[];
}

/** What the signed-in user may do with one risk (from the risk service's rule). */
export interface RiskPermissions {
  canEdit: boolean;
  canDelete: boolean;
}

/** GET /api/risks/{id}. */
export interface RiskDetailView extends RiskView {
  riskTypeDetail: RiskTypeDto | null;
  permissions: RiskPermissions;
}

/** The risk service's answer to risk.risks.get. */
export interface RiskDetailDto extends RiskDto {
  riskTypeDetail: RiskTypeDto | null;
  permissions: RiskPermissions;
}

export interface RiskInput {
  title: string;
  description?: string | null;
  suggestedSolution?: string | null;
  riskType: string;
  affectedApp?: AffectedApp | null;
  frequency?: RiskFrequency;
  ownerId: string;
  departmentIds: number[];
  likelihood?: number;
  impact?: number;
  status?: RiskStatus;
  dateIdentified?: string | null;
}

export type UpdateRiskInput = Partial<RiskInput>;

export const RISK_SORT_FIELDS = ['createdAt', 'updatedAt', 'riskId', 'riskScore', 'title', 'status'] as const;
export type RiskSortField = (typeof RISK_SORT_FIELDS)[number];

/** Query of GET /api/risks and risk.risks.list. List values may be given comma-separated. */
export interface ListRisksInput {
  search?: string;
  status?: RiskStatus[];
  riskType?: string[];
  level?: RiskLevel[];
  ownerId?: string;
  departmentId?: number;
  likelihood?: number;
  impact?: number;
  limit?: number;
  offset?: number;
  sort?: RiskSortField;
  order?: 'asc' | 'desc';
}

/** Risk counts of one department, as the risk service reports them (without the department's name). */
export interface DepartmentRiskCounts {
  departmentId: number;
  totalRisks: number;
  criticalCount: number;
  highCount: number;
  mediumCount: number;
  lowCount: number;
}

/** GET /api/risks/by-department/summary (SPEC section 3, department risk summary). */
export interface DepartmentRiskSummaryDto extends DepartmentRiskCounts {
  departmentName: string | null;
}

/** GET /api/risks/matrix: number of risks per likelihood and impact (only cells with risks). */
export interface RiskMatrixCellDto {
  likelihood: number;
  impact: number;
  count: number;
}

export interface RiskCommentDto {
  id: string;
  content: string;
  authorId: string;
  riskId: string;
  taskId: null;
  createdAt: string;
}

/** A comment as GET /api/comments/risk/{id} answers it. */
export interface RiskCommentView extends RiskCommentDto {
  author: UserSummary | null;
}

export interface CreateCommentInput {
  content: string;
  riskId?: string;
  taskId?: string;
  /** Sent empty by the client; the server takes the author from the session. */
  authorId?: string | null;
}

export interface BulkUploadErrorDetail {
  /** Spreadsheet row number as Excel shows it (the header is row 1). */
  row: number;
  /** Column header, e.g. 'Owner'. */
  column: string;
  message: string;
}

/** POST /api/risks/bulk-upload. `errors` counts the rows that were not created; `details` lists each problem. */
export interface BulkUploadResultDto {
  created: number;
  errors: number;
  details: BulkUploadErrorDetail[];
}

/** A generated file carried over NATS. */
export interface FileDto {
  fileName: string;
  contentType: string;
  base64: string;
}
