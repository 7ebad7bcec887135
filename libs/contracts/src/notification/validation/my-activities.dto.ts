import type { MyActivitiesInput } from '../api.js';
import { ActivityPageLimit, ActivityPageOffset } from './activity-paging.js';

/** Paging of GET /api/activities/mine (no filters: the scope is the signed-in user). */
export class MyActivitiesDto implements MyActivitiesInput {
  @ActivityPageLimit()
  limit?: number;

  @ActivityPageOffset()
  offset?: number;
}
