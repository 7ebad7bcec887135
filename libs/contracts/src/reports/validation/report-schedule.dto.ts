import { Transform, Type } from 'class-transformer';
import { IsIn, IsOptional, ValidateNested } from 'class-validator';
import { isUuidText } from '../../common/bulk-edit-rules.js';
import { Check, PageOffset, toInt, trim, WhenGiven, wholeIn } from '../../common/validation/helpers.js';
import type { UserRole } from '../../common/enums.js';
import { ListRisksDto } from '../../risk/validation/risk.dto.js';
import { REPORT_PACKS, type ReportPack, type ReportRegisterFilters } from '../api.js';
import { REPORT_MESSAGES, REPORT_SCHEDULE_MESSAGES as M } from '../messages.js';
import {
  REPORT_CADENCES,
  REPORT_RECIPIENT_ROLES,
  REPORT_SCHEDULE_LANGUAGES,
  REPORT_SCHEDULE_LIMITS as L,
  isTimeOfDay,
  type ListReportSchedulesInput,
  type ReportCadence,
  type ReportScheduleLanguage,
  type UpdateReportScheduleInput,
} from '../schedules.js';

const isDepartmentId = wholeIn(1, 2_147_483_647);
const listOf = (max: number, item: (v: unknown) => boolean) => (v: unknown) =>
  Array.isArray(v) && v.length <= max && v.every(item) && new Set(v).size === v.length;

/**
 * POST and PATCH /api/report-schedules: each field's type (a PATCH gives some); the rules across fields
 * (reportScheduleProblem) and the references (users, departments) are checked by the notification service.
 */
export class ReportScheduleBodyDto implements UpdateReportScheduleInput {
  @WhenGiven()
  @Transform(trim)
  @Check(
    'scheduleName',
    (v) => typeof v === 'string' && v.length > 0 && [...v].length <= L.nameMax,
    (a) => (typeof a.value === 'string' && a.value.length > 0 ? M.nameTooLong : M.nameRequired),
  )
  name?: string;

  @WhenGiven()
  @IsIn(REPORT_PACKS, { message: REPORT_MESSAGES.packInvalid })
  pack?: ReportPack;

  @WhenGiven()
  @Check('scheduleDepartment', (v) => v === null || isDepartmentId(v), REPORT_MESSAGES.departmentInvalid)
  departmentId?: number | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => ListRisksDto)
  filters?: ReportRegisterFilters | null;

  @WhenGiven()
  @IsIn(REPORT_CADENCES, { message: M.cadenceInvalid })
  cadence?: ReportCadence;

  @WhenGiven()
  @Check('scheduleWeekday', (v) => v === null || wholeIn(1, 7)(v), M.weekdayRequired)
  weekday?: number | null;

  @WhenGiven()
  @Check('scheduleDay', (v) => v === null || wholeIn(1, 31)(v), M.dayOfMonthRequired)
  dayOfMonth?: number | null;

  @WhenGiven()
  @Check('scheduleTime', isTimeOfDay, M.timeInvalid)
  timeOfDay?: string;

  @WhenGiven()
  @Check('scheduleRoles', listOf(REPORT_RECIPIENT_ROLES.length, (r) => REPORT_RECIPIENT_ROLES.includes(r as UserRole)), M.rolesInvalid)
  recipientRoles?: UserRole[];

  @WhenGiven()
  @Check('scheduleDepartments', listOf(L.departmentsMax, isDepartmentId), M.departmentsInvalid)
  recipientDepartmentIds?: number[];

  @WhenGiven()
  @Check('scheduleUsers', listOf(L.usersMax, isUuidText), M.usersInvalid)
  recipientUserIds?: string[];

  @WhenGiven()
  @IsIn(REPORT_SCHEDULE_LANGUAGES, { message: M.languageInvalid })
  language?: ReportScheduleLanguage;

  @WhenGiven()
  @Check('scheduleActive', (v) => typeof v === 'boolean', M.activeInvalid)
  active?: boolean;
}

export class ReportScheduleIdDto {
  @Check('scheduleId', isUuidText, M.idInvalid)
  id!: string;
}

/** notification.reportSchedules.update: the changes and the schedule's id. */
export class UpdateReportScheduleRpcDto extends ReportScheduleBodyDto {
  @Check('scheduleId', isUuidText, M.idInvalid)
  id!: string;
}

/** GET /api/report-schedules. */
export class ListReportSchedulesDto implements ListReportSchedulesInput {
  @IsOptional()
  @Transform(toInt)
  @Check('scheduleLimit', wholeIn(1, L.pageMax), M.limitInvalid)
  limit?: number;

  @PageOffset()
  offset?: number;
}
