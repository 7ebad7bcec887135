import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import type { DepartmentDto, RiskView, UserDto } from '@rtm/contracts';
import { seriousA11yViolations } from './support/a11y';
import { launchBrowser, toast, visible } from './support/browser';
import { TEST_TIMEOUT_MS, unique } from './support/env';
import { documentDirection, newPageIn, pageOverflow, PHONE, DESKTOP, settledPage, signInAs, text, type Language } from './support/i18n';
import { RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS * 2);

const PASSWORD = 'secret123';
/** The export's columns the test edits (Risk ID is A, then the template's: Title B ... Likelihood I). */
const TITLE = 2;
const LIKELIHOOD = 9;

/**
 * Issue 27: the risk list's Export and 'Import and update'. A manager exports the list, edits the file, sees the dry
 * run's preview (counts, the changed cells, the refused rows) in their language, and confirms it.
 */
describe('Import and update', () => {
  let browser: Browser;
  let admin: RiskApi;
  let department: DepartmentDto;
  let owner: UserDto;

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    department = await admin.createDepartment(unique('E2E Import '));
    owner = await admin.createUser({
      username: unique('e2e_import_owner_'),
      password: PASSWORD,
      firstName: 'Import',
      lastName: unique('Owner'),
      email: `${unique('importowner')}@example.com`,
      role: 'manager',
    });
    browser = await launchBrowser();
  });

  afterAll(() => browser?.close());

  /** The .xlsx the page's Export button downloads, as a workbook. */
  async function exported(page: import('playwright-core').Page): Promise<ExcelJS.Workbook> {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-risks').click()]);
    expect(download.suggestedFilename()).toMatch(/^risk-register-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    return book;
  }

  it.each<Language>(['en', 'ar'])('exports the list, previews the edited file and confirms it (%s)', async (language) => {
    const label = unique('Import');
    const input = (title: string) => ({
      title: `${label} ${title}`,
      riskType: 'technical',
      ownerId: owner.id,
      departmentIds: [department.id],
    });
    const renamed: RiskView = await admin.createRiskWhenKnown(input('first'));
    const refused: RiskView = await admin.createRiskWhenKnown(input('second'));
    const username = unique('e2e_import_manager_');
    await admin.createUser({ username, password: PASSWORD, firstName: 'Maha', lastName: 'Manager', role: 'manager' });

    const { context, page } = await newPageIn(browser, { language });
    try {
      await signInAs(page, username, PASSWORD);
      await page.goto(`/risks?search=${encodeURIComponent(label)}`);
      await settledPage(page);
      if (language === 'ar') await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      else expect((await documentDirection(page)).dir).not.toBe('rtl');
      await visible(page.getByTestId('risks-table').getByText(renamed.riskId));

      const book = await exported(page);
      const sheet = book.worksheets[0];
      expect(sheet.actualRowCount).toBe(3);
      sheet.eachRow((row) => {
        if (row.getCell(1).value === renamed.riskId) row.getCell(TITLE).value = `${label} renamed`;
        if (row.getCell(1).value === refused.riskId) row.getCell(LIKELIHOOD).value = 9;
      });
      const file = Buffer.from(await book.xlsx.writeBuffer());

      await page.getByTestId('import-update').click();
      const dialog = await visible(page.getByRole('dialog', { name: text(language, 'risks', 'importUpdate.title') }));
      await page.getByTestId('import-update-input').setInputFiles({
        name: 'risk-register.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: file,
      });
      const preview = await visible(dialog.getByTestId('import-preview'));
      expect(await preview.getByTestId('preview-to-update').innerText()).toContain('1');
      expect(await preview.getByTestId('preview-errors').innerText()).toContain('1');
      expect(await preview.getByTestId('preview-to-create').innerText()).toContain('0');
      await visible(preview.getByText(`${label} renamed`));
      await visible(preview.getByText(text(language, 'risks', 'importUpdate.fields.title')));
      await visible(preview.getByText(text(language, 'risks', 'importUpdate.actions.error')));
      await visible(preview.getByText(refused.riskId));
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Nothing is written by the preview.
      expect((await admin.request<RiskView>('GET', `/api/risks/${renamed.id}`)).body.title).toBe(`${label} first`);

      // The dialog fits a phone.
      await page.setViewportSize(PHONE);
      await settledPage(page);
      expect(await pageOverflow(page)).toBe(0);
      await page.setViewportSize(DESKTOP);

      await dialog.getByTestId('import-confirm').click();
      await visible(toast(page, text(language, 'risks', 'importUpdate.done')));
      expect((await admin.request<RiskView>('GET', `/api/risks/${renamed.id}`)).body.title).toBe(`${label} renamed`);
      expect((await admin.request<RiskView>('GET', `/api/risks/${refused.id}`)).body.likelihood).toBe(refused.likelihood);
      await visible(page.getByTestId('risks-table').getByText(`${label} renamed`));
    } finally {
      await context.close();
    }
  });

  it("exports in the list's order, and follows a file of more than 100 updates to its end", async () => {
    const label = unique('ImportJob');
    const made: RiskView[] = [];
    for (let i = 0; i < 105; i += 15)
      made.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(15, 105 - i) }, (_, j) =>
            admin.createRiskWhenKnown({
              title: `${label} ${String(i + j).padStart(3, '0')}`,
              riskType: 'technical',
              ownerId: owner.id,
              departmentIds: [department.id],
            }),
          ),
        )),
      );
    const username = unique('e2e_import_job_');
    await admin.createUser({ username, password: PASSWORD, firstName: 'Jad', lastName: 'Manager', role: 'manager' });

    const { context, page } = await newPageIn(browser, { language: 'en' });
    try {
      await signInAs(page, username, PASSWORD);
      await page.goto(`/risks?search=${encodeURIComponent(label)}&sort=title&order=desc`);
      await settledPage(page);
      await visible(page.getByTestId('risks-table').getByText(`${label} 104`));

      const sheet = (await exported(page)).worksheets[0];
      const titles: string[] = [];
      sheet.eachRow((row, n) => void (n > 1 && titles.push(String(row.getCell(TITLE).value))));
      expect(titles).toEqual(
        made
          .map((r) => r.title)
          .sort()
          .reverse(),
      );
      sheet.eachRow((row, n) => void (n > 1 && (row.getCell(TITLE).value = `${row.getCell(TITLE).value} edited`)));
      const file = Buffer.from(await sheet.workbook.xlsx.writeBuffer());

      await page.getByTestId('import-update').click();
      const dialog = await visible(page.getByRole('dialog', { name: text('en', 'risks', 'importUpdate.title') }));
      await page
        .getByTestId('import-update-input')
        .setInputFiles({ name: 'risk-register.xlsx', mimeType: 'application/octet-stream', buffer: file });
      expect(await (await visible(dialog.getByTestId('preview-to-update'))).innerText()).toContain('105');
      await dialog.getByTestId('import-confirm').click();
      await visible(dialog.getByTestId('import-job'));
      await visible(toast(page, text('en', 'risks', 'importUpdate.done')));
      expect(await dialog.getByTestId('bulk-updated').innerText()).toContain('105');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect((await admin.request<RiskView>('GET', `/api/risks/${made[0].id}`)).body.title).toBe(`${made[0].title} edited`);
    } finally {
      await context.close();
    }
  });
});
