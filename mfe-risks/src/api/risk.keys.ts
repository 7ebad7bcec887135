import type { RiskAssessmentKind, RiskMovementsInput } from '@rtm/contracts';
import type { RiskListQuery } from './riskListQuery';

/**
 * Query keys. Segments joined by '/' form the GET path of the default query function (SPEC section 7),
 * so `['/api/risks', id]` is GET /api/risks/{id}. Everything under `['/api/risks']` (lists, details,
 * matrix counts, department summary, linked tasks) is refreshed by one invalidation of `riskKeys.all`.
 */
export const riskKeys = {
  all: ['/api/risks'] as const,
  /** A page of the list (custom query function: query string and X-Total-Count). */
  list: (query: RiskListQuery) => ['/api/risks', { list: query }] as const,
  detail: (id: string) => ['/api/risks', id] as const,
  linkedTasks: (id: string) => ['/api/risks', id, 'tasks'] as const,
  /** Its changes, newest first (issue 25). */
  history: (id: string) => ['/api/risks', id, 'history'] as const,
  /** A page of its reviews (issue 26; custom query function: limit/offset and X-Total-Count). */
  reviews: (id: string, page: number) => ['/api/risks', id, 'reviews', { page }] as const,
  /** Counts per likelihood and impact (the matrix widget). */
  matrix: ['/api/risks', 'matrix'] as const,
  /** Counts per residual cell (issue 25; custom query function: ?assessment=residual). */
  residualMatrix: ['/api/risks', 'matrix', { assessment: 'residual' }] as const,
  byDepartment: ['/api/risks', 'by-department', 'summary'] as const,
  /** Risks opened and closed per month, the last 12 (the dashboard's line chart). */
  monthlyStats: ['/api/risks', 'stats', 'monthly'] as const,
  types: ['/api/risk-types'] as const,
  /** Issue 26, the register over time: its first day, the matrix as at a day's end, movements, level lines. */
  historyStart: ['/api/risks', 'history-start'] as const,
  matrixAsOf: (asOf: string, assessment: RiskAssessmentKind) => ['/api/risks', 'matrix', { asOf, assessment }] as const,
  movements: (input: RiskMovementsInput) => ['/api/risks', 'movements', input] as const,
  levelTrend: (months: number, assessment: RiskAssessmentKind) => ['/api/risks', 'stats', 'levels', { months, assessment }] as const,
};

export const commentKeys = {
  risk: (riskId: string) => ['/api/comments/risk', riskId] as const,
};
