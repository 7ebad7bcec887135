import { activityKeys } from '@rtm/frontend/activity';
import type { TaskListQuery } from './taskListQuery';

/**
 * Query keys: segments joined by '/' form the GET path of the default query function (SPEC section 7).
 * Everything under `['/api/tasks']` (lists, details, history) is refreshed by one invalidation of `taskKeys.all`.
 */
export const taskKeys = {
  all: ['/api/tasks'] as const,
  /** A page of the list, or the board's tasks (custom query function: query string and X-Total-Count). */
  list: (query: TaskListQuery) => ['/api/tasks', { list: query }] as const,
  mine: ['/api/tasks/my-tasks'] as const,
  detail: (id: string) => ['/api/tasks', id] as const,
  history: (id: string) => ['/api/tasks', id, 'history'] as const,
  comments: (id: string) => ['/api/comments/task', id] as const,
};

/**
 * What a task change makes stale besides the tasks (SPEC section 7: task, activity and risk lists): the
 * activity log, and the risks (their linked tasks and treatment progress, under the risk remote's root key).
 */
export const staleAfterTaskChange = [
  taskKeys.all,
  taskKeys.mine,
  activityKeys.all,
  ['/api/risks'] as const,
  ['/api/escalation-alerts'] as const,
];
