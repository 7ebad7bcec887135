import dayjs from 'dayjs';
import { ACTION_TYPES, ENTITY_TYPES, LIMITS, type ActionType, type ActivityFilters, type EntityType } from '@rtm/contracts';
import { toQueryString } from '@rtm/frontend/api-client';
import { paramOneOf, paramWholeNumber } from '@rtm/frontend/ui';

/** Page sizes of the Activity Log (the spec gives none; the server allows up to LIMITS.activityPageMax). */
export const PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) && dayjs(value).isValid() ? value : null);

/** The log's filters and page as kept in the /activity URL; days are the user's calendar days (YYYY-MM-DD). */
export interface ActivityLogQuery {
  entityType: EntityType | null;
  actionType: ActionType | null;
  userId: string | null;
  from: string | null;
  to: string | null;
  page: number;
  pageSize: number;
}

export const FILTER_NAMES = ['entityType', 'actionType', 'userId', 'from', 'to'] as const;

export function parseActivityLogQuery(params: URLSearchParams): ActivityLogQuery {
  return {
    entityType: paramOneOf(ENTITY_TYPES, params.get('entityType')),
    actionType: paramOneOf(ACTION_TYPES, params.get('actionType')),
    userId: params.get('userId') || null,
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: paramWholeNumber(params.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
    pageSize: paramWholeNumber(params.get('pageSize'), 1, LIMITS.activityPageMax) ?? DEFAULT_PAGE_SIZE,
  };
}

export const hasFilters = (q: ActivityLogQuery) => FILTER_NAMES.some((name) => q[name] !== null);

/** The server's filters: the chosen days from the start of the first to the end of the last, in the user's time zone. */
export function activityFilters(q: ActivityLogQuery): ActivityFilters {
  return {
    entityType: q.entityType ?? undefined,
    actionType: q.actionType ?? undefined,
    userId: q.userId ?? undefined,
    from: q.from ? dayjs(q.from).startOf('day').toISOString() : undefined,
    to: q.to ? dayjs(q.to).endOf('day').toISOString() : undefined,
  };
}

export const activityListUrl = (q: ActivityLogQuery) =>
  `/api/activities${toQueryString({ ...activityFilters(q), limit: q.pageSize, offset: (q.page - 1) * q.pageSize })}`;

export const activityExportUrl = (q: ActivityLogQuery) => `/api/activities/export${toQueryString({ ...activityFilters(q) })}`;
