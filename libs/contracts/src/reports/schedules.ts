import type { UserRole } from '../common/enums.js';
import type { UserSummary } from '../identity/api.js';
import type { ReportPack, ReportRegisterFilters } from './api.js';

/**
 * Schedules of committee packs (issue 29): a pack mailed as a PDF attachment on a cadence, at a time of day in
 * MAIL_TIME_ZONE, to recipients chosen by role (and department) and by name, each in their stored language or in a
 * fixed one. Kept by the notification service (system admins only); each run records one mail per recipient and
 * period (key report_pack:<schedule>:<day of the run>:<recipient>), sent by the mail pipeline with its retries.
 */
export const REPORT_CADENCES = ['weekly', 'monthly', 'quarterly'] as const;
export type ReportCadence = (typeof REPORT_CADENCES)[number];

/** `recipient`: each recipient's stored language; otherwise every recipient gets the pack in that language. */
export const REPORT_SCHEDULE_LANGUAGES = ['recipient', 'en', 'ar'] as const;
export type ReportScheduleLanguage = (typeof REPORT_SCHEDULE_LANGUAGES)[number];

/** Who may receive a pack: who may download it (team members never). The executive pack: not managers either. */
export const REPORT_RECIPIENT_ROLES: readonly UserRole[] = ['system_admin', 'executive', 'manager'];

/** Bounds of one schedule. */
export const REPORT_SCHEDULE_LIMITS = {
  nameMax: 200,
  /** Users named one by one. */
  usersMax: 100,
  /** Departments that narrow the recipients by role. */
  departmentsMax: 100,
  /** A page of the schedules list. */
  pageMax: 100,
  pageDefault: 50,
} as const;

export interface ReportScheduleInput {
  name: string;
  pack: ReportPack;
  /**
   * The department pack's department; null: every recipient gets the pack of their own department (a recipient
   * without one gets none). Ignored (null) for the other packs.
   */
  departmentId: number | null;
  /** The register pack's filters (the risk list's); null for the other packs. */
  filters: ReportRegisterFilters | null;
  cadence: ReportCadence;
  /** weekly: ISO weekday, 1 = Monday ... 7 = Sunday. */
  weekday: number | null;
  /** monthly and quarterly (January, April, July, October): 1 to 31; a shorter month runs on its last day. */
  dayOfMonth: number | null;
  /** HH:MM, 24 hours, in MAIL_TIME_ZONE. */
  timeOfDay: string;
  /** Active users of these roles... */
  recipientRoles: UserRole[];
  /** ...in these departments (empty: in any department). */
  recipientDepartmentIds: number[];
  /** And these users by name. */
  recipientUserIds: string[];
  language: ReportScheduleLanguage;
  active: boolean;
}

export type UpdateReportScheduleInput = Partial<ReportScheduleInput>;

export interface ReportScheduleDto extends ReportScheduleInput {
  id: string;
  /** The picked users with their names (for the list and the form). */
  recipientUsers: UserSummary[];
  /** The department pack's department name. */
  departmentName: string | null;
  /** The next run (ISO instant), null while inactive. */
  nextRunAt: string | null;
  lastRunAt: string | null;
  /** Why the last attempt failed (a service down...): it is tried again after REPORT_SCHEDULE_RETRY_MS. */
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ListReportSchedulesInput {
  limit?: number;
  offset?: number;
}

/** HH:MM, 00:00 to 23:59. */
export const isTimeOfDay = (value: unknown): value is string => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** A schedule as created: the fields left out take these values (name, pack, cadence and timeOfDay have none). */
export const REPORT_SCHEDULE_DEFAULTS: Omit<ReportScheduleInput, 'name' | 'pack' | 'cadence' | 'timeOfDay'> = {
  departmentId: null,
  filters: null,
  weekday: null,
  dayOfMonth: null,
  recipientRoles: [],
  recipientDepartmentIds: [],
  recipientUserIds: [],
  language: 'recipient',
  active: true,
};

/** The roles that may receive a pack (the executive pack: not managers). */
export const reportRecipientRoles = (pack: ReportPack): readonly UserRole[] =>
  pack === 'executive' ? REPORT_RECIPIENT_ROLES.filter((role) => role !== 'manager') : REPORT_RECIPIENT_ROLES;

/**
 * The rules across a schedule's fields (each field's own type is checked by the DTO): the cadence's day, recipients,
 * the roles the pack allows. Answers the first problem's key in REPORT_SCHEDULE_MESSAGES, or null.
 */
export function reportScheduleProblem(
  s: Partial<ReportScheduleInput>,
):
  | 'nameRequired'
  | 'weekdayRequired'
  | 'dayOfMonthRequired'
  | 'timeInvalid'
  | 'cadenceInvalid'
  | 'executiveRoles'
  | 'recipientsRequired'
  | 'filtersOnlyRegister'
  | null {
  if (!s.name || s.name.trim() === '') return 'nameRequired';
  if (!s.cadence || !(REPORT_CADENCES as readonly string[]).includes(s.cadence)) return 'cadenceInvalid';
  if (s.cadence === 'weekly' && (s.weekday == null || s.weekday < 1 || s.weekday > 7)) return 'weekdayRequired';
  if (s.cadence !== 'weekly' && (s.dayOfMonth == null || s.dayOfMonth < 1 || s.dayOfMonth > 31)) return 'dayOfMonthRequired';
  if (!isTimeOfDay(s.timeOfDay)) return 'timeInvalid';
  if (s.pack !== 'register' && s.filters) return 'filtersOnlyRegister';
  if (s.pack === 'executive' && s.recipientRoles?.includes('manager')) return 'executiveRoles';
  if ((s.recipientRoles?.length ?? 0) === 0 && (s.recipientUserIds?.length ?? 0) === 0) return 'recipientsRequired';
  return null;
}
