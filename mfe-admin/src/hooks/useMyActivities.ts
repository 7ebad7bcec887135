import { useQuery } from '@tanstack/react-query';
import { refetchOnVisit } from '@rtm/frontend/api-client';
import type { ActivityDto } from '@rtm/contracts';
import { activityKeys } from '@rtm/frontend/activity';

/**
 * GET /api/activities/mine (newest first): the signed-in user's actions and the changes to the tasks and
 * risks they own or are assigned. Read again whenever the feed mounts, like the whole log.
 */
export function useMyActivities() {
  return useQuery<ActivityDto[]>({ queryKey: activityKeys.mine, refetchOnMount: refetchOnVisit });
}
