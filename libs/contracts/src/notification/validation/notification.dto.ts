import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { LIMITS } from '../../common/constants.js';
import type { ListActivitiesInput } from '../api.js';
import { ActivityFiltersDto } from './activity-filters.dto.js';

/** Paging and filters of the activity log; numbers may arrive as query-string text (converted by @Type). */
export class ListActivitiesDto extends ActivityFiltersDto implements ListActivitiesInput {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(LIMITS.activityPageMax, { message: `limit must be at most ${LIMITS.activityPageMax}` })
  limit?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must be at least 0' })
  offset?: number;
}
