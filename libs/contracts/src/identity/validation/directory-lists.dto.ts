import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { USER_ROLES, type UserRole } from '../../common/enums.js';
import { LIMITS } from '../../common/constants.js';
import { VALIDATION } from '../../common/messages.js';
import { Check, PG_INT_MAX, PageOffset, commaList, toInt, trim, wholeIn } from '../../common/validation/helpers.js';
import { IDENTITY_MESSAGES as M } from '../messages.js';
import type { ListDepartmentsInput, ListSessionsInput, ListUsersInput } from '../api.js';

/** `limit` of 1 to `max` and `offset` of 0 or more, from query-string text or JSON numbers. */
abstract class PageQuery {
  @PageOffset(M.pageOffsetInvalid)
  offset?: number;
}

/** Query of GET /api/users and identity.users.list. */
export class ListUsersDto extends PageQuery implements ListUsersInput {
  @IsOptional()
  @Transform(commaList)
  @ArrayMaxSize(LIMITS.userIdsMax, { message: M.userIdsInvalid })
  @IsUUID('all', { each: true, message: M.userIdsInvalid })
  ids?: string[];

  @IsOptional()
  @Transform(trim)
  @IsString({ message: M.userSearchInvalid })
  @MaxLength(200, { message: M.userSearchInvalid })
  search?: string;

  @IsOptional()
  @Transform(commaList)
  @IsIn(USER_ROLES, { each: true, message: VALIDATION.invalidRole })
  role?: UserRole[];

  @IsOptional()
  @Transform(toInt)
  @Check('isDepartmentId', wholeIn(1, PG_INT_MAX), M.departmentIdInvalid)
  departmentId?: number;

  @IsOptional()
  @Transform(toInt)
  @Check('isLimit', wholeIn(1, LIMITS.userPageMax), M.pageLimitInvalid)
  limit?: number;
}

/** Query of GET /api/departments and identity.departments.list. */
export class ListDepartmentsDto extends PageQuery implements ListDepartmentsInput {
  @IsOptional()
  @Transform(toInt)
  @Check('isLimit', wholeIn(1, LIMITS.departmentPageMax), M.pageLimitInvalid)
  limit?: number;
}

/** Query of GET /api/auth/me/sessions: the signed-in person's sessions, `limit` 1 to 500 (default 100) from `offset`. */
export class ListSessionsDto extends PageQuery implements ListSessionsInput {
  @IsOptional()
  @Transform(toInt)
  @Check('isLimit', wholeIn(1, 500), M.pageLimitInvalid)
  limit?: number;
}
