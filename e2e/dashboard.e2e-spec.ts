import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { RiskView, TaskView, UserDto, UserRole } from '@rtm/contracts';
import { seriousA11yViolations } from './support/a11y';
import { launchBrowser, newPage, signIn, visible } from './support/browser';
import { TEST_TIMEOUT_MS, unique } from './support/env';
import { newPageIn, settledPage, signInAs, type Theme } from './support/i18n';
import { eventually, RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS * 2);

const PASSWORD = 'secret123';

/** A calendar day `days` from today (UTC), as YYYY-MM-DD. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const CARDS = '[data-testid=risk-matrix], [data-testid=department-risk-summary], [data-testid=activity-feed], [data-testid=task-board]';

/** The data-testids of the role section's cards in page order, once `count` of them have loaded (the remotes load one by one). */
async function sectionCards(page: Page, role: UserRole, count: number): Promise<(string | null)[]> {
  const section = `[data-testid=sections-${role}]`;
  await page.waitForFunction(([s, c, n]) => document.querySelectorAll(`${s} :is(${c})`).length >= n, [section, CARDS, count] as const);
  return page.locator(section).evaluate((el, c) => [...el.querySelectorAll(c)].map((card) => card.getAttribute('data-testid')), CARDS);
}

/** The dashboard (SPEC section 2) as each of the four roles sees it, with data set up through the API. */
describe('Dashboard', () => {
  let browser: Browser;
  let admin: RiskApi;
  const users = {} as Record<UserRole, UserDto>;
  const tag = unique('dash');
  let criticalRisk: RiskView;
  const overdue: TaskView[] = [];
  let soon: TaskView;

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    const department = await admin.createDepartment(unique('Dashboard Dept '));
    for (const role of ['system_admin', 'executive', 'manager', 'team_member'] as const) {
      users[role] = await admin.createUser({
        username: unique(`dash_${role}_`),
        password: PASSWORD,
        firstName: `Dash${role.replace('_', '')}`,
        lastName: 'Tester',
        email: `${unique('dash')}@example.com`,
        role,
        departmentId: department.id,
      });
    }
    criticalRisk = await admin.createRiskWhenKnown({
      title: `${tag} Critical outage`,
      riskType: 'technical',
      ownerId: users.manager.id,
      departmentIds: [department.id],
      likelihood: 5,
      impact: 5,
      status: 'open',
    });
    const task = (title: string, extra: Record<string, unknown>) =>
      eventually(async () => {
        const res = await admin.request<TaskView>('POST', '/api/tasks', {
          title: `${tag} ${title}`,
          assignedToId: users.team_member.id,
          ...extra,
        });
        return res.status === 201 ? res.body : undefined;
      });
    // The team member's tasks: four overdue (three shown, '+1 more'), one due tomorrow, one done.
    for (let i = 1; i <= 4; i++) overdue.push(await task(`Overdue ${i}`, { dueDate: `2020-01-0${i}` }));
    soon = await task('Due soon', { dueDate: day(1) });
    const done = await task('Finished', { dueDate: day(10) });
    expect((await admin.request('PATCH', `/api/tasks/${done.id}`, { status: 'done' })).status).toBe(200);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const openAs = async (role: UserRole) => {
    const { context, page } = await newPage(browser, { width: 1366, height: 900 });
    await signIn(page, users[role].username, PASSWORD);
    await visible(page.getByRole('heading', { name: `Welcome back, Dash${role.replace('_', '')}` }));
    await visible(page.getByRole('button', { name: 'Report Risk' }));
    return { context, page };
  };

  it('shows a team member their counts, their escalation alerts, their task board and their activity', async () => {
    const { context, page } = await openAs('team_member');
    const myTasks = page.getByTestId('stat-my-tasks');
    await visible(myTasks.getByText('My Tasks'));
    await visible(myTasks.getByTestId('stat-value').filter({ hasText: /^5$/ }));
    await visible(myTasks.getByText('4 Overdue'));
    const completion = page.getByTestId('stat-completion-rate');
    await visible(completion.getByText('Completion Rate'));
    await visible(completion.getByText('17%'));
    await visible(completion.getByText('1 of 6 tasks'));
    await visible(page.getByTestId('stat-total-risks').getByText('Total Risks'));
    await visible(page.getByTestId('stat-critical-badge'));

    // Escalation alerts: this member's overdue tasks (oldest first, three of four) and the one due soon.
    const alerts = page.getByTestId('escalation-alerts');
    const overdueGroup = alerts.getByTestId('alerts-overdue');
    await visible(overdueGroup.getByText('Overdue Tasks'));
    for (const task of overdue.slice(0, 3)) await visible(overdueGroup.getByText(task.title));
    expect(await overdueGroup.getByText(overdue[3].title).count()).toBe(0);
    await visible(overdueGroup.getByText('+1 more'));
    await visible(alerts.getByTestId('alerts-upcoming').getByText(/^Tasks Due Soon \(\d+ days\)$/));
    await visible(alerts.getByTestId('alerts-upcoming').getByText(soon.title));
    const critical = alerts.getByTestId('alerts-critical');
    await visible(critical.getByText('Critical Risks Open'));
    await visible(critical.getByText('Score: 25'));

    // The board of their tasks, then their Recent Activity (the admin's changes to their tasks).
    expect(await sectionCards(page, 'team_member', 2)).toEqual(['task-board', 'activity-feed']);
    await visible(page.getByTestId('task-board').getByText(soon.title));
    await visible(page.getByTestId('activity-feed').getByText(new RegExp(`${tag} Due soon`)), 20_000);

    // An alert's task opens its detail page.
    await overdueGroup.getByText(overdue[0].title).click();
    await page.waitForURL(`**/tasks/${overdue[0].id}`);
    await visible(page.getByText(overdue[0].title));
    await context.close();
  });

  it('shows an executive the Risk Matrix, Risks by Department and Recent Activity', async () => {
    const { context, page } = await openAs('executive');
    await visible(page.getByTestId('risk-matrix'));
    await visible(page.getByTestId('department-risk-summary').getByText('Risks by Department', { exact: true }));
    await visible(page.getByTestId('activity-feed').getByText('Recent Activity'));
    expect(await sectionCards(page, 'executive', 3)).toEqual(['risk-matrix', 'department-risk-summary', 'activity-feed']);
    await visible(page.getByTestId('stat-my-tasks').getByTestId('stat-value').filter({ hasText: /^0$/ }));
    await visible(page.getByTestId('stat-completion-rate').getByText('0 of 0 tasks'));
    await context.close();
  });

  it('shows a manager the Risk Matrix, Recent Activity and Risks by Department by severity; a matrix cell opens the filtered risk list', async () => {
    const { context, page } = await openAs('manager');
    await visible(page.getByTestId('department-risk-summary').getByText('Risks by Department by severity'));
    await visible(page.getByTestId('activity-feed'));
    expect(await sectionCards(page, 'manager', 3)).toEqual(['risk-matrix', 'activity-feed', 'department-risk-summary']);
    const total = Number(await (await visible(page.getByTestId('stat-total-risks').getByTestId('stat-value'))).textContent());
    expect(total).toBeGreaterThanOrEqual(1);

    const cell = page.getByTestId('matrix-cell-5-5');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=matrix-cell-5-5]')?.getAttribute('data-count')) >= 1);
    await cell.click();
    await page.waitForURL(
      (url) => url.pathname === '/risks' && url.searchParams.get('likelihood') === '5' && url.searchParams.get('impact') === '5',
    );
    await visible(page.getByText(criticalRisk.title));
    await context.close();
  });

  it('shows a system admin the manager layout and the escalation alerts of everyone', async () => {
    const { context, page } = await openAs('system_admin');
    expect(await sectionCards(page, 'system_admin', 3)).toEqual(['risk-matrix', 'activity-feed', 'department-risk-summary']);
    await visible(page.getByTestId('escalation-alerts').getByText('Overdue Tasks'));
    await visible(page.getByTestId('escalation-alerts').getByText('Critical Risks Open'));
    await context.close();
  });

  it('keeps the dashboard working when a remote is down: only that card shows the failure', async () => {
    const { context, page } = await newPage(browser);
    await context.route('**/remotes/mfe-risks/**', (route) => route.abort());
    await signIn(page, users.manager.username, PASSWORD);
    await visible(page.getByText('This section is unavailable right now: the mfe-risks module could not be loaded.'));
    await visible(page.getByTestId('activity-feed'));
    await visible(page.getByTestId('stat-total-risks').getByTestId('stat-value'));
    await visible(page.getByTestId('stat-completion-rate').getByText('0 of 0 tasks'));
    await context.close();
  });

  it.each<Theme>(['light', 'dark'])(
    'has no serious or critical axe-core violation in the %s theme (team member, alerts shown)',
    async (theme) => {
      const { context, page } = await newPageIn(browser, { language: 'en', theme });
      try {
        await signInAs(page, users.team_member.username, PASSWORD);
        await visible(page.getByTestId('escalation-alerts'));
        await visible(page.getByTestId('task-board'));
        await visible(page.getByTestId('activity-feed'));
        await settledPage(page);
        expect(await seriousA11yViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
