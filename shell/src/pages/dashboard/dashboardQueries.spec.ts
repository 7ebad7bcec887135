import { describe, expect, it } from '@jest/globals';
import type { EscalationAlertsDto } from '@rtm/contracts';
import { outsideAppetiteCount, riskTotals } from './dashboardQueries';

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
