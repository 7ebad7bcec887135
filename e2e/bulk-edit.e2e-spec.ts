import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { DepartmentDto, RiskView, UserDto } from '@rtm/contracts';
import { seriousA11yViolations } from './support/a11y';
import { choose, launchBrowser, visible } from './support/browser';
import { TEST_TIMEOUT_MS, unique } from './support/env';
import { DESKTOP, documentDirection, newPageIn, pageOverflow, PHONE, settledPage, signInAs, text, type Language } from './support/i18n';
import { RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS * 2);

const PASSWORD = 'secret123';

/**
 * Issue 27: the risk and task lists' bulk edit. A team member chooses risks (their own and others'), edits them at once
 * and reads what was changed and what was refused, with its reason, in their language.
 */
describe('Bulk edit', () => {
  let browser: Browser;
  let admin: RiskApi;
  let department: DepartmentDto;
  let owner: UserDto;

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    department = await admin.createDepartment(unique('E2E Bulk '));
    owner = await admin.createUser({
      username: unique('e2e_bulk_owner_'),
      password: PASSWORD,
      firstName: 'Bulk',
      lastName: unique('Owner'),
      email: `${unique('bulkowner')}@example.com`,
      role: 'manager',
    });
    browser = await launchBrowser();
  });

  afterAll(() => browser?.close());

  /** A team member, the risks they reported (one) and others reported (two), all titled with `label`. */
  const setUp = async (label: string) => {
    const username = unique('e2e_bulk_member_');
    await admin.createUser({ username, password: PASSWORD, firstName: 'Tala', lastName: 'Member', role: 'team_member' });
    const member = await RiskApi.signIn(username, PASSWORD);
    const input = (title: string) => ({
      title: `${label} ${title}`,
      riskType: 'technical',
      ownerId: owner.id,
      departmentIds: [department.id],
    });
    const own: RiskView = await member.createRiskWhenKnown(input('own'));
    const others = [await admin.createRiskWhenKnown(input('first other')), await admin.createRiskWhenKnown(input('second other'))];
    return { username, own, others };
  };

  it.each<Language>(['en', 'ar'])(
    'selects all matching risks, edits them and shows what changed and what was refused (%s)',
    async (language) => {
      const label = unique('Bulk');
      const { username, own, others } = await setUp(label);
      const { context, page } = await newPageIn(browser, { language });
      try {
        await signInAs(page, username, PASSWORD);
        await page.goto(`/risks?search=${encodeURIComponent(label)}`);
        await settledPage(page);
        const table = await visible(page.getByTestId('risks-table'));
        await visible(table.getByText(own.riskId));
        expect((await documentDirection(page)).dir).toBe(language === 'ar' ? 'rtl' : 'ltr');

        // One checkbox, then every risk the search matches.
        await table.getByTestId('risk-row').first().locator('.ant-checkbox').click();
        const bar = await visible(page.getByTestId('bulk-edit-bar'));
        await visible(bar.getByText(text(language, 'common', 'bulkEdit.selected', { n: 1 })));
        await bar.getByRole('button', { name: text(language, 'common', 'bulkEdit.selectAllMatching', { n: 3 }) }).click();
        await visible(bar.getByText(text(language, 'common', 'bulkEdit.selected', { n: 3 })));

        await bar.getByRole('button', { name: text(language, 'common', 'bulkEdit.edit') }).click();
        const dialog = await visible(page.getByRole('dialog', { name: text(language, 'common', 'bulkEdit.title', { n: 3 }) }));
        await choose(page, dialog.getByTestId('bulk-treatment'), text(language, 'risks', 'treatment.strategy.avoid'));
        await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
        expect(await seriousA11yViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: text(language, 'common', 'bulkEdit.apply') }).click();

        const outcome = await visible(dialog.getByTestId('bulk-edit-outcome'));
        await visible(outcome.getByText(text(language, 'common', 'bulkEdit.updated', { n: 1 })));
        await visible(outcome.getByText(text(language, 'common', 'bulkEdit.refused', { n: 2 })));
        const refusals = outcome.getByTestId('bulk-refusals');
        expect(await refusals.getByText(text(language, 'common', 'bulkEdit.code.forbidden')).count()).toBe(2);
        for (const other of others) await visible(refusals.getByText(other.riskId));
        expect(await seriousA11yViolations(page)).toEqual([]);

        // The risks as the server has them now: the member's own changed, the others not.
        expect((await admin.request<RiskView>('GET', `/api/risks/${own.id}`)).body.treatmentStrategy).toBe('avoid');
        for (const other of others)
          expect((await admin.request<RiskView>('GET', `/api/risks/${other.id}`)).body.treatmentStrategy).toBeNull();

        await dialog.getByTestId('bulk-edit-close').click();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByTestId('bulk-edit-bar').waitFor({ state: 'detached' });
      } finally {
        await context.close();
      }
    },
  );

  it('edits tasks from the task list in Arabic, its bar fitting a phone', async () => {
    const label = unique('BulkTasks');
    const ids: string[] = [];
    for (const title of ['one', 'two'])
      ids.push((await admin.request<{ id: string }>('POST', '/api/tasks', { title: `${label} ${title}` })).body.id);
    const { context, page } = await newPageIn(browser, { language: 'ar' });
    try {
      await signInAs(page, 'admin', 'admin123');
      await page.goto(`/tasks?search=${encodeURIComponent(label)}`);
      await settledPage(page);
      const table = await visible(page.getByTestId('tasks-table'));
      await table.locator('thead .ant-checkbox').click();
      const bar = await visible(page.getByTestId('bulk-edit-bar'));
      await visible(bar.getByText(text('ar', 'common', 'bulkEdit.selected', { n: 2 })));
      // At phone width the list turns to cards and the bar (still holding the choice) wraps within the screen.
      await page.setViewportSize(PHONE);
      await settledPage(page);
      await visible(page.getByTestId('bulk-edit-bar'));
      expect(await pageOverflow(page)).toBe(0);
      await page.setViewportSize(DESKTOP);
      await settledPage(page);
      await bar.getByRole('button', { name: text('ar', 'common', 'bulkEdit.edit') }).click();
      const dialog = await visible(page.getByRole('dialog', { name: text('ar', 'common', 'bulkEdit.title', { n: 2 }) }));
      await choose(page, dialog.getByTestId('bulk-priority'), text('ar', 'common', 'enum.taskPriority.critical'));
      await dialog.getByRole('button', { name: text('ar', 'common', 'bulkEdit.apply') }).click();
      await visible(dialog.getByText(text('ar', 'common', 'bulkEdit.updated', { n: 2 })));
      for (const id of ids) expect((await admin.request<{ priority: string }>('GET', `/api/tasks/${id}`)).body.priority).toBe('critical');
      await dialog.getByTestId('bulk-edit-close').click();
      await page.getByTestId('bulk-edit-bar').waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('follows a bulk edit of more than 100 tasks as a job to its end', async () => {
    const label = unique('BulkJob');
    for (let i = 0; i < 105; i += 15)
      await Promise.all(
        Array.from({ length: Math.min(15, 105 - i) }, (_, j) =>
          admin.request('POST', '/api/tasks', { title: `${label} ${i + j}`, priority: 'low' }),
        ),
      );
    const { context, page } = await newPageIn(browser, { language: 'en' });
    try {
      await signInAs(page, 'admin', 'admin123');
      await page.goto(`/tasks?search=${encodeURIComponent(label)}`);
      await settledPage(page);
      const table = await visible(page.getByTestId('tasks-table'));
      await table.getByTestId('task-row').first().locator('.ant-checkbox').click();
      const bar = await visible(page.getByTestId('bulk-edit-bar'));
      await bar.getByRole('button', { name: text('en', 'common', 'bulkEdit.selectAllMatching', { n: 105 }) }).click();
      await visible(bar.getByText(text('en', 'common', 'bulkEdit.selected', { n: 105 })));
      await bar.getByRole('button', { name: text('en', 'common', 'bulkEdit.edit') }).click();
      const dialog = await visible(page.getByRole('dialog', { name: text('en', 'common', 'bulkEdit.title', { n: 105 }) }));
      await choose(page, dialog.getByTestId('bulk-priority'), text('en', 'common', 'enum.taskPriority.high'));
      await dialog.getByRole('button', { name: text('en', 'common', 'bulkEdit.apply') }).click();
      // The job's progress, then its result.
      await visible(dialog.getByRole('progressbar'));
      await visible(dialog.getByText(text('en', 'common', 'bulkEdit.progress', { processed: 105, total: 105 })), 60_000);
      await visible(dialog.getByText(text('en', 'common', 'bulkEdit.updated', { n: 105 })));
      expect(await seriousA11yViolations(page)).toEqual([]);
      const high = await admin.request<unknown[]>('GET', `/api/tasks?search=${encodeURIComponent(label)}&priority=high&limit=1`);
      expect(high.headers.get('x-total-count')).toBe('105');
    } finally {
      await context.close();
    }
  });
});
