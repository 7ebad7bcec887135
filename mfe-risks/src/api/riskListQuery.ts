import {
  LIMITS,
  RISK_LEVELS,
  RISK_SORT_FIELDS,
  RISK_STATUSES,
  type RiskAssessmentKind,
  type RiskLevel,
  type RiskSortField,
  type RiskStatus,
} from '@rtm/contracts';
import { toQueryString } from '@rtm/frontend/api-client';
import { paramOneOf, paramWholeNumber } from '@rtm/frontend/ui';

/** Page sizes of the risk table (the spec gives none; the server allows up to LIMITS.riskPageMax). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** The list's filters, paging and order, as kept in the /risks URL (so back and reload keep them). */
export interface RiskListQuery {
  search: string;
  status: RiskStatus | null;
  riskType: string | null;
  level: RiskLevel | null;
  ownerId: string | null;
  departmentId: number | null;
  likelihood: number | null;
  impact: number | null;
  /** Issue 25: only risks outside their type's appetite. */
  outsideAppetite: boolean | null;
  /** Issue 25: by acceptance. */
  acceptance: AcceptanceFilter | null;
  /** Issue 26: open risks whose review is due soon or overdue ('due'), or overdue only. */
  review: ReviewFilter | null;
  /** Issue 28: only risks holding evidence past its validity. */
  evidenceExpired: boolean | null;
  /**
   * Issue 25: which assessment the level filter and the matrix cell read; null is the inherent one (the spec's).
   * A way of reading the filters rather than a filter: not counted, not cleared by 'Clear All'.
   */
  assessment: Exclude<RiskAssessmentKind, 'inherent'> | null;
  page: number;
  pageSize: number;
  sort: RiskSortField | null;
  order: 'asc' | 'desc' | null;
}

/** The list's acceptance filter (issue 25). */
export const ACCEPTANCE_FILTERS = ['pending', 'approved', 'expiring'] as const;
export type AcceptanceFilter = (typeof ACCEPTANCE_FILTERS)[number];

/** The list's review filter (issue 26): `due` is the API's reviewDue (due within the reminder days, or overdue), `overdue` its reviewOverdue. */
export const REVIEW_FILTERS = ['due', 'overdue'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export type RiskFilterName =
  | 'search'
  | 'status'
  | 'riskType'
  | 'level'
  | 'ownerId'
  | 'departmentId'
  | 'likelihood'
  | 'impact'
  | 'outsideAppetite'
  | 'acceptance'
  | 'review'
  | 'evidenceExpired';
export const FILTER_NAMES: readonly RiskFilterName[] = [
  'search',
  'status',
  'riskType',
  'level',
  'ownerId',
  'departmentId',
  'likelihood',
  'impact',
  'outsideAppetite',
  'acceptance',
  'review',
  'evidenceExpired',
];

/** Reads the URL; unknown or malformed values are ignored rather than sent to the server. */
export function parseRiskListQuery(params: URLSearchParams): RiskListQuery {
  const pageSize = paramWholeNumber(params.get('pageSize'), 1, LIMITS.riskPageMax);
  return {
    search: params.get('search')?.trim() ?? '',
    status: paramOneOf(RISK_STATUSES, params.get('status')),
    riskType: params.get('riskType') || null,
    level: paramOneOf(RISK_LEVELS, params.get('level')),
    ownerId: params.get('ownerId') || null,
    departmentId: paramWholeNumber(params.get('departmentId'), 1, Number.MAX_SAFE_INTEGER),
    likelihood: paramWholeNumber(params.get('likelihood'), 1, LIMITS.matrixSize),
    impact: paramWholeNumber(params.get('impact'), 1, LIMITS.matrixSize),
    outsideAppetite: params.get('outsideAppetite') === 'true' ? true : null,
    acceptance: paramOneOf(ACCEPTANCE_FILTERS, params.get('acceptance')),
    review: paramOneOf(REVIEW_FILTERS, params.get('review')),
    evidenceExpired: params.get('evidenceExpired') === 'true' ? true : null,
    assessment: params.get('assessment') === 'residual' ? 'residual' : null,
    page: paramWholeNumber(params.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
    pageSize: pageSize ?? DEFAULT_PAGE_SIZE,
    sort: paramOneOf(RISK_SORT_FIELDS, params.get('sort')),
    order: paramOneOf(['asc', 'desc'] as const, params.get('order')),
  };
}

/** Number of active filters (search, each select, and the matrix's likelihood and impact). */
export function activeFilterCount(query: RiskListQuery): number {
  return FILTER_NAMES.filter((name) => query[name] !== null && query[name] !== '').length;
}

/** The list's filters as the API's query parameters (the list, its export and its matching ids read the same). */
export function riskFilterParams(query: RiskListQuery) {
  return {
    search: query.search,
    status: query.status,
    riskType: query.riskType,
    level: query.level,
    ownerId: query.ownerId,
    departmentId: query.departmentId,
    likelihood: query.likelihood,
    impact: query.impact,
    outsideAppetite: query.outsideAppetite,
    acceptance: query.acceptance,
    reviewDue: query.review === 'due' ? true : null,
    reviewOverdue: query.review === 'overdue' ? true : null,
    evidenceExpired: query.evidenceExpired,
    assessment: query.assessment,
  };
}

/** The list's chosen order (none: the server's default, newest first). */
export const riskOrderParams = (query: RiskListQuery) => ({ sort: query.sort, order: query.sort ? query.order : null });

/** GET /api/risks with the filters, paging (limit/offset) and order (server-side). */
export function riskListUrl(query: RiskListQuery): string {
  return `/api/risks${toQueryString({
    ...riskFilterParams(query),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    ...riskOrderParams(query),
  })}`;
}
