import { useQuery } from '@tanstack/react-query';
import {
  calendarDate,
  riskLevel,
  riskScore,
  type DepartmentReviewsDto,
  type EscalationAlertsDto,
  type MyTaskSummary,
  type RiskAcceptanceSummaryDto,
  type RiskMatrixCellDto,
  type RiskView,
} from '@rtm/contracts';
import { apiGetPage, apiRequest, refetchOnVisit, type CountedPage } from '@rtm/frontend/api-client';
import { dashboardKeys, myReviewsDuePath } from './dashboardReads';

/**
 * The dashboard's reads, one request each. Keys sit under the roots the remotes invalidate after a change
 * (`/api/risks`, `/api/tasks`, `/api/escalation-alerts`), so the cards follow the screens' changes; the shell starts
 * them right after sign-in (dashboardReads.ts), and a card finds its answer there or on its way.
 */
export { dashboardKeys };

export interface RiskTotals {
  total: number;
  critical: number;
}

/** Total Risks and how many are critical, added up from the matrix counts (at most 25 cells, no rows). */
export function riskTotals(cells: readonly RiskMatrixCellDto[]): RiskTotals {
  let total = 0;
  let critical = 0;
  for (const cell of cells) {
    total += cell.count;
    if (riskLevel(riskScore(cell.likelihood, cell.impact)) === 'critical') critical += cell.count;
  }
  return { total, critical };
}

export function useRiskTotals() {
  return useQuery<RiskMatrixCellDto[], Error, RiskTotals>({ queryKey: dashboardKeys.riskMatrix, select: riskTotals });
}

/** GET /api/tasks/my-tasks/summary, overdue judged on the browser's calendar day (as the task cards do). */
export function useMyTaskSummary() {
  const today = calendarDate(new Date());
  return useQuery<MyTaskSummary>({
    queryKey: dashboardKeys.myTaskSummary(today),
    queryFn: () => apiRequest<MyTaskSummary>('GET', `/api/tasks/my-tasks/summary?today=${today}`),
    refetchOnMount: refetchOnVisit,
  });
}

/** GET /api/escalation-alerts; read again on each visit (unless just prefetched), since the server's projections follow the changes a moment later. */
export function useEscalationAlerts() {
  return useQuery<EscalationAlertsDto>({ queryKey: dashboardKeys.alerts, refetchOnMount: refetchOnVisit });
}

/**
 * The number of open risks outside their type's appetite (issue 25), which the gateway adds to the escalation alerts
 * (one request for the alerts card and this one). Null when the answer lacks it (the risk service did not answer).
 */
export function useOutsideAppetiteCount() {
  return useQuery<EscalationAlertsDto, Error, number | null>({
    queryKey: dashboardKeys.alerts,
    refetchOnMount: refetchOnVisit,
    select: outsideAppetiteCount,
  });
}

export function outsideAppetiteCount(alerts: EscalationAlertsDto): number | null {
  return alerts.outsideAppetiteCount ?? null;
}

/** GET /api/risks/acceptance-summary (issue 25): the acceptance cards; read again on each visit, as expiry moves with the days. */
export function useAcceptanceSummary(enabled = true) {
  return useQuery<RiskAcceptanceSummaryDto>({ queryKey: dashboardKeys.acceptanceSummary, enabled, refetchOnMount: refetchOnVisit });
}

/** Done tasks over all own tasks as a rounded percent (0 without tasks). */
export function completionPercent({ done, total }: Pick<MyTaskSummary, 'done' | 'total'>): number {
  return total === 0 ? 0 : Math.round((done / total) * 100);
}

/** Issue 26: the first of the user's own open risks whose review is due soon or overdue, and how many there are. */
export function useMyReviewsDue(userId: string, enabled = true) {
  return useQuery<CountedPage<RiskView>>({
    queryKey: dashboardKeys.myReviewsDue(userId),
    queryFn: () => apiGetPage<RiskView>(myReviewsDuePath(userId)),
    enabled,
    refetchOnMount: refetchOnVisit,
  });
}

/** Issue 26: GET /api/risks/reviews/by-department, the open risks whose review is overdue or due soon per department. */
export function useReviewsByDepartment(enabled = true) {
  return useQuery<DepartmentReviewsDto[]>({ queryKey: dashboardKeys.reviewsByDepartment, enabled, refetchOnMount: refetchOnVisit });
}

/** The departments with reviews overdue or due soon, the most overdue first (then the most due soon, then by name). */
export function departmentsWithReviews(rows: readonly DepartmentReviewsDto[]): DepartmentReviewsDto[] {
  return rows
    .filter((row) => row.overdue + row.dueSoon > 0)
    .sort((a, b) => b.overdue - a.overdue || b.dueSoon - a.dueSoon || (a.departmentName ?? '').localeCompare(b.departmentName ?? ''));
}
