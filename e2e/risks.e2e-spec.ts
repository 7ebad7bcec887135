import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { RISK_MESSAGES, VALIDATION, type DepartmentDto, type UserDto } from '@rtm/contracts';
import { choose, newPage, signedInBrowser, signIn, toast, visible } from './support/browser';
import { TEST_TIMEOUT_MS, unique } from './support/env';
import { eventually, RiskApi, sheetTexts } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS);

/** The antd Select of a risk form field (its input has the id `risk-form_<field>`). */
function formSelect(page: Page, field: string): Locator {
  return page.locator('.ant-select').filter({ has: page.locator(`#risk-form_${field}`) });
}

/** Rows of the risks table (not the antd placeholder row). */
const riskRows = (page: Page) => page.getByTestId('risk-row');

/**
 * Waits until the list shows the answer for the URL's search (the previous page stays on screen while
 * the next one loads, and the URL changes a moment before the screen renders it).
 */
async function settled(page: Page): Promise<void> {
  const search = new URL(page.url()).searchParams.get('search') ?? '';
  await page.locator(`[data-testid=risks-card][aria-busy=false][data-search=${JSON.stringify(search)}]`).waitFor();
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByPlaceholder('Search by title or Risk ID...');
  await box.fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text);
  await settled(page);
}

describe('Risks', () => {
  let browser: Browser;
  let page: Page;
  let admin: RiskApi;
  let owner: UserDto;
  let finance: DepartmentDto;
  let quality: DepartmentDto;
  const tag = unique('e2erisk');
  const title = `${tag} Server outage`;
  const editedTitle = `${tag} Server outage (edited)`;
  let riskUrl = '';
  let templatePath = '';

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    finance = await admin.createDepartment(unique('E2E Finance '));
    quality = await admin.createDepartment(unique('E2E Quality '));
    owner = await admin.createUser({
      username: unique('e2e_owner_'),
      password: 'secret123',
      firstName: 'Rania',
      lastName: unique('Owner'),
      email: `${unique('owner')}@example.com`,
      role: 'manager',
      departmentId: finance.id,
    });
    ({ browser, page } = await signedInBrowser());
  });

  afterAll(() => browser?.close());

  it('reports a risk through the form, after showing the validation messages', async () => {
    await page.goto('/risks');
    await visible(page.getByRole('heading', { name: 'Risks', exact: true }));
    await page.getByRole('button', { name: 'Report Risk' }).click();
    await page.waitForURL('**/risks/new');
    await visible(page.getByRole('heading', { name: 'Report New Risk' }));
    await visible(page.getByText('Identify and document a potential organizational risk'));
    await visible(page.getByText('Risk Details', { exact: true }));

    const form = await visible(page.getByTestId('risk-form'));
    await form.getByLabel('Title').fill('ab');
    await form.getByRole('button', { name: 'Submit Risk' }).click();
    await visible(form.getByText(VALIDATION.titleMin));
    await visible(form.getByText(VALIDATION.riskTypeRequired));
    await visible(form.getByText(VALIDATION.ownerRequired));
    await visible(form.getByText(VALIDATION.departmentsRequired));
    expect(page.url()).toContain('/risks/new');

    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('The main server may fail during peak hours');
    await form.getByLabel('Suggested Solution').fill('Add a standby server');
    await choose(page, formSelect(page, 'riskType'), 'Technical');
    await choose(page, formSelect(page, 'affectedApp'), 'qq system');
    await choose(page, formSelect(page, 'ownerId'), owner.lastName!, { search: owner.lastName! });

    // Departments are picked one at a time; picking a selected one removes it.
    const picker = form.getByTestId('department-picker');
    await choose(page, picker, finance.name, { search: finance.name, shows: false });
    await choose(page, picker, quality.name, { search: quality.name, shows: false });
    const selected = form.getByTestId('selected-departments');
    await visible(selected.getByText(quality.name));
    await choose(page, picker, quality.name, { search: quality.name, shows: false });
    await selected.getByText(quality.name).waitFor({ state: 'detached' });
    await visible(selected.getByText(finance.name));

    await form.getByLabel('Likelihood (1-5)', { exact: true }).fill('4');
    await form.getByLabel('Impact (1-5)', { exact: true }).fill('3');
    const preview = form.getByTestId('risk-score-preview');
    await visible(preview.getByText('12', { exact: true }));
    await visible(preview.getByText('High', { exact: true }));

    await form.getByRole('button', { name: 'Submit Risk' }).click();
    await visible(toast(page, 'Risk created'));
    await visible(toast(page, 'The risk has been successfully reported'));
    await page.waitForURL((url) => url.pathname === '/risks');
  });

  it('finds the risk with the search and the filters', async () => {
    await search(page, tag);
    const row = await visible(riskRows(page).filter({ hasText: title }));
    await visible(page.getByText('All Risks (1)'));
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain('Add a standby server');
    expect(rowText).toContain('Technical');
    expect(rowText).toContain('High');
    expect(rowText).toContain('Open');
    const code = rowText.match(/RSK-\d{4}-\d{4}/)?.[0];
    expect(code).toBeDefined();

    await choose(page, page.getByTestId('filter-status'), 'Open');
    await choose(page, page.getByTestId('filter-department'), finance.name, { search: finance.name });
    await page.waitForURL((url) => url.searchParams.get('departmentId') === String(finance.id));
    await settled(page);
    await visible(riskRows(page).filter({ hasText: title }));
    await visible(page.locator('[data-testid=active-filter-count][data-count="3"]'));

    await choose(page, page.getByTestId('filter-level'), 'Critical');
    await visible(page.getByText('No risks found'));
    await visible(page.getByText('All Risks (0)'));

    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.waitForURL((url) => url.search === '');
    await settled(page);
    await page.waitForFunction(
      () => (document.querySelector('input[placeholder="Search by title or Risk ID..."]') as HTMLInputElement | null)?.value === '',
      null,
      { timeout: 5_000 },
    );
    await visible(riskRows(page).first());

    // Sorting is done by the server, through the URL.
    await page.getByRole('columnheader', { name: 'Risk ID' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'riskId' && url.searchParams.get('order') === 'asc');

    await search(page, code!);
    await visible(riskRows(page).filter({ hasText: title }));
    expect(await riskRows(page).count()).toBe(1);
  });

  it('opens the risk from the list and shows its details, information and matrix', async () => {
    await riskRows(page).filter({ hasText: title }).click();
    await page.waitForURL(/\/risks\/[0-9a-f-]{36}$/);
    riskUrl = new URL(page.url()).pathname;
    await visible(page.getByRole('heading', { name: title }));
    await visible(page.getByTestId('risk-code').filter({ hasText: /RSK-\d{4}-\d{4}/ }));
    const details = page.getByTestId('risk-details-card');
    await visible(details.getByText('The main server may fail during peak hours'));
    await visible(details.getByText('(Likelihood 4 x Impact 3)'));
    await visible(details.getByText('Technical'));
    await visible(details.getByText('qq system'));
    await visible(details.getByText('Once'));
    const info = page.getByTestId('risk-info-card');
    await visible(info.getByText(`Rania ${owner.lastName}`));
    await visible(info.getByText(finance.name));
    await visible(page.getByText('No tasks linked to this risk'));
    await visible(page.getByText('No comments yet'));
    const matrix = page.getByTestId('risk-matrix');
    expect(await matrix.getAttribute('data-mode')).toBe('highlight');
    expect(await matrix.getByTestId('matrix-cell-4-3').getAttribute('data-current')).toBe('true');
    expect(await matrix.locator('[data-current]').count()).toBe(1);
  });

  it('adds a comment; the send button stays disabled while the text is blank', async () => {
    const send = page.getByRole('button', { name: 'Send comment' });
    const box = page.getByPlaceholder('Add a comment...');
    expect(await send.isDisabled()).toBe(true);
    await box.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await box.fill('Standby server ordered');
    expect(await send.isEnabled()).toBe(true);
    await send.click();
    await visible(toast(page, 'Comment added successfully'));
    const comment = await visible(page.getByTestId('comment').filter({ hasText: 'Standby server ordered' }));
    expect(await comment.textContent()).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/);
    expect(await box.inputValue()).toBe('');
  });

  it('edits the risk in the prefilled form and goes back to the detail page', async () => {
    await page.getByRole('button', { name: 'Edit Risk' }).click();
    await page.waitForURL(`**${riskUrl}/edit`);
    await visible(page.getByRole('heading', { name: 'Edit Risk' }));
    await visible(page.getByText('Update risk information and assessment'));
    const form = await visible(page.getByTestId('risk-form'));
    expect(await form.getByLabel('Title').inputValue()).toBe(title);
    expect(await form.getByLabel('Likelihood (1-5)', { exact: true }).inputValue()).toBe('4');
    await visible(form.getByTestId('selected-departments').getByText(finance.name));

    await form.getByLabel('Title').fill(editedTitle);
    await choose(page, formSelect(page, 'status'), 'Mitigation in Progress');
    await form.getByLabel('Impact (1-5)', { exact: true }).fill('5');
    await visible(form.getByTestId('risk-score-preview').getByText('Critical', { exact: true }));
    await form.getByRole('button', { name: 'Update Risk' }).click();
    await visible(toast(page, 'Risk updated'));
    await visible(toast(page, 'The risk has been successfully updated'));
    await page.waitForURL((url) => url.pathname === riskUrl);
    await visible(page.getByRole('heading', { name: editedTitle }));
    await visible(page.getByTestId('risk-status-badge').filter({ hasText: 'Mitigation in Progress' }));
    await visible(page.getByTestId('risk-level-badge').filter({ hasText: 'Critical' }).first());
    expect(await page.getByTestId('matrix-cell-4-5').getAttribute('data-current')).toBe('true');

    // The list shows mitigation_in_progress as 'In Progress'.
    await page.goto(`/risks?search=${encodeURIComponent(tag)}`);
    const row = await visible(riskRows(page).filter({ hasText: editedTitle }));
    expect(await row.getByTestId('risk-status-badge').textContent()).toBe('In Progress');
  });

  it('lands on the list filtered by likelihood and impact after a matrix click', async () => {
    await page.goto(riskUrl);
    await page.getByTestId('risk-matrix').getByTestId('matrix-cell-4-5').click();
    await page.waitForURL(
      (url) => url.pathname === '/risks' && url.searchParams.get('likelihood') === '4' && url.searchParams.get('impact') === '5',
    );
    const matrixFilter = await visible(page.getByTestId('matrix-filter'));
    await visible(matrixFilter.getByText('Likelihood: Likely (4)'));
    await visible(matrixFilter.getByText('Impact: Catastrophic (5)'));
    await visible(riskRows(page).filter({ hasText: editedTitle }));
    await visible(page.locator('[data-testid=active-filter-count][data-count="2"]'));

    // Another cell, with the search: nothing of ours there.
    await page.goto(`/risks?likelihood=1&impact=1&search=${encodeURIComponent(tag)}`);
    await visible(page.getByText('No risks found'));

    // The exposed widget on the dashboard, when the shell already embeds it.
    await page.goto('/');
    await visible(page.getByRole('heading', { name: /Welcome back/ }));
    const dashboardMatrix = page.locator('[data-testid=risk-matrix][data-mode=counts]');
    if (await dashboardMatrix.count()) {
      const cell = dashboardMatrix.getByTestId('matrix-cell-4-5');
      await page.waitForFunction(() => Number(document.querySelector('[data-testid=matrix-cell-4-5]')?.getAttribute('data-count')) > 0);
      await cell.click();
      await page.waitForURL((url) => url.pathname === '/risks' && url.searchParams.get('likelihood') === '4');
    }
  });

  it('downloads the template as risk_upload_template.xlsx', async () => {
    await page.goto('/risks');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Template' }).click()]);
    expect(download.suggestedFilename()).toBe('risk_upload_template.xlsx');
    await visible(toast(page, 'Template Downloaded'));
    await visible(toast(page, 'Excel template downloaded successfully'));
    templatePath = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-risks-')), 'risk_upload_template.xlsx');
    await download.saveAs(templatePath);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(templatePath);
    const header = (book.getWorksheet('Risks')!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Title', 'Risk Type', 'Owner', 'Departments', 'Likelihood', 'Impact']));
  });

  it('uploads the filled template and shows the result and the rows in error', async () => {
    // The risk service learns of new users and departments through events: wait until it knows ours.
    await eventually(
      async () => {
        const values = sheetTexts((await admin.template()).getWorksheet('Values'));
        return values.includes(finance.name) && values.includes(owner.username) ? true : undefined;
      },
      20_000,
      'the owner and department in the template',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(templatePath);
    const sheet = book.getWorksheet('Risks')!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const row = (values: Record<string, string | number>) => headers.map((h) => values[h] ?? null);
    sheet.addRow(
      row({
        Title: `${tag} Uploaded one`,
        'Risk Type': 'operational',
        Owner: owner.username,
        Departments: finance.name,
        Likelihood: 2,
        Impact: 2,
      }).slice(1),
    );
    sheet.addRow(
      row({
        Title: `${tag} Uploaded two`,
        'Risk Type': 'financial',
        Owner: owner.username,
        Departments: `${finance.name}; ${quality.name}`,
        Likelihood: 5,
        Impact: 5,
      }).slice(1),
    );
    sheet.addRow(row({ Title: 'ab', 'Risk Type': 'technical', Owner: owner.username, Departments: finance.name }).slice(1));
    const filled = path.join(path.dirname(templatePath), 'filled.xlsx');
    await book.xlsx.writeFile(filled);

    await page.goto('/risks');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/risks/bulk-upload'));
    await page.getByTestId('upload-risks-input').setInputFiles(filled);
    // The file goes as it is (multipart, streamed by the gateway) with an Idempotency-Key, like every POST of the client.
    const sentHeaders = (await sent).headers();
    expect(sentHeaders['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sentHeaders['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await visible(toast(page, 'Successfully created 2 risks. 1 errors encountered.'), 30_000);
    const errors = await visible(page.getByTestId('upload-errors'));
    const errorRow = await visible(errors.getByRole('row').filter({ hasText: VALIDATION.titleMin }));
    expect(await errorRow.textContent()).toContain('4');
    expect(await errorRow.textContent()).toContain('Title');

    await search(page, `${tag} Uploaded`);
    await visible(page.getByText('All Risks (2)'));
    await errors.getByRole('button', { name: 'Dismiss' }).click();
    await errors.waitFor({ state: 'detached' });

    // Only .xlsx and .xls are sent.
    const notSheet = path.join(path.dirname(templatePath), 'risks.csv');
    writeFileSync(notSheet, 'Title,Owner\nx,y\n');
    await page.getByTestId('upload-risks-input').setInputFiles(notSheet);
    await visible(toast(page, 'Upload Failed'));
    await visible(toast(page, RISK_MESSAGES.fileDataRequired));

    // A file named .xlsx that is not one: the gateway reads its first bytes and answers why.
    const fake = path.join(path.dirname(templatePath), 'fake.xlsx');
    writeFileSync(fake, 'Title,Owner\nx,y\n');
    await page.getByTestId('upload-risks-input').setInputFiles(fake);
    await visible(toast(page, RISK_MESSAGES.notSpreadsheet));
  });

  it('shows a refused delete with the server reason to a team member', async () => {
    const username = unique('e2e_member_');
    await admin.createUser({ username, password: 'secret123', firstName: 'Tara', lastName: 'Member', role: 'team_member' });
    // A risk of its own: a retry of this test (after the file's other tests) still finds it.
    const risk = await admin.createRiskWhenKnown({
      title: `${tag} Not the member's to delete`,
      riskType: 'operational',
      ownerId: owner.id,
      departmentIds: [finance.id],
    });
    const member = await newPage(browser);
    try {
      await signIn(member.page, username, 'secret123');
      await member.page.goto(`/risks/${risk.id}`);
      await visible(member.page.getByRole('button', { name: 'Edit Risk' }));
      await member.page.getByRole('button', { name: 'Delete Risk' }).click();
      const dialog = await visible(member.page.getByRole('dialog'));
      await dialog.getByRole('button', { name: 'Delete Risk' }).click();
      await visible(toast(member.page, 'Failed to delete risk'));
      await visible(toast(member.page, RISK_MESSAGES.forbiddenDelete));
    } finally {
      await member.context.close();
    }
  });

  it('deletes the risk after the confirm dialog', async () => {
    await page.goto(riskUrl);
    await page.getByRole('button', { name: 'Delete Risk' }).click();
    let dialog = await visible(page.getByRole('dialog'));
    await visible(dialog.getByText('Are you sure you want to delete this risk?'));
    await visible(dialog.getByText('This will permanently delete the risk and all associated comments'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(riskUrl);

    await page.getByRole('button', { name: 'Delete Risk' }).click();
    dialog = await visible(page.getByRole('dialog'));
    // After the DELETE, nothing asks for the deleted risk again (no 404 in the console).
    const riskPath = new URL(riskUrl, 'http://x').pathname;
    const askedAfterDelete: string[] = [];
    let deleted = false;
    const watch = (request: { method: () => string; url: () => string }) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'DELETE' && pathname === `/api${riskPath}`) deleted = true;
      else if (deleted && pathname.includes(riskPath.split('/').pop()!)) askedAfterDelete.push(`${request.method()} ${pathname}`);
    };
    page.on('request', watch);
    await dialog.getByRole('button', { name: 'Delete Risk' }).click();
    await visible(toast(page, 'Risk deleted successfully'));
    await page.waitForURL((url) => url.pathname === '/risks');
    await settled(page);
    page.off('request', watch);
    expect(deleted).toBe(true);
    expect(askedAfterDelete).toEqual([]);

    await page.goto(riskUrl);
    await visible(page.getByText('Risk Not Found'));
    await visible(page.getByText("The risk you're looking for doesn't exist"));
    await page.goto(`${riskUrl}/edit`);
    await visible(page.getByText('Risk not found'));
    await page.getByRole('button', { name: 'Back to Risks' }).click();
    await page.waitForURL((url) => url.pathname === '/risks');
  });
});
