import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { DepartmentDto, RiskMonthCountDto, UserDto, UserRole } from '@rtm/contracts';
import { seriousA11yViolations } from './support/a11y';
import { launchBrowser, visible } from './support/browser';
import { TEST_TIMEOUT_MS, unique } from './support/env';
import { documentDirection, newPageIn, settledPage, signInAs, text, type Language, type Theme } from './support/i18n';
import { RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS * 2);

const PASSWORD = 'secret123';

/** The dashboard's risk charts (issue 11): a stacked bar chart by department and severity, a line of risks opened and closed per month. */
describe('Dashboard charts', () => {
  let browser: Browser;
  let admin: RiskApi;
  let department: DepartmentDto;
  const users = {} as Record<'executive' | 'manager', UserDto>;

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    department = await admin.createDepartment(unique('Charts Dept '));
    for (const role of ['executive', 'manager'] as const) {
      users[role] = await admin.createUser({
        username: unique(`charts_${role}_`),
        password: PASSWORD,
        firstName: `Charts${role}`,
        lastName: 'Tester',
        email: `${unique('charts')}@example.com`,
        role,
        departmentId: department.id,
      });
    }
    // The department's risks: two critical, one high, one low; one of them closed.
    const risk = (title: string, likelihood: number, impact: number) =>
      admin.createRiskWhenKnown({
        title: `${unique('chart')} ${title}`,
        riskType: 'technical',
        ownerId: users.manager.id,
        departmentIds: [department.id],
        likelihood,
        impact,
        status: 'open',
      });
    await risk('Data centre fire', 5, 5);
    await risk('Ransomware', 4, 5);
    await risk('Vendor delay', 3, 4);
    const low = await risk('Printer jam', 1, 1);
    expect((await admin.request('PATCH', `/api/risks/${low.id}`, { status: 'closed' })).status).toBe(200);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openDashboard(role: UserRole, username: string, language: Language = 'en', theme: Theme = 'light') {
    const { context, page } = await newPageIn(browser, { language, theme });
    await signInAs(page, username, PASSWORD);
    const charts = page.getByTestId('risk-charts');
    await visible(charts.getByText(text(language, 'risks', 'charts.trendTitle'), { exact: true }));
    // Both charts are drawn once the card has measured its width.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=risk-charts] svg.chart-surface').length >= 2, undefined, {
      timeout: 20_000,
    });
    await settledPage(page);
    return { context, page, charts };
  }

  /** The month labels of the line chart that run out of its drawing (cut at its edge). */
  const cutMonthLabels = (page: Page) =>
    page.getByTestId('opened-closed-chart').evaluate((chart) => {
      const drawing = chart.querySelector('svg.chart-surface')!.getBoundingClientRect();
      return [...chart.querySelectorAll('.chart-x-axis .chart-x-tick')]
        .filter((label) => {
          const box = label.getBoundingClientRect();
          return box.left < drawing.left - 0.5 || box.right > drawing.right + 0.5;
        })
        .map((label) => label.textContent);
    });

  /** The monthly table's cells, row by row (month label, opened, closed). */
  const monthRows = (page: Page) =>
    page
      .getByTestId('opened-closed-table')
      .evaluate((table) => [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? '')));

  it.each(['executive', 'manager'] as const)('draws both charts for the %s, with the figures as a table', async (role) => {
    const { context, page, charts } = await openDashboard(role, users[role].username);
    try {
      // The charts are images with a name and a description.
      await visible(charts.getByRole('img', { name: 'Risks by department and severity' }));
      await visible(charts.getByRole('img', { name: 'Risks opened and closed per month' }));

      // By department: this department's row of the table (Critical, High, Medium, Low, Total).
      const row = page.getByTestId('department-severity-table').locator('tr', { has: page.locator('th', { hasText: department.name }) });
      expect(await row.locator('td').allTextContents()).toEqual(['2', '1', '0', '1', '4']);

      // Per month: 12 months ending with this one, which has at least our four openings and one closing, and
      // says what the server counted.
      const server = (await admin.request<RiskMonthCountDto[]>('GET', '/api/risks/stats/monthly')).body;
      const rows = await monthRows(page);
      expect(rows).toHaveLength(12);
      const label = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date());
      const [month, opened, closed] = rows.at(-1)!;
      expect(month).toBe(label);
      expect(Number(opened)).toBeGreaterThanOrEqual(4);
      expect(Number(closed)).toBeGreaterThanOrEqual(1);
      expect(Number(opened)).toBeLessThanOrEqual(server.at(-1)!.opened);
      expect(await cutMonthLabels(page)).toEqual([]);

      // 'Show figures' shows the tables to everyone.
      await charts.getByRole('button', { name: 'Show figures' }).click();
      await visible(page.getByTestId('opened-closed-table').getByText(label));
      await visible(charts.getByRole('button', { name: 'Hide figures' }));
    } finally {
      await context.close();
    }
  });

  it('speaks Arabic and reads right to left', async () => {
    const { context, page, charts } = await openDashboard('executive', users.executive.username, 'ar');
    try {
      expect(await documentDirection(page)).toEqual({ dir: 'rtl', lang: 'ar' });
      await visible(charts.getByRole('img', { name: text('ar', 'risks', 'charts.byDepartmentTitle') }));
      await visible(charts.getByText(text('ar', 'risks', 'charts.title'), { exact: true }));
      // The value axis of the line chart stands on the right.
      const axis = await page.getByTestId('opened-closed-chart').locator('.chart-y-axis').first().boundingBox();
      const chart = await page.getByTestId('opened-closed-chart').boundingBox();
      expect(axis!.x + axis!.width / 2).toBeGreaterThan(chart!.x + chart!.width / 2);
      expect(await cutMonthLabels(page)).toEqual([]);
      const headers = await page.getByTestId('opened-closed-table').locator('thead th').allTextContents();
      expect(headers).toEqual([
        text('ar', 'risks', 'charts.month'),
        text('ar', 'risks', 'charts.opened'),
        text('ar', 'risks', 'charts.closed'),
      ]);
    } finally {
      await context.close();
    }
  });

  it.each<Theme>(['light', 'dark'])('has no serious or critical axe-core violation with the charts in the %s theme', async (theme) => {
    const { context, page } = await openDashboard('manager', users.manager.username, 'en', theme);
    try {
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
