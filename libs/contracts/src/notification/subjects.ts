import type { Page } from '../common/api.js';
import type { Rpc } from '../common/rpc.js';
import type { ActivityDto, ListActivitiesInput } from './api.js';

/** Request/reply subjects of the notification service (`notification.<aggregate>.<verb>`). */
export const NOTIFICATION_SUBJECTS = {
  activitiesList: 'notification.activities.list',
} as const;

const S = NOTIFICATION_SUBJECTS;

/** What each notification subject takes and answers. */
export interface NotificationRpc {
  [S.activitiesList]: Rpc<ListActivitiesInput, Page<ActivityDto>>;
}
