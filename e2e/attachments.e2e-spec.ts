import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { DepartmentDto, RiskView } from '@rtm/contracts';
import { seriousA11yViolations } from './support/a11y';
import { noToasts, reloadUntilVisible, signedInBrowser, toast, visible } from './support/browser';
import { ADMIN, TEST_TIMEOUT_MS, unique } from './support/env';
import { documentDirection, newPageIn, pageOverflow, PHONE, settledPage, signInAs } from './support/i18n';
import { RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS * 2);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** A PDF of some 2 MB (its header is what the gateway's sniffer reads). */
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(2 * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
/** A real 1 x 1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  randomBytes(4000),
]);

/** Chooses files in the card's drop area (its hidden file input, as the file chooser fills it). */
async function choose(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByTestId('attachments-card').locator('input[type=file]').setInputFiles(files);
}

/**
 * Issue 28's screens: the Attachments card of a risk's detail page (upload with a progress bar per file, download byte
 * for byte, a refused type explained, delete with a confirmation) and of a task's in Arabic, right to left, on a phone.
 */
describe('Attachments', () => {
  let browser: Browser;
  let page: Page;
  let admin: RiskApi;
  let department: DepartmentDto;

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    department = await admin.createDepartment(unique('E2E Evidence '));
    ({ browser, page } = await signedInBrowser());
  });

  afterAll(() => browser?.close());

  it('uploads a file with its progress, lists it, downloads it byte for byte, explains a refusal and deletes with a confirmation', async () => {
    // A risk of its own for each attempt (a retry starts from an empty card too).
    const risk: RiskView = await admin.createRiskWhenKnown({
      title: unique('Evidence risk '),
      riskType: 'operational',
      ownerId: admin.userId,
      departmentIds: [department.id],
    });
    await page.goto(`/risks/${risk.id}`);
    const card = await visible(page.getByTestId('attachments-card'));
    await visible(card.getByText('No files attached yet'));

    // The answer is held back until the progress bar has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/risks/${risk.id}/attachments`, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await card.getByLabel('Description (optional)').fill('Signed acceptance');
    await choose(page, [{ name: 'acceptance.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await visible(card.getByRole('progressbar', { name: 'Uploading acceptance.pdf' }));
    release();
    await visible(toast(page, 'acceptance.pdf was attached'));
    await page.unroute(`**/api/risks/${risk.id}/attachments`);
    const row = await visible(card.getByTestId('attachment-row').filter({ hasText: 'acceptance.pdf' }));
    await visible(row.getByText(/2 MB · /));
    await visible(row.getByText('Signed acceptance'));
    expect(await card.getByRole('progressbar').count()).toBe(0);
    await visible(card.getByText('Attachments (1)'));

    await noToasts(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download acceptance.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('acceptance.pdf');
    expect(sha256(readFileSync((await download.path())!))).toBe(sha256(PDF));

    // An executable renamed .pdf is refused with what is allowed, in an alert next to its name.
    await choose(page, [{ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: EXE }]);
    await visible(card.getByRole('alert').filter({ hasText: 'This type of file is not accepted. Allowed: PDF' }));

    expect(await seriousA11yViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Delete acceptance.pdf' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Delete this file?' }));
    await dialog.getByRole('button', { name: 'Delete file' }).click();
    await visible(toast(page, 'acceptance.pdf was deleted'));
    await visible(card.getByText('No files attached yet'));
  });

  it('marks evidence past its validity as expired, and the risk list filters the risks holding such evidence', async () => {
    const risk: RiskView = await admin.createRiskWhenKnown({
      title: unique('Lapsed evidence risk '),
      riskType: 'operational',
      ownerId: admin.userId,
      departmentIds: [department.id],
    });
    await page.goto(`/risks/${risk.id}`);
    const card = await visible(page.getByTestId('attachments-card'));
    const validUntil = card.getByLabel('Valid until (optional)');
    await validUntil.fill('2024-01-31');
    await validUntil.press('Enter');
    await choose(page, [{ name: 'certificate.png', mimeType: 'image/png', buffer: PNG }]);
    const row = await visible(card.getByTestId('attachment-row').filter({ hasText: 'certificate.png' }));
    await visible(row.getByText(/^Expired on /));

    await page.goto('/risks?evidenceExpired=true');
    await visible(page.getByTestId('filter-evidence').getByText('Evidence past its validity'));
    await visible(page.getByText(risk.title));
  });

  it("gives a file as a review's evidence, lists it on the review and in the history, and keeps it from deletion", async () => {
    const risk: RiskView = await admin.createRiskWhenKnown({
      title: unique('Reviewed evidence risk '),
      riskType: 'operational',
      ownerId: admin.userId,
      departmentIds: [department.id],
    });
    await page.goto(`/risks/${risk.id}`);
    const card = await visible(page.getByTestId('attachments-card'));
    await choose(page, [{ name: 'policy.png', mimeType: 'image/png', buffer: PNG }]);
    await visible(toast(page, 'policy.png was attached'));
    await visible(card.getByRole('button', { name: 'Delete policy.png' }));

    await page.getByTestId('review-risk').click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Review this risk' }));
    await dialog.getByLabel('Review comment').fill('Policy in force, evidence attached');
    await dialog.getByTestId('evidence-picker').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'policy.png' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Save Review' }).click();
    await visible(toast(page, 'Review saved'));

    const review = await visible(page.getByTestId('risk-review-entry').filter({ hasText: 'Policy in force' }));
    await visible(review.getByTestId('evidence-file').filter({ hasText: 'policy.png' }));
    const row = await visible(card.getByTestId('attachment-row').filter({ hasText: 'policy.png' }));
    await visible(row.getByTestId('attachment-evidence').getByText('Evidence of a recorded review: kept with it'));
    expect(await row.getByRole('button', { name: 'Delete policy.png' }).count()).toBe(0);
    await reloadUntilVisible(
      page,
      () => page.getByTestId('risk-history-card').getByText('policy.png').first(),
      'the upload in the history',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("keeps a task's evidence in Arabic, right to left, on a phone, usable from the keyboard", async () => {
    const task = await admin.request<{ id: string }>('POST', '/api/tasks', { title: unique('Evidence task ') });
    expect(task.status).toBe(201);
    const { context, page: arabic } = await newPageIn(browser, { language: 'ar' });
    try {
      await signInAs(arabic, ADMIN.username, ADMIN.password);
      await arabic.setViewportSize(PHONE);
      await arabic.goto(`/tasks/${task.body.id}`);
      const card = await visible(arabic.getByTestId('attachments-card'));
      expect(await documentDirection(arabic)).toEqual({ dir: 'rtl', lang: 'ar' });
      await visible(card.getByText('لا توجد ملفات مرفقة بعد'));

      // The drop area is a button: Enter opens the file chooser.
      // Once the page has settled (a card drawn again meanwhile loses the focus), and focused with the key press.
      await settledPage(arabic);
      const dropArea = card.getByRole('button', { name: 'أفلت الملفات هنا أو اختر ملفات' });
      const [chooser] = await Promise.all([arabic.waitForEvent('filechooser'), dropArea.press('Enter')]);
      await chooser.setFiles({ name: 'سجل التدقيق.txt', mimeType: 'text/plain', buffer: Buffer.from('تمت المراجعة\n') });
      const row = await visible(card.getByTestId('attachment-row').filter({ hasText: 'سجل التدقيق.txt' }));
      await visible(row.getByRole('button', { name: 'حذف سجل التدقيق.txt' }));
      expect(await pageOverflow(arabic)).toBe(0);
      expect(await seriousA11yViolations(arabic)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
