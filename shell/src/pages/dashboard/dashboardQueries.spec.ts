import { describe, expect, it } from '@jest/globals';
import type { EscalationAlertsDto } from '@rtm/contracts';
import { departmentsWithReviews, outsideAppetiteCount, riskTotals } from './dashboardQueries';

const alerts = (extra: Partial<EscalationAlertsDto>): EscalationAlertsDto => ({
  overdueTasks: [],
  upcomingTasks: [],
  criticalRisks: [],
  settings: { daysBeforeDue: 7 },
  overdueCount: 0,
  upcomingCount: 0,
  criticalCount: 0,
  ...extra,
});

describe('dashboardQueries', () => {
  it('adds up Total Risks and the critical ones from the inherent matrix counts', () => {
    expect(
      riskTotals([
        { likelihood: 5, impact: 5, count: 2 },
        { likelihood: 4, impact: 4, count: 3 },
        { likelihood: 1, impact: 1, count: 4 },
      ]),
    ).toEqual({ total: 9, critical: 2 + 3 });
  });

  it('reads the outside appetite count the gateway adds to the alerts (issue 25), null when it is absent', () => {
    expect(outsideAppetiteCount(alerts({ outsideAppetite: [], outsideAppetiteCount: 7 }))).toBe(7);
    expect(outsideAppetiteCount(alerts({ outsideAppetiteCount: 0 }))).toBe(0);
    expect(outsideAppetiteCount(alerts({}))).toBeNull();
  });
});

describe('departmentsWithReviews', () => {
  it('keeps the departments with reviews overdue or due soon, the most overdue first, then the most due soon, then by name', () => {
    const row = (departmentId: number, departmentName: string | null, overdue: number, dueSoon: number) => ({
      departmentId,
      departmentName,
      overdue,
      dueSoon,
    });
    const rows = [row(1, 'Finance', 0, 0), row(2, 'IT', 2, 1), row(3, 'Legal', 0, 4), row(4, 'HR', 2, 3), row(5, 'Audit', 0, 4)];
    expect(departmentsWithReviews(rows).map((r) => r.departmentId)).toEqual([4, 2, 5, 3]);
  });
});
