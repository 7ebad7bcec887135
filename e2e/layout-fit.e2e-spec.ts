import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signIn, visible } from './support/browser';
import { ADMIN, BASE_URL, TEST_TIMEOUT_MS, unique } from './support/env';
import { DESKTOP, PHONE, pageOverflow } from './support/i18n';
import type { TaskView } from '@rtm/contracts';
import { eventually, RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS);

/** Screens that must read well at common laptop widths and on a phone (issue 9's layout defects). */
describe('Layout at 1366 px and on a phone', () => {
  let browser: Browser;
  let admin: RiskApi;
  let riskId = '';
  let taskId = '';
  const taskTag = unique('layouttask');

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    const department = await admin.createDepartment(unique('Layout Dept '));
    const owner = await admin.createUser({
      username: unique('layout_owner_'),
      password: 'secret123',
      firstName: 'Maximiliana',
      lastName: unique('Featherstonehaugh-Worthington'),
      role: 'manager',
      departmentId: department.id,
    });
    const risk = await admin.createRiskWhenKnown({
      title: `${unique('Layout ')} a title long enough to be cut in the table rather than to push Level and Status out of view`,
      description: 'Layout check',
      suggestedSolution: 'A suggested solution that is also far longer than its column at a laptop width of 1366 pixels',
      riskType: 'legal_compliance',
      affectedApp: 'bmc_financial',
      frequency: 'yearly',
      ownerId: owner.id,
      departmentIds: [department.id],
      likelihood: 3,
      impact: 5,
      status: 'mitigation_in_progress',
    });
    riskId = risk.id;
    const task = await eventually(async () => {
      const res = await admin.request<TaskView>('POST', '/api/tasks', {
        title: `${taskTag} a task title long enough to be cut in the table rather than to push Due Date out of view`,
        priority: 'critical',
        assignedToId: owner.id,
        dueDate: '2020-01-01',
        riskIds: [risk.id],
      });
      return res.status === 201 ? res.body : undefined;
    });
    taskId = task.id;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('keeps Level and Status of the risk table in view at 1366 px with the sidebar open, cutting long texts instead', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/risks');
    await visible(page.getByTestId('risk-row'));
    const card = (await page.getByTestId('risks-card').boundingBox())!;
    for (const column of ['Level', 'Status']) {
      const header = (await page.getByRole('columnheader', { name: column }).boundingBox())!;
      expect(header.x + header.width).toBeLessThanOrEqual(card.x + card.width);
    }
    expect(await page.locator('.ant-table-content').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await pageOverflow(page)).toBe(0);
    await context.close();
  });

  it("shows the users table's role selector uncut at 1366 px, and users as cards on a phone", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/users');
    const select = await visible(page.getByTestId(`role-select-${ADMIN.username}`));
    const value = select.locator('.ant-select-content');
    expect(await value.textContent()).toBe('System Admin');
    expect(await value.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.setViewportSize(PHONE);
    await visible(page.getByTestId('users-cards'));
    expect(await page.getByTestId('users-table').count()).toBe(0);
    expect(await pageOverflow(page)).toBe(0);
    await context.close();
  });

  it('lays the report form out one field per line on a 390 px phone, with the Impact label whole', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/risks/new');
    const likelihood = (await visible(page.getByLabel('Likelihood (1-5)', { exact: true })).then((l) => l.boundingBox()))!;
    const impact = (await page.getByLabel('Impact (1-5)', { exact: true }).boundingBox())!;
    expect(Math.abs(likelihood.x - impact.x)).toBeLessThan(1);
    const label = page.locator('label[for=risk-form_impact]');
    const lineHeight = await label.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 22);
    expect((await label.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 1.5);
    expect(await pageOverflow(page)).toBe(0);
    await context.close();
  });

  it("fits 'Score' in every matrix cell of the detail page and lets the sidebar's background run the page's whole height", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto(`/risks/${riskId}`);
    const matrix = await visible(page.locator('[data-testid=risk-matrix][data-mode=highlight]'));
    const spilling = await matrix.evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('[data-testid^=matrix-cell-]')]
        .filter((cell) => cell.scrollWidth > cell.clientWidth || cell.scrollHeight > cell.clientHeight)
        .map((cell) => cell.dataset.testid),
    );
    expect(spilling).toEqual([]);
    const heights = await page.evaluate(() => ({
      sider: document.querySelector('[data-testid=sidebar]')!.getBoundingClientRect().height,
      page: document.documentElement.scrollHeight,
    }));
    expect(heights.page).toBeGreaterThan(DESKTOP.height);
    expect(heights.sider).toBeGreaterThanOrEqual(heights.page - 1);
    await context.close();
  });

  it("opens the collapsed sidebar's tooltips after the spec's 700 ms, not at once", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.keyboard.press('Control+b');
    await page.waitForFunction(() => document.querySelector('[data-testid=sidebar]')?.getAttribute('data-collapsed') === 'true');
    const tooltip = page.locator('.ant-tooltip:not(.ant-tooltip-hidden)').filter({ hasText: 'Risks' });
    await page
      .getByRole('menuitem')
      .filter({ has: page.locator('a[href="/risks"]') })
      .hover();
    await page.waitForTimeout(350);
    expect(await tooltip.count()).toBe(0);
    await visible(tooltip, 3_000);
    await page.keyboard.press('Control+b'); // leave the cookie as it was for other tests of this context
    await context.close();
  });

  it('shows the Activity Log failure with a Retry instead of "No activities yet"', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, ADMIN.username, ADMIN.password);
    await context.route('**/api/activities**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: 'Internal server error' }),
      }),
    );
    await page.goto('/activity');
    await visible(page.getByText('The activity could not be loaded.'));
    expect(await page.getByText('No activities yet').count()).toBe(0);
    await context.unroute('**/api/activities**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await visible(page.getByTestId('activity-item'));
    await context.close();
  });

  it('keeps the task table, the board cards and the task detail readable at 1366 px with the sidebar open', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto(`/tasks?search=${taskTag}`);
    await visible(page.getByTestId('task-row'));
    const card = (await page.getByTestId('tasks-card').boundingBox())!;
    for (const column of ['Priority', 'Assigned To', 'Due Date']) {
      const header = (await page.getByRole('columnheader', { name: column }).boundingBox())!;
      expect(header.x + header.width).toBeLessThanOrEqual(card.x + card.width);
    }
    expect(await page.locator('.ant-table-content').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await pageOverflow(page)).toBe(0);

    await page.goto(`/tasks?view=board&search=${taskTag}`);
    const taskCard = await visible(page.getByTestId('task-card'));
    expect(await taskCard.getAttribute('data-due')).toBe('overdue');
    expect(await taskCard.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await pageOverflow(page)).toBe(0);

    await page.goto(`/tasks/${taskId}`);
    await visible(page.getByRole('button', { name: 'Mark Complete' }));
    const select = page.getByTestId('status-select').locator('.ant-select-content');
    expect(await select.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await pageOverflow(page)).toBe(0);
    await context.close();
  });

  it('shows tasks as cards on a phone, and the board one column at a time with a switch between the columns', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto(`/tasks?search=${taskTag}`);
    const card = await visible(page.getByTestId('task-cards').getByTestId('task-row'));
    expect(await page.getByTestId('tasks-table').count()).toBe(0);
    const status = (await card.getByTestId('task-status-badge').boundingBox())!;
    expect(status.x + status.width).toBeLessThanOrEqual(PHONE.width);
    expect(await card.getByTestId('task-status-badge').textContent()).toBe('To Do');
    expect(await pageOverflow(page)).toBe(0);

    await page.goto(`/tasks?view=board&search=${taskTag}`);
    const columnSwitch = await visible(page.getByTestId('board-column-switch'));
    expect(await columnSwitch.locator('.ant-segmented-item-label').allTextContents()).toEqual([
      'To Do (1)',
      'In Progress (0)',
      'Done (0)',
      'Blocked (0)',
    ]);
    const columns = page.locator('[data-testid^=task-column-][data-count]');
    expect(await columns.count()).toBe(1);
    await visible(page.getByTestId('task-column-to_do').getByTestId('task-card'));
    expect(await pageOverflow(page)).toBe(0);
    await columnSwitch.getByText('In Progress (0)').click();
    await visible(page.getByTestId('task-column-in_progress').getByText('No tasks'));
    expect(await columns.count()).toBe(1);
    expect(await page.getByTestId('task-column-to_do').count()).toBe(0);
    await context.close();
  });

  it('starts a page without a failed request: /telemetry.json answers tracing off when no collector is configured', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const failed: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      // The API's answers are the API's business (401 for the sign-in page's "who am I"); files must all be there.
      if (response.status() >= 400 && !path.startsWith('/api/')) failed.push(`${response.status()} ${path}`);
    });
    const telemetry = page.waitForResponse((response) => new URL(response.url()).pathname === '/telemetry.json');
    await signIn(page, ADMIN.username, ADMIN.password);
    expect((await telemetry).status()).toBe(200);
    expect(await (await telemetry).json()).toEqual({});
    expect(failed).toEqual([]);
    await context.close();
  });

  it('serves the page icon', async () => {
    const res = await fetch(`${BASE_URL}/favicon.ico`);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
