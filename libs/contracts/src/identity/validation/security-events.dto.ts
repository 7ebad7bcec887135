import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { LIMITS } from '../../common/constants.js';
import { PageOffset } from '../../common/validation/helpers.js';
import { IDENTITY_MESSAGES as M } from '../messages.js';
import { SECURITY_EVENT_TYPES, type ListSecurityEventsInput, type SecurityEventType } from '../api.js';

/** Paging and the type filter of the security log; numbers may arrive as query-string text (converted by @Type). */
export class ListSecurityEventsDto implements ListSecurityEventsInput {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.securityLimitInvalid })
  @Min(1, { message: M.securityLimitInvalid })
  @Max(LIMITS.activityPageMax, { message: M.securityLimitInvalid })
  limit?: number;

  @PageOffset(M.securityOffsetInvalid)
  offset?: number;

  @IsOptional()
  @IsIn(SECURITY_EVENT_TYPES, { message: M.securityTypeInvalid })
  type?: SecurityEventType;
}
