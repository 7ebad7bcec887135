import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength, Max, Min, registerDecorator } from 'class-validator';
import { ACTION_TYPES, ENTITY_TYPES, type ActionType, type EntityType } from '../../common/enums.js';
import { LIMITS } from '../../common/constants.js';
import { Check, isCalendarDay } from '../../common/validation/helpers.js';
import type { ActivityFilters, ExportActivitiesInput, SearchActivityUsersInput } from '../api.js';
import { NOTIFICATION_MESSAGES as M } from '../messages.js';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;

/** A calendar day (YYYY-MM-DD) or a date-time with its zone; anything else would be read in the server's zone. */
export function isActivityDate(value: unknown): value is string {
  if (isCalendarDay(value)) return true;
  return typeof value === 'string' && DATE_TIME.test(value) && isCalendarDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

/** The instants a `from`/`to` pair covers: a bare day `to` reaches to the end of that day (UTC); null for an open end. */
export function activityRange(from?: string, to?: string): { from: Date | null; to: Date | null } {
  const start = from ? new Date(isCalendarDay(from) ? `${from}T00:00:00Z` : from) : null;
  const end = to ? (isCalendarDay(to) ? new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS - 1) : new Date(to)) : null;
  return { from: start, to: end };
}

/** A valid `to` not before a valid `from` of the same object (invalid dates are reported by their own rule). */
function NotBeforeFrom(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'notBeforeFrom',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: M.activityRangeInverted },
      validator: {
        validate: (to: unknown, args) => {
          const from = (args?.object as ActivityFilters).from;
          if (!isActivityDate(from) || !isActivityDate(to)) return true;
          const range = activityRange(from, to);
          return range.from!.getTime() <= range.to!.getTime();
        },
      },
    });
}

/** A query value left empty (`?userId=`) means not given. */
const blankToUndefined = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value);

/** The Activity Log's filters (query parameters). Each rule has one message naming the parameter. */
export class ActivityFiltersDto implements ActivityFilters {
  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(ENTITY_TYPES, { message: M.entityTypeInvalid })
  entityType?: EntityType;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(ACTION_TYPES, { message: M.actionTypeInvalid })
  actionType?: ActionType;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsUUID('all', { message: M.activityUserIdInvalid })
  userId?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Check('isActivityDate', isActivityDate, M.activityFromInvalid)
  from?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @NotBeforeFrom()
  @Check('isActivityDate', isActivityDate, M.activityToInvalid)
  to?: string;
}

/** One batch of the export (the service's side; the gateway sends the cursor of the previous batch). */
export class ExportActivitiesDto extends ActivityFiltersDto implements ExportActivitiesInput {
  @IsOptional()
  @Check('isActivityCursorTime', (v) => typeof v === 'string' && DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)), M.activityCursorInvalid)
  beforeCreatedAt?: string;

  @IsOptional()
  @IsUUID('all', { message: M.activityCursorInvalid })
  beforeId?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${LIMITS.activityExportBatch}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${LIMITS.activityExportBatch}` })
  @Max(LIMITS.activityExportBatch, { message: `limit must be a whole number from 1 to ${LIMITS.activityExportBatch}` })
  limit?: number;
}

/** GET /api/activities/users?search=: the user filter's options. */
export class SearchActivityUsersDto implements SearchActivityUsersInput {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: M.activityUserSearchInvalid })
  @MaxLength(100, { message: M.activityUserSearchInvalid })
  search?: string;
}
