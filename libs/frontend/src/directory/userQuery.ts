import { displayName, type Page, type UserListEntry, type UserRole } from '@rtm/contracts';
import { apiGetPage, toQueryString } from '../api-client';

/** The most users one GET /api/users answers (the server's maximum `limit`, also its default). */
export const USERS_MAX_LIMIT = 500;
/** How many users a picker shows per search: the server filters, so any of 10,000 users can be found by typing. */
export const USER_PICKER_LIMIT = 20;

/** The filters and page of GET /api/users. */
export interface UserQuery {
  /** Only these users (at most USER_IDS_MAX): the people a screen names, e.g. the departments' managers. */
  ids?: readonly string[];
  /** Part of the first name, last name, full name, username or e-mail. */
  search?: string;
  /** Users of any of these roles. */
  roles?: readonly UserRole[];
  departmentId?: number | null;
  limit: number;
  offset?: number;
}

/** The most ids one GET /api/users?ids= takes (the server's LIMITS.userIdsMax). */
export const USER_IDS_MAX = 100;

/** GET /api/users?ids=&search=&role=&departmentId=&limit=&offset= (several ids or roles comma-separated). */
export function usersUrl(query: UserQuery): string {
  return `/api/users${toQueryString({
    ids: query.ids,
    search: query.search?.trim(),
    role: query.roles,
    departmentId: query.departmentId,
    limit: Math.min(query.limit, USERS_MAX_LIMIT),
    offset: query.offset || undefined,
  })}`;
}

/** Whether `user` is one `query` asks for (by the server's rules: each filter must match, search ignores case). */
export function matchesUserQuery(user: UserListEntry, query: UserQuery): boolean {
  if (query.ids?.length && !query.ids.includes(user.id)) return false;
  if (query.roles?.length && !query.roles.includes(user.role)) return false;
  if (query.departmentId != null && user.departmentId !== query.departmentId) return false;
  const search = query.search?.trim().toLowerCase();
  if (!search) return true;
  return [displayName(user), user.firstName, user.lastName, user.username, user.email].some((text) => text?.toLowerCase().includes(search));
}

/**
 * One page of users matching `query`, and the number of all matches. A server that answers without
 * X-Total-Count predates these filters and answers every user (a remote deployed before the gateway it
 * talks to), so the filters and the page are then applied here.
 */
export async function fetchUsersPage<U extends UserListEntry = UserListEntry>(query: UserQuery): Promise<Page<U>> {
  const page = await apiGetPage<U>(usersUrl(query));
  if (page.counted) return { items: page.items, total: page.total };
  const matching = page.items.filter((u) => matchesUserQuery(u, query));
  const offset = query.offset ?? 0;
  return { items: matching.slice(offset, offset + query.limit), total: matching.length };
}
