import { useQuery } from '@tanstack/react-query';
import { refetchOnVisit } from '@rtm/frontend/api-client';
import type { ActivityDto } from '@rtm/contracts';
import { activityKeys } from '@rtm/frontend/activity';

/**
 * GET /api/activities (newest first). The log is written by event consumers a moment after each
 * change, so it is read again whenever a feed or the log page mounts instead of trusting the cache.
 */
export function useActivities() {
  return useQuery<ActivityDto[]>({ queryKey: activityKeys.all, refetchOnMount: refetchOnVisit });
}
