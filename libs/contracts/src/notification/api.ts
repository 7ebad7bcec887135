import type { ActionType } from '../common/enums.js';
import type { UserDto } from '../identity/api.js';

/** Shapes of the notification slice: the activity log (SPEC sections 3 and 7). */

export interface ActivityDto {
  id: string;
  actionType: ActionType;
  entityType: string;
  entityId: string;
  description: string;
  /** Who acted; null for a system action without an actor (the feed then shows 'Unknown'). */
  userId: string | null;
  metadata: Record<string, unknown> | null;
  createdAt: string;
  user: Pick<UserDto, 'firstName' | 'lastName' | 'email'> | null;
}

export interface ListActivitiesInput {
  limit?: number;
  offset?: number;
}
