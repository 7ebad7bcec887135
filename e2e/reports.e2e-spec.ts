import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { DepartmentDto } from '@rtm/contracts';
import { seriousA11yViolations } from './support/a11y';
import { choose, launchBrowser, toast, visible } from './support/browser';
import { ADMIN, TEST_TIMEOUT_MS, unique } from './support/env';
import { documentDirection, newPageIn, PHONE, pageOverflow, settledPage, signInAs, text, type Language } from './support/i18n';
import { RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS * 2);

/** Picks an option of an antd button-style radio group (its input is hidden: the label is what a user clicks). */
async function pick(page: Page, name: string): Promise<void> {
  await page.getByRole('radio', { name }).locator('xpath=ancestor::label[1]').click();
  expect(await page.getByRole('radio', { name }).isChecked()).toBe(true);
}

/** Downloads the pack the form describes and answers its file name and first bytes. */
async function downloadPack(page: Page): Promise<{ name: string; head: string }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('report-download').click()]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-reports-')), download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), head: readFileSync(file).subarray(0, 5).toString('latin1') };
}

/**
 * The Reports page (issue 29, /reports of the admin remote): an executive or admin chooses a committee pack, its
 * department, language and as-of day, and downloads its PDF; a manager has their department's pack and the register;
 * a team member has no such page. Both languages, right to left in Arabic, on a phone too, without serious axe findings.
 */
describe('Reports: committee packs (issue 29)', () => {
  let browser: Browser;
  let department: DepartmentDto;
  const manager = { username: unique('reports_manager_'), password: 'secret123' };
  const member = { username: unique('reports_member_'), password: 'secret123' };

  beforeAll(async () => {
    const admin = await RiskApi.signIn();
    department = await admin.createDepartment(unique('E2E Reports '));
    await admin.createUser({ ...manager, firstName: 'Rana', lastName: 'Manager', role: 'manager', departmentId: department.id });
    await admin.createUser({ ...member, firstName: 'Tariq', lastName: 'Member', role: 'team_member', departmentId: department.id });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lets a system admin download the department pack in Arabic from the English page', async () => {
    const { context, page } = await newPageIn(browser, { language: 'en' });
    try {
      await signInAs(page, ADMIN.username, ADMIN.password);
      await page.getByRole('menu', { name: 'Main navigation' }).getByRole('link', { name: 'Reports' }).click();
      await page.waitForURL((url) => url.pathname === '/reports');
      await visible(page.getByRole('heading', { name: 'Reports', level: 2 }));
      await pick(page, 'Department');
      await choose(page, page.getByTestId('report-department').locator('input'), department.name, { search: department.name });
      await pick(page, 'العربية');
      // The department's drop-down closed (axe would read its listbox, whose closing animation it stops, as a field).
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
      await settledPage(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      const pack = await downloadPack(page);
      expect(pack.name).toMatch(new RegExp(`^department-${department.id}-pack-\\d{4}-\\d{2}-\\d{2}-ar\\.pdf$`));
      expect(pack.head).toBe('%PDF-');
    } finally {
      await context.close();
    }
  });

  it('shows the refusal of a pack without its department and the executive pack by default', async () => {
    const { context, page } = await newPageIn(browser, { language: 'en' });
    try {
      await signInAs(page, ADMIN.username, ADMIN.password);
      await page.goto('/reports');
      expect(await page.getByRole('radio', { name: 'Executive' }).isChecked()).toBe(true);
      await pick(page, 'Department');
      await page.getByTestId('report-download').click();
      await visible(page.getByText(text('en', 'admin', 'reports.departmentRequired')));
      await pick(page, 'Executive');
      const pack = await downloadPack(page);
      expect(pack.name).toMatch(/^executive-pack-\d{4}-\d{2}-\d{2}-en\.pdf$/);
      expect(pack.head).toBe('%PDF-');
    } finally {
      await context.close();
    }
  });

  it('gives a manager on a phone in Arabic their department pack and the register, right to left, fitting the screen', async () => {
    const { context, page } = await newPageIn(browser, { language: 'ar' });
    try {
      await signInAs(page, manager.username, manager.password);
      // The sign-in makes the browser's Arabic the account's: wait for it to be stored before the page loads again.
      await page.waitForFunction(
        async () => ((await (await fetch('/api/auth/me')).json()) as { language?: string }).language === 'ar',
        undefined,
        {
          polling: 250,
        },
      );
      await page.setViewportSize(PHONE);
      await page.goto('/reports');
      await visible(page.getByRole('heading', { name: text('ar', 'admin', 'reports.title'), level: 2 }));
      expect(await documentDirection(page)).toEqual({ dir: 'rtl', lang: 'ar' });
      expect(await page.getByRole('radio', { name: text('ar', 'admin', 'reports.packs.executive') }).count()).toBe(0);
      await pick(page, text('ar', 'admin', 'reports.packs.department'));
      await choose(page, page.getByTestId('report-department').locator('input'), department.name);
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
      await settledPage(page);
      expect(await pageOverflow(page)).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      const pack = await downloadPack(page);
      expect(pack.name).toMatch(new RegExp(`^department-${department.id}-pack-\\d{4}-\\d{2}-\\d{2}-ar\\.pdf$`));
      expect(pack.head).toBe('%PDF-');
    } finally {
      await context.close();
    }
  });

  it.each(['en', 'ar'] as const)(
    'gives a team member no Reports item and the permission message at its address (%s)',
    async (language: Language) => {
      const { context, page } = await newPageIn(browser, { language });
      try {
        await signInAs(page, member.username, member.password);
        await visible(page.getByRole('link', { name: text(language, 'shell', 'nav.risks'), exact: true }));
        expect(await page.getByRole('link', { name: text(language, 'shell', 'nav.reports') }).count()).toBe(0);
        await page.goto('/reports');
        await visible(page.getByTestId('no-access'));
        expect(await page.getByTestId('report-download').count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );

  it("lets a system admin set the organisation's name of the packs in Settings, Reports (Arabic, right to left, axe)", async () => {
    const { context, page } = await newPageIn(browser, { language: 'ar' });
    try {
      await signInAs(page, ADMIN.username, ADMIN.password);
      await page.goto('/settings');
      await page.getByRole('tab', { name: text('ar', 'admin', 'settings.reportsTab') }).click();
      const field = await visible(page.getByTestId('report-organisation-name'));
      expect(await documentDirection(page)).toEqual({ dir: 'rtl', lang: 'ar' });
      await field.fill('');
      await page.getByTestId('save-report-settings').click();
      await visible(page.getByText(text('ar', 'admin', 'settings.reports.organisationRequired')));
      const name = unique('شركة الاختبار ');
      await field.fill(name);
      await page.getByTestId('save-report-settings').click();
      await visible(toast(page, text('ar', 'admin', 'settings.reports.saved')));
      await settledPage(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.reload();
      await page.getByRole('tab', { name: text('ar', 'admin', 'settings.reportsTab') }).click();
      await page.waitForFunction(
        (expected) => (document.querySelector('[data-testid=report-organisation-name]') as HTMLInputElement | null)?.value === expected,
        name,
      );
    } finally {
      await context.close();
    }
  });
});
