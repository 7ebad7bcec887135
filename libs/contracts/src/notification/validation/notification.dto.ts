import { Transform } from 'class-transformer';
import { IsOptional, registerDecorator } from 'class-validator';
import { Check } from '../../common/validation/helpers.js';
import { decodeActivityCursor } from '../activity-cursor.js';
import type { ListActivitiesInput } from '../api.js';
import { NOTIFICATION_MESSAGES as M } from '../messages.js';
import { ActivityFiltersDto } from './activity-filters.dto.js';
import { ActivityPageLimit, ActivityPageOffset } from './activity-paging.js';

/** A cursor is a way of paging of its own: an `offset` beside it is refused rather than one of them ignored. */
function NotWithOffset(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'notWithOffset',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: M.activityCursorWithOffset },
      validator: {
        validate: (cursor: unknown, args) => cursor === undefined || (args?.object as ListActivitiesInput).offset === undefined,
      },
    });
}

/** Paging and filters of the activity log; numbers may arrive as query-string text. */
export class ListActivitiesDto extends ActivityFiltersDto implements ListActivitiesInput {
  @ActivityPageLimit()
  limit?: number;

  @ActivityPageOffset()
  offset?: number;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value))
  @NotWithOffset()
  @Check('isActivityCursor', (value) => decodeActivityCursor(value) !== null, M.activityPageCursorInvalid)
  cursor?: string;
}
