import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { choose, eventuallyVisible, launchBrowser, newPage, signIn, visible } from './support/browser';
import { createDepartmentAsAdmin, createUserAsAdmin } from './support/api';
import { ADMIN, TEST_TIMEOUT_MS, unique } from './support/env';

jest.setTimeout(TEST_TIMEOUT_MS);

describe('Activity Log: filters and export', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('filters by action and exports the filtered rows as .xlsx', async () => {
    // Data of this test only: a department (department_created) and a user (user_created) with unique names.
    const department = await createDepartmentAsAdmin(unique('E2E Audit Dept'));
    const username = unique('e2e_audit_');
    await createUserAsAdmin({
      username,
      password: 'secret123',
      email: `${username}@example.com`,
      firstName: 'Audit',
      lastName: username,
      role: 'team_member',
    });

    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN.username, ADMIN.password);
    // A large page, so this test's entries stay on the first page while other tests add theirs.
    await page.goto('/activity?pageSize=100');
    await visible(page.getByRole('heading', { name: 'Activity Log' }));
    await eventuallyVisible(page, username);

    await choose(page, page.getByLabel('Action', { exact: true }), 'Department created', { search: 'Department created' });
    await page.waitForURL(/actionType=department_created/);
    await eventuallyVisible(page, `Created department ${department.name}`);
    // The unfiltered rows stay on screen until the filtered answer replaces them.
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('[data-testid=activity-description]')].map((el) => el.textContent ?? '');
      return shown.length > 0 && shown.every((text) => text.startsWith('Created department'));
    });
    expect(await page.getByText(username).count()).toBe(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('activity-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^activity-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-activity-')), download.suggestedFilename());
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Date (UTC)',
      'User',
      'Email',
      'Action',
      'Entity Type',
      'Entity ID',
      'Description',
    ]);
    const rows = (sheet.getSheetValues().slice(2) as unknown[][]).map((r) => r.slice(1));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r[3]))).toEqual(new Set(['department_created']));
    expect(rows.map((r) => r[6])).toContain(`Created department ${department.name}`);
    expect(rows.map((r) => r[5])).toContain(String(department.id));
    await context.close();
  });
});
