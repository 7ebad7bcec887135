/**
 * Query key of the activity log (GET /api/activities): read by mfe-admin's Activity page and feed,
 * invalidated by every remote whose changes appear in it.
 */
export const activityKeys = {
  all: ['/api/activities'] as const,
  /** GET /api/activities/mine (the team member's feed); under `all`, so the same invalidation refreshes it. */
  mine: ['/api/activities', 'mine'] as const,
};
