import type { ListActivitiesInput } from '../api.js';
import { ActivityFiltersDto } from './activity-filters.dto.js';
import { ActivityPageLimit, ActivityPageOffset } from './activity-paging.js';

/** Paging and filters of the activity log; numbers may arrive as query-string text. */
export class ListActivitiesDto extends ActivityFiltersDto implements ListActivitiesInput {
  @ActivityPageLimit()
  limit?: number;

  @ActivityPageOffset()
  offset?: number;
}
