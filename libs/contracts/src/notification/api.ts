import type { OutsideAppetiteRiskDto } from '../risk/api.js';
import type { ActionType, EntityType, RiskStatus, TaskStatus, TemplateType } from '../common/enums.js';
import type { Language } from '../common/languages.js';
import type { UserDto, UserSummary } from '../identity/api.js';
import type { Page } from '../common/api.js';

/** Shapes of the notification slice: the activity log and the settings of SPEC section 2 (SPEC sections 3 and 7). */

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

/** The Activity Log's filters; each one left out matches everything. */
export interface ActivityFilters {
  entityType?: EntityType;
  actionType?: ActionType;
  /** The acting user. */
  userId?: string;
  /** ISO 8601 date (`2026-11-23`, from its start in UTC) or date-time with a zone: activities at or after it. */
  from?: string;
  /** ISO 8601 date (through the end of that day in UTC) or date-time with a zone: activities at or before it. */
  to?: string;
}

export interface ListActivitiesInput extends ActivityFilters {
  limit?: number;
  offset?: number;
  /**
   * Keyset paging (not with `offset`): the `nextCursor` or `prevCursor` of a page answered before, for the page of
   * the same filters just older or just newer than it. Stable while new activities arrive, and as fast deep in the
   * log as at its start.
   */
  cursor?: string;
}

/** A page of the log with the cursors of its neighbours (null where there is none), sent as X-Next-Cursor/X-Prev-Cursor. */
export interface ActivityPage extends Page<ActivityDto> {
  /** The page after this one (older activities). */
  nextCursor: string | null;
  /** The page before this one (newer activities). */
  prevCursor: string | null;
}

/**
 * One batch of the export (newest first): the activities older than the cursor `beforeCreatedAt`/`beforeId`
 * (the last row of the previous batch), so rows added meanwhile neither repeat nor shift the batches.
 */
export interface ExportActivitiesInput extends ActivityFilters {
  beforeCreatedAt?: string;
  beforeId?: string;
  limit?: number;
}

/** A row of the export: the activity without its metadata (which can be large). */
export type ActivityExportRow = Omit<ActivityDto, 'metadata'>;

/** The users the Activity Log's user filter offers: names containing `search` (first, last name or e-mail). */
export interface SearchActivityUsersInput {
  search?: string;
  limit?: number;
}

export type ActivityUserOption = Pick<UserSummary, 'id' | 'firstName' | 'lastName' | 'email'>;

/** The SMTP settings as answered: the password is never sent back, only whether one is stored. */
export interface SmtpSettingsDto {
  /** null while nothing has been saved yet (the fields are then the defaults). */
  id: string | null;
  host: string;
  port: number;
  secure: boolean;
  username: string | null;
  hasPassword: boolean;
  fromEmail: string;
  fromName: string | null;
  isActive: boolean;
  createdAt: string | null;
  updatedAt: string | null;
}

/** POST /api/smtp-settings. A password left out or empty keeps the stored one. */
export interface SmtpSettingsInput {
  host: string;
  port?: number;
  secure?: boolean;
  username?: string | null;
  password?: string | null;
  fromEmail: string;
  fromName?: string | null;
  isActive?: boolean;
}

/** POST /api/smtp-settings/test: the form's values (password falling back to the stored one) and where to send. */
export interface SmtpTestInput extends SmtpSettingsInput {
  to: string;
}

/** What the SMTP server answered to the test mail (its reply line, or the error it gave). */
export interface SmtpTestResultDto {
  ok: boolean;
  response: string;
}

export interface EmailTemplateDto {
  id: string;
  name: string;
  type: TemplateType;
  language: Language;
  subject: string;
  bodyHtml: string;
  bodyText: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface EmailTemplateInput {
  name: string;
  type: TemplateType;
  /** English when left out. */
  language?: Language;
  subject: string;
  bodyHtml: string;
  bodyText?: string | null;
  isActive?: boolean;
}

export type UpdateEmailTemplateInput = Partial<EmailTemplateInput>;

export interface TemplateIdInput {
  id: string;
}

export interface EscalationSettingDto {
  id: number;
  name: string;
  daysBeforeDue: number;
  daysOverdue: number;
  /**
   * The escalation ladder in days overdue, ascending and each above daysOverdue (at most two): past the
   * first the manager of the assignee's department (the owner's when unassigned) is mailed, past the second every executive.
   */
  escalationSteps: number[];
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface UpdateEscalationSettingInput {
  daysBeforeDue?: number;
  daysOverdue?: number;
  escalationSteps?: number[];
  isActive?: boolean;
}

export interface EscalationIdInput {
  id: number;
}

/** A task of the escalation alerts (from the notification service's projection of tasks). */
export interface AlertTaskDto {
  id: string;
  taskId: string;
  title: string;
  status: TaskStatus;
  /** YYYY-MM-DD. */
  dueDate: string;
  ownerId: string;
  assignedToId: string | null;
}

export interface AlertRiskDto {
  id: string;
  riskId: string;
  title: string;
  riskScore: number;
  status: RiskStatus;
}

/**
 * GET /api/escalation-alerts (SPEC section 3): overdue and upcoming tasks, open critical risks, the alert window.
 * Each group holds its LIMITS.alertItemsAnswered most urgent items (overdue: longest overdue first; upcoming: soonest
 * due first; critical: highest score first; ties by code, the oldest first); the counts are the groups' full sizes.
 */
export interface EscalationAlertsDto {
  overdueTasks: AlertTaskDto[];
  upcomingTasks: AlertTaskDto[];
  criticalRisks: AlertRiskDto[];
  settings: { daysBeforeDue: number };
  overdueCount: number;
  upcomingCount: number;
  criticalCount: number;
  /**
   * Issue 25: open risks outside their type's appetite, highest residual score first (at most
   * LIMITS.alertItemsAnswered), and how many there are. The gateway adds them from the risk service, which owns the
   * appetite; absent in the notification service's own answer.
   */
  outsideAppetite?: OutsideAppetiteRiskDto[];
  outsideAppetiteCount?: number;
}

/** Paging of GET /api/activities/mine: the signed-in user's actions and those on the tasks and risks they own or are assigned. */
export interface MyActivitiesInput {
  limit?: number;
  offset?: number;
}
