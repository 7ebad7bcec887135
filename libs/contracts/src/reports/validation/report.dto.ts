import { Transform, Type } from 'class-transformer';
import { IsIn, IsOptional, ValidateNested } from 'class-validator';
import { characters, Check, isCalendarDay, toInt, trim, wholeIn } from '../../common/validation/helpers.js';
import { LANGUAGES, type Language } from '../../common/languages.js';
import { ListRisksDto } from '../../risk/validation/risk.dto.js';
import { REPORT_MESSAGES } from '../messages.js';
import {
  REPORT_ORGANISATION_MAX,
  REPORT_PACKS,
  type ReportSettingsDto,
  type RenderReportInput,
  type ReportPack,
  type ReportQuery,
  type ReportRegisterFilters,
  type RiskReportDataInput,
  type TaskReportDataInput,
} from '../api.js';

const IsReportDay = () => Check('isReportDay', isCalendarDay, REPORT_MESSAGES.asOfInvalid);
const IsDepartmentId = () => Check('isDepartmentId', wholeIn(1, 2_147_483_647), REPORT_MESSAGES.departmentInvalid);

/** Query of GET /api/reports/executive.pdf. */
export class ReportQueryDto implements ReportQuery {
  @IsOptional()
  @IsIn(LANGUAGES, { message: REPORT_MESSAGES.languageInvalid })
  language?: Language;

  @IsOptional()
  @IsReportDay()
  asOf?: string;
}

/** Query of GET /api/reports/department.pdf. */
export class DepartmentReportQueryDto extends ReportQueryDto {
  @Transform(toInt)
  @Check('departmentGiven', (v) => v !== undefined && v !== null, REPORT_MESSAGES.departmentRequired)
  @IsDepartmentId()
  departmentId!: number;
}

/** Query of GET /api/reports/register.pdf: the risk list's filters (paging ignored), the language and the as-of day. */
export class RegisterReportQueryDto extends ListRisksDto implements ReportQuery {
  @IsOptional()
  @IsIn(LANGUAGES, { message: REPORT_MESSAGES.languageInvalid })
  language?: Language;
}

/** notification.reports.render. */
export class RenderReportDto implements RenderReportInput {
  @IsIn(REPORT_PACKS, { message: REPORT_MESSAGES.packInvalid })
  pack!: ReportPack;

  @IsIn(LANGUAGES, { message: REPORT_MESSAGES.languageInvalid })
  language!: Language;

  @IsOptional()
  @IsReportDay()
  asOf?: string;

  @IsOptional()
  @IsDepartmentId()
  departmentId?: number;

  @IsOptional()
  @ValidateNested()
  @Type(() => ListRisksDto)
  filters?: ReportRegisterFilters;
}

/** risk.report.data. */
export class RiskReportDataDto implements RiskReportDataInput {
  @IsIn(REPORT_PACKS, { message: REPORT_MESSAGES.packInvalid })
  pack!: ReportPack;

  @IsReportDay()
  asOf!: string;

  @IsOptional()
  @IsDepartmentId()
  departmentId?: number;

  @IsOptional()
  @ValidateNested()
  @Type(() => ListRisksDto)
  filters?: ReportRegisterFilters;
}

/** task.report.data. */
export class TaskReportDataDto implements TaskReportDataInput {
  @IsReportDay()
  asOf!: string;

  @IsOptional()
  @IsDepartmentId()
  departmentId?: number;
}

/** PUT /api/report-settings and notification.reportSettings.replace. */
export class ReportSettingsBodyDto implements ReportSettingsDto {
  @Transform(trim)
  @Check('organisationGiven', (v) => typeof v === 'string' && v.length > 0, REPORT_MESSAGES.organisationNameRequired)
  @Check(
    'organisationLength',
    (v) => typeof v !== 'string' || characters(v) <= REPORT_ORGANISATION_MAX,
    REPORT_MESSAGES.organisationNameTooLong,
  )
  organisationName!: string;
}
