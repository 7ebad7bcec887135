import {
  LIMITS,
  TASK_PRIORITIES,
  TASK_SORT_FIELDS,
  TASK_STATUSES,
  type TaskPriority,
  type TaskSortField,
  type TaskStatus,
} from '@rtm/contracts';
import { toQueryString } from '@rtm/frontend/api-client';
import { paramOneOf, paramWholeNumber } from '@rtm/frontend/ui';

/** Page sizes of the task table (the spec gives none; the server allows up to LIMITS.taskPageMax). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** The board shows every matching task up to the server's page maximum. */
export const BOARD_LIMIT = LIMITS.taskPageMax;

export type TaskListView = 'table' | 'board';

/** The list's filters, paging, order and view, as kept in the /tasks URL (so back and reload keep them). */
export interface TaskListQuery {
  search: string;
  status: TaskStatus | null;
  priority: TaskPriority | null;
  assignedToId: string | null;
  page: number;
  pageSize: number;
  sort: TaskSortField | null;
  order: 'asc' | 'desc' | null;
  view: TaskListView;
}

export type TaskFilterName = 'search' | 'status' | 'priority' | 'assignedToId';
export const FILTER_NAMES: readonly TaskFilterName[] = ['search', 'status', 'priority', 'assignedToId'];

/** Reads the URL; unknown or malformed values are ignored rather than sent to the server. */
export function parseTaskListQuery(params: URLSearchParams): TaskListQuery {
  return {
    search: params.get('search')?.trim() ?? '',
    status: paramOneOf(TASK_STATUSES, params.get('status')),
    priority: paramOneOf(TASK_PRIORITIES, params.get('priority')),
    assignedToId: params.get('assignedToId') || null,
    page: paramWholeNumber(params.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
    pageSize: paramWholeNumber(params.get('pageSize'), 1, LIMITS.taskPageMax) ?? DEFAULT_PAGE_SIZE,
    sort: paramOneOf(TASK_SORT_FIELDS, params.get('sort')),
    order: paramOneOf(['asc', 'desc'] as const, params.get('order')),
    view: params.get('view') === 'board' ? 'board' : 'table',
  };
}

export function activeFilterCount(query: TaskListQuery): number {
  return FILTER_NAMES.filter((name) => query[name] !== null && query[name] !== '').length;
}

/** GET /api/tasks with the filters and order; the table asks for one page, the board for all (up to BOARD_LIMIT). */
export function taskListUrl(query: TaskListQuery): string {
  const board = query.view === 'board';
  return `/api/tasks${toQueryString({
    search: query.search,
    status: query.status,
    priority: query.priority,
    assignedToId: query.assignedToId,
    limit: board ? BOARD_LIMIT : query.pageSize,
    offset: board ? 0 : (query.page - 1) * query.pageSize,
    sort: query.sort,
    order: query.sort ? query.order : null,
  })}`;
}
