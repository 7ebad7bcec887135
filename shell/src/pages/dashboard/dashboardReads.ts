import type { UserRole } from '@rtm/contracts';
import type { EarlyRead } from '@rtm/frontend/first-screen';
import { REMOTES } from '../../routes/remoteSections';

/*
 * What the dashboard reads and which remote modules it renders, per role: the shell's main.ts starts them right after
 * sign-in, before the app's code has loaded (startFirstScreen.ts). Loaded eagerly, so plain data only: no import of
 * react-query or of the contracts' values (type imports are erased). Each key is the one its card reads under.
 */

/** The browser's calendar day (YYYY-MM-DD), as `calendarDate(new Date())` of the contracts answers it. */
export function browserDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The shell's own cards' keys, under the roots the remotes invalidate after a change. */
export const dashboardKeys = {
  /** The same key as the risk remote's matrix widget: the card and the matrix share one request. */
  riskMatrix: ['/api/risks', 'matrix'] as const,
  myTaskSummary: (today: string) => ['/api/tasks', 'my-tasks', 'summary', today] as const,
  alerts: ['/api/escalation-alerts'] as const,
  /** GET /api/risks/acceptance-summary (issue 25): the acceptance cards. */
  acceptanceSummary: ['/api/risks', 'acceptance-summary'] as const,
  /** Issue 26: the first rows of GET /api/risks?ownerId=&reviewDue=true (a page; custom path, see myReviewsDuePath). */
  myReviewsDue: (userId: string) => ['/api/risks', 'reviews', 'due', userId] as const,
  /** Issue 26: GET /api/risks/reviews/by-department. */
  reviewsByDepartment: ['/api/risks', 'reviews', 'by-department'] as const,
};

/** Rows of the 'My reviews due' card. */
export const MY_REVIEWS_SHOWN = 5;

/** The user's own open risks whose review is due soon or overdue, the card's first rows. */
export const myReviewsDuePath = (userId: string) =>
  `/api/risks?ownerId=${encodeURIComponent(userId)}&reviewDue=true&limit=${MY_REVIEWS_SHOWN}`;

/**
 * Issue 26's review cards of `role`'s dashboard. 'My reviews due' for everybody but executives (who own no risk):
 * always shown to those who may own risks (manager, system admin; an empty state when none is due), to a team member
 * only when they still own a risk whose review is due. 'Reviews overdue by department' for managers, executives and
 * system admins.
 */
export function reviewCards(role: UserRole): { mine: 'always' | 'whenDue' | null; byDepartment: boolean } {
  return {
    mine: role === 'executive' ? null : role === 'team_member' ? 'whenDue' : 'always',
    byDepartment: role !== 'team_member',
  };
}

function reviewReads(role: UserRole, userId: string | undefined): EarlyRead[] {
  const cards = reviewCards(role);
  return [
    ...(cards.mine && userId ? [{ key: dashboardKeys.myReviewsDue(userId), path: myReviewsDuePath(userId), page: true }] : []),
    ...(cards.byDepartment ? [{ key: dashboardKeys.reviewsByDepartment, path: path(dashboardKeys.reviewsByDepartment) }] : []),
  ];
}

/** The risk appetite and acceptance cards (issue 25), under the stat cards. */
export type GovernanceCard = 'outsideAppetite' | 'awaitingDecision' | 'expiringSoon' | 'acceptedWithoutApproval';

/**
 * The appetite and acceptance cards of `role`'s dashboard, in order: those who approve acceptances (executive, system
 * admin) get all four; a manager the risks outside appetite and the acceptances expiring; a team member none.
 */
export function governanceCards(role: UserRole): GovernanceCard[] {
  if (role === 'team_member') return [];
  if (role === 'manager') return ['outsideAppetite', 'expiringSoon'];
  return ['outsideAppetite', 'awaitingDecision', 'expiringSoon', 'acceptedWithoutApproval'];
}

/** Whether `role`'s cards read the acceptance summary (the outside appetite count comes with the escalation alerts). */
export function readsAcceptanceSummary(role: UserRole): boolean {
  return governanceCards(role).some((card) => card !== 'outsideAppetite');
}

/** The remotes' widgets' keys (riskKeys of mfe-risks, taskKeys.mine of mfe-tasks, activityKeys of @rtm/frontend). */
const widgetKeys = {
  departmentSummary: ['/api/risks', 'by-department', 'summary'] as const,
  monthlyStats: ['/api/risks', 'stats', 'monthly'] as const,
  activities: ['/api/activities'] as const,
  myActivities: ['/api/activities', 'mine'] as const,
  myTasks: ['/api/tasks/my-tasks'] as const,
};

/** LIMITS.taskPageMax: the task board's page of the user's own tasks. */
export const MY_TASKS_PAGE = 500;

const path = (key: readonly string[]) => key.join('/');

/**
 * The GETs behind the cards of `role`'s dashboard (RoleSections.tsx, StatCards.tsx, GovernanceCards.tsx,
 * EscalationAlertsCard.tsx, ReviewCards.tsx); the user's own reviews due need their id.
 */
export function dashboardReads(role: UserRole, today = browserDay(), userId?: string): EarlyRead[] {
  const summaryKey = dashboardKeys.myTaskSummary(today);
  const common: EarlyRead[] = [
    { key: summaryKey, path: `/api/tasks/my-tasks/summary?today=${today}` },
    { key: dashboardKeys.alerts, path: path(dashboardKeys.alerts) },
  ];
  if (role === 'team_member') {
    return [
      ...common,
      { key: widgetKeys.myTasks, path: `/api/tasks/my-tasks?limit=${MY_TASKS_PAGE}`, page: true },
      { key: widgetKeys.myActivities, path: path(widgetKeys.myActivities) },
      ...reviewReads(role, userId),
    ];
  }
  return [
    { key: dashboardKeys.riskMatrix, path: path(dashboardKeys.riskMatrix) },
    ...common,
    ...(readsAcceptanceSummary(role) ? [{ key: dashboardKeys.acceptanceSummary, path: path(dashboardKeys.acceptanceSummary) }] : []),
    { key: widgetKeys.departmentSummary, path: path(widgetKeys.departmentSummary) },
    { key: widgetKeys.monthlyStats, path: path(widgetKeys.monthlyStats) },
    { key: widgetKeys.activities, path: path(widgetKeys.activities) },
    ...reviewReads(role, userId),
  ];
}

/** The remote modules `role`'s dashboard renders (RoleSections.tsx), by remote name of /mf-remotes.json. */
export function dashboardModules(role: UserRole): Record<string, string[]> {
  if (role === 'team_member') return { [REMOTES.tasks]: ['./TaskBoard'], [REMOTES.admin]: ['./ActivityFeed'] };
  return { [REMOTES.risks]: ['./RiskMatrix', './DepartmentRiskSummary', './RiskCharts'], [REMOTES.admin]: ['./ActivityFeed'] };
}
