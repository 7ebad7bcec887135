import { describe, expect, it } from '@jest/globals';
import { calendarDate, LIMITS } from '@rtm/contracts';
import { activityKeys } from '@rtm/frontend/activity';
import { queryKeyPath } from '@rtm/frontend/api-client';
import { REMOTES } from '../../routes/remoteSections';
import {
  browserDay,
  dashboardKeys,
  dashboardModules,
  dashboardReads,
  governanceCards,
  MY_REVIEWS_SHOWN,
  MY_TASKS_PAGE,
  readsAcceptanceSummary,
  reviewCards,
} from './dashboardReads';

describe('dashboardReads', () => {
  it('answers the day calendarDate answers (the task summary key)', () => {
    for (const date of [new Date(2026, 0, 5, 0, 1), new Date(2026, 11, 31, 23, 59), new Date()]) {
      expect(browserDay(date)).toBe(calendarDate(date));
    }
  });

  it("reads the admin's, executive's and manager's cards under the keys the cards use", () => {
    for (const role of ['system_admin', 'executive', 'manager'] as const) {
      const reads = dashboardReads(role, '2026-11-27', 'u1');
      expect(reads.map((r) => r.key)).toEqual([
        dashboardKeys.riskMatrix,
        dashboardKeys.myTaskSummary('2026-11-27'),
        dashboardKeys.alerts,
        // Issue 25: the acceptance cards' counts, started with the others (the outside appetite count comes with the alerts).
        dashboardKeys.acceptanceSummary,
        ['/api/risks', 'by-department', 'summary'],
        ['/api/risks', 'stats', 'monthly'],
        activityKeys.all,
        // Issue 26: the user's own reviews due (not an executive's, who owns no risk) and the overdue reviews by department.
        ...(role === 'executive' ? [] : [dashboardKeys.myReviewsDue('u1')]),
        dashboardKeys.reviewsByDepartment,
      ]);
      // Keys read with the default query function GET the path they spell.
      for (const read of reads.filter((r) => r.key[0] !== '/api/tasks' && !r.page)) expect(read.path).toBe(queryKeyPath(read.key));
      expect(reads[1].path).toBe('/api/tasks/my-tasks/summary?today=2026-11-27');
      expect(dashboardModules(role)).toEqual({
        [REMOTES.risks]: ['./RiskMatrix', './DepartmentRiskSummary', './RiskCharts'],
        [REMOTES.admin]: ['./ActivityFeed'],
      });
    }
  });

  it('reads the acceptance summary from GET /api/risks/acceptance-summary, below the risks root the remotes invalidate', () => {
    const read = dashboardReads('executive').find((r) => r.key === dashboardKeys.acceptanceSummary);
    expect(read?.path).toBe('/api/risks/acceptance-summary');
    expect(dashboardKeys.acceptanceSummary[0]).toBe('/api/risks');
  });

  it('shows the appetite and acceptance cards (issue 25) by role, and reads the summary only for those that show its figures', () => {
    expect(governanceCards('executive')).toEqual(['outsideAppetite', 'awaitingDecision', 'expiringSoon', 'acceptedWithoutApproval']);
    expect(governanceCards('system_admin')).toEqual(governanceCards('executive'));
    expect(governanceCards('manager')).toEqual(['outsideAppetite', 'expiringSoon']);
    expect(governanceCards('team_member')).toEqual([]);
    expect(['system_admin', 'executive', 'manager', 'team_member'].map((role) => readsAcceptanceSummary(role as never))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('shows the review cards (issue 26) by role, the own reviews due read as a page of the list under the risks root', () => {
    expect(reviewCards('system_admin')).toEqual({ mine: 'always', byDepartment: true });
    expect(reviewCards('manager')).toEqual({ mine: 'always', byDepartment: true });
    expect(reviewCards('executive')).toEqual({ mine: null, byDepartment: true });
    expect(reviewCards('team_member')).toEqual({ mine: 'whenDue', byDepartment: false });
    const mine = dashboardReads('manager', '2026-11-27', 'u 1').find((r) => r.key[2] === 'due');
    expect(mine).toEqual({
      key: ['/api/risks', 'reviews', 'due', 'u 1'],
      path: `/api/risks?ownerId=u%201&reviewDue=true&limit=${MY_REVIEWS_SHOWN}`,
      page: true,
    });
    expect(dashboardReads('executive').find((r) => r.key === dashboardKeys.reviewsByDepartment)?.path).toBe(
      '/api/risks/reviews/by-department',
    );
    // Without the user's id (not known yet) the own reviews wait for the card's own read.
    expect(dashboardReads('manager').some((r) => r.key[2] === 'due')).toBe(false);
  });

  it("reads the team member's summary, alerts, own tasks (a page) and own activity", () => {
    const reads = dashboardReads('team_member', '2026-11-27');
    expect(reads.map((r) => r.path)).toEqual([
      '/api/tasks/my-tasks/summary?today=2026-11-27',
      '/api/escalation-alerts',
      `/api/tasks/my-tasks?limit=${LIMITS.taskPageMax}`,
      '/api/activities/mine',
    ]);
    expect(dashboardReads('team_member', '2026-11-27', 'u1').map((r) => r.path)[4]).toBe(
      `/api/risks?ownerId=u1&reviewDue=true&limit=${MY_REVIEWS_SHOWN}`,
    );
    expect(MY_TASKS_PAGE).toBe(LIMITS.taskPageMax);
    expect(reads[2].page).toBe(true);
    expect(reads[3].key).toEqual(activityKeys.mine);
    expect(dashboardModules('team_member')).toEqual({ [REMOTES.tasks]: ['./TaskBoard'], [REMOTES.admin]: ['./ActivityFeed'] });
  });
});
