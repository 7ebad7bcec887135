import { USER_ROLES, type UserRole } from '@rtm/contracts';
import type { UserQuery } from '@rtm/frontend/directory';
import { paramOneOf, paramWholeNumber } from '@rtm/frontend/ui';

/** Page sizes of User Management (the spec gives none; the server answers up to 500 a page). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** The users screen's search, filters and page, as kept in the /users URL (back and reload keep them). */
export interface UsersScreenQuery {
  search: string;
  role: UserRole | null;
  departmentId: number | null;
  page: number;
  pageSize: number;
}

export const FILTER_NAMES = ['search', 'role', 'departmentId'] as const;

/** Reads the URL; unknown or malformed values are ignored rather than sent to the server. */
export function parseUsersScreenQuery(params: URLSearchParams): UsersScreenQuery {
  return {
    search: params.get('search')?.trim() ?? '',
    role: paramOneOf(USER_ROLES, params.get('role')),
    departmentId: paramWholeNumber(params.get('departmentId'), 1, Number.MAX_SAFE_INTEGER),
    page: paramWholeNumber(params.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
    pageSize: paramWholeNumber(params.get('pageSize'), 1, PAGE_SIZES[PAGE_SIZES.length - 1]) ?? DEFAULT_PAGE_SIZE,
  };
}

/** The GET /api/users query of the screen's page. */
export function usersPageQuery(q: UsersScreenQuery): UserQuery {
  return {
    search: q.search,
    roles: q.role ? [q.role] : undefined,
    departmentId: q.departmentId,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  };
}
