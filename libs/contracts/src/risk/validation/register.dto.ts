import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { Check, isCalendarDay, toInt, wholeIn } from '../../common/validation/helpers.js';
import { RecordPageDto } from '../../common/validation/record-page.dto.js';
import { RISK_MESSAGES } from '../messages.js';
import { RISK_ASSESSMENT_KINDS, type RiskAssessmentKind } from '../api.js';
import type { DepartmentSummaryInput, RiskLevelTrendInput, RiskMovementsInput } from '../register.js';

/** A day of the register's past, YYYY-MM-DD (whether the history knows it is the risk service's rule). */
export const IsRegisterDay = () => Check('isRegisterDay', isCalendarDay, RISK_MESSAGES.registerDateInvalid);

/** Query of GET /api/risks/by-department/summary (issue 26: asOf). */
export class DepartmentSummaryDto implements DepartmentSummaryInput {
  @IsOptional()
  @IsRegisterDay()
  asOf?: string;
}

/** Query of GET /api/risks/movements (paged like a record list). */
export class RiskMovementsDto extends RecordPageDto implements RiskMovementsInput {
  @IsRegisterDay()
  from!: string;

  @IsRegisterDay()
  to!: string;

  @IsOptional()
  @IsIn(RISK_ASSESSMENT_KINDS, { message: RISK_MESSAGES.assessmentInvalid })
  assessment?: RiskAssessmentKind;
}

/** Query of GET /api/risks/stats/levels: 1 to 60 months (default 24). */
export class RiskLevelTrendDto implements RiskLevelTrendInput {
  @IsOptional()
  @Transform(toInt)
  @Check('isMonths', wholeIn(1, 60), RISK_MESSAGES.levelMonthsRange)
  months?: number;

  @IsOptional()
  @IsIn(RISK_ASSESSMENT_KINDS, { message: RISK_MESSAGES.assessmentInvalid })
  assessment?: RiskAssessmentKind;
}
