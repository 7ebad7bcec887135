import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { DepartmentDto, ReviewSettingsDto, RiskView } from '@rtm/contracts';
import pg from 'pg';
import { seriousA11yViolations } from './support/a11y';
import { newPage, reloadUntilVisible, signedInBrowser, toast, visible } from './support/browser';
import { ADMIN, TEST_TIMEOUT_MS, unique } from './support/env';
import { DESKTOP, documentDirection, newPageIn, pageOverflow, PHONE, settledPage, signInAs, text, type Theme } from './support/i18n';
import { RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS * 2);

/** A statement as the risk service's own database role (the test setup's RTM_TEST_DATABASE_URLS). */
async function asRiskService(run: (db: pg.Client) => Promise<unknown>): Promise<void> {
  const db = new pg.Client({ connectionString: (JSON.parse(process.env.RTM_TEST_DATABASE_URLS ?? '{}') as Record<string, string>).risk });
  await db.connect();
  try {
    await run(db);
  } finally {
    await db.end();
  }
}

/** Its last review a year ago: its next review is overdue (the clock cannot be moved, so the day of the review is). */
const makeOverdue = (riskId: string) =>
  asRiskService((db) => db.query(`update risk.risk set last_reviewed_at = now() - interval '400 days' where id = $1`, [riskId]));

/** The review dialog's Save, once the dialog is open. */
async function openReview(page: Page, title: string) {
  await page.getByTestId('review-risk').click();
  return visible(page.getByRole('dialog', { name: title }));
}

/**
 * Issue 26's screens: a review of a risk (confirmed, rescored, closed) from its detail page in English and Arabic, with
 * the Reviews card and the history; the list's review filter; the dashboard's review cards; the settings' Reviews tab.
 */
describe('Risk reviews', () => {
  let browser: Browser;
  let page: Page;
  let admin: RiskApi;
  let department: DepartmentDto;
  let risk: RiskView;
  let overdue: RiskView;

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    department = await admin.createDepartment(unique('E2E Reviews '));
    risk = await admin.createRiskWhenKnown({
      title: unique('Reviewed supplier risk '),
      riskType: 'operational',
      ownerId: admin.userId,
      departmentIds: [department.id],
      likelihood: 4,
      impact: 4,
      residualLikelihood: 2,
      residualImpact: 3,
    });
    overdue = await admin.createRiskWhenKnown({
      title: unique('Overdue review risk '),
      riskType: 'technical',
      ownerId: admin.userId,
      departmentIds: [department.id],
      likelihood: 2,
      impact: 2,
    });
    await makeOverdue(overdue.id);
    ({ browser, page } = await signedInBrowser());
  });

  afterAll(() => browser?.close());

  it('reviews a risk as confirmed, then rescored, with the Reviews card, the assessment and the history following', async () => {
    await page.goto(`/risks/${risk.id}`);
    const card = await visible(page.getByTestId('risk-reviews-card'));
    await visible(card.getByTestId('last-reviewed').getByText('Never reviewed'));
    await visible(card.getByTestId('reviews-empty'));

    let dialog = await openReview(page, 'Review this risk');
    await dialog.getByRole('button', { name: 'Save Review' }).click();
    await visible(dialog.getByText('Say what the review found (up to 10000 characters)'));
    await dialog.getByLabel('Review comment').fill('Supplier contract renewed, exposure unchanged');
    await dialog.getByRole('button', { name: 'Save Review' }).click();
    await visible(toast(page, 'Review saved'));
    const confirmed = await visible(card.locator('[data-testid=risk-review-entry][data-outcome=confirmed]'));
    await visible(confirmed.getByText('Supplier contract renewed, exposure unchanged'));
    expect(await confirmed.locator('[dir=auto]').filter({ hasText: 'Supplier contract renewed' }).count()).toBe(1);
    await visible(confirmed.getByText('Inherent: 4 × 4 = 16 (unchanged)'));
    expect(await card.getByTestId('last-reviewed').textContent()).not.toBe('Never reviewed');

    // A rescoring that changes nothing is refused by the server, its message under the field it names.
    dialog = await openReview(page, 'Review this risk');
    await dialog.getByLabel('Rescored').check();
    const likelihood = await visible(dialog.getByLabel('Likelihood (1-5)'));
    expect(await likelihood.inputValue()).toBe('4');
    expect(await dialog.getByLabel('Residual impact (1-5)').inputValue()).toBe('3');
    await dialog.getByLabel('Review comment').fill('Rescored after the new supplier audit');
    await dialog.getByRole('button', { name: 'Save Review' }).click();
    await visible(dialog.locator('.ant-form-item-explain-error').filter({ hasText: /must change a score/ }));

    await likelihood.fill('3');
    await dialog.getByRole('button', { name: 'Save Review' }).click();
    await visible(toast(page, 'Review saved'));
    const rescored = await visible(card.locator('[data-testid=risk-review-entry][data-outcome=rescored]'));
    await visible(rescored.getByText('Inherent: 4 × 4 = 16 → 3 × 4 = 12'));
    await visible(page.getByTestId('inherent-assessment').getByText('12', { exact: true }));
    expect(await card.getByTestId('risk-review-entry').count()).toBe(2);
    await reloadUntilVisible(
      page,
      () => page.getByTestId('risk-history-card').getByText('Likelihood: 4 → 3').first(),
      'the rescore in the history',
    );
  });

  it('reviews and closes a risk in Arabic, right to left, after which it has no review due', async () => {
    const closing = await admin.createRiskWhenKnown({
      title: unique('Arabic review '),
      riskType: 'legal_compliance',
      ownerId: admin.userId,
      departmentIds: [department.id],
      likelihood: 3,
      impact: 3,
    });
    const { context, page: arabic } = await newPageIn(browser, { language: 'ar' });
    try {
      await signInAs(arabic, ADMIN.username, ADMIN.password);
      await arabic.goto(`/risks/${closing.id}`);
      const card = await visible(arabic.getByTestId('risk-reviews-card'));
      expect(await documentDirection(arabic)).toEqual({ dir: 'rtl', lang: 'ar' });
      await visible(card.getByText(text('ar', 'risks', 'reviews.title'), { exact: true }));

      const dialog = await openReview(arabic, text('ar', 'risks', 'reviews.dialogTitle'));
      await dialog.getByLabel(text('ar', 'risks', 'reviews.outcomes.closed')).check();
      await dialog.getByLabel(text('ar', 'risks', 'reviews.comment')).fill('انتهى العقد مع المورد ولم يعد الخطر قائمًا');
      await dialog.getByRole('button', { name: text('ar', 'risks', 'reviews.submit') }).click();
      await visible(toast(arabic, text('ar', 'risks', 'reviews.saved')));

      const entry = await visible(card.locator('[data-testid=risk-review-entry][data-outcome=closed]'));
      await visible(entry.getByText(text('ar', 'risks', 'reviews.outcomes.closed'), { exact: true }));
      expect(await entry.locator('[dir=auto]').filter({ hasText: 'انتهى العقد مع المورد' }).count()).toBe(1);
      await visible(card.getByText(text('ar', 'risks', 'reviews.noneClosed')));
      expect(await arabic.getByTestId('review-risk').count()).toBe(0);
      const stored = await admin.request<RiskView>('GET', `/api/risks/${closing.id}`);
      expect(stored.body).toMatchObject({ status: 'closed', nextReviewDue: null });
      await reloadUntilVisible(
        arabic,
        () => arabic.locator('[data-testid=risk-history-entry][data-action=closed]'),
        'the closing in the history',
      );
      await arabic.setViewportSize(PHONE);
      await visible(arabic.getByTestId('risk-reviews-card').getByTestId('risk-review-entry'));
      expect(await pageOverflow(arabic)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('filters the list by review (kept in the URL) and marks the overdue review, in a Next Review column when filtered', async () => {
    await page.goto(`/risks?search=${encodeURIComponent(overdue.title)}`);
    // Unfiltered, the overdue review is tagged under the status; filtered by review, a Next Review column shows the day.
    await visible(page.getByTestId('risk-row').first().getByTestId('review-overdue').getByText('Review overdue'));
    expect(await page.getByRole('columnheader', { name: 'Next Review' }).count()).toBe(0);
    const filter = page.getByTestId('filter-review');
    await filter.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: /^Overdue$/ })
      .click();
    await page.waitForURL(/review=overdue/);
    const row = await visible(page.getByTestId('risk-row').first());
    expect(await page.getByTestId('risk-row').count()).toBe(1);
    await visible(row.locator('[data-testid=review-due][data-overdue=true]').getByText('Overdue'));

    // The reviewed risk is not due: the Due filter leaves it out.
    await page.goto(`/risks?review=due&search=${encodeURIComponent(risk.title)}`);
    await visible(page.getByTestId('risks-card').getByText('No risks found'));

    // It fits: Status and Next Review in view at 1366 px, no overflow on a 390 px phone.
    await page.setViewportSize(DESKTOP);
    await page.goto(`/risks?review=overdue&search=${encodeURIComponent(overdue.title)}`);
    await visible(page.getByTestId('risk-row').first());
    const box = (await page.getByTestId('risks-card').boundingBox())!;
    for (const column of ['Status', 'Next Review']) {
      const header = (await page.getByRole('columnheader', { name: column }).boundingBox())!;
      expect(header.x + header.width).toBeLessThanOrEqual(box.x + box.width);
    }
    expect(await page.locator('.ant-table-content').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.setViewportSize(PHONE);
    await visible(page.getByTestId('risk-cards').getByTestId('review-overdue'));
    expect(await pageOverflow(page)).toBe(0);
    await page.setViewportSize(DESKTOP);
  });

  it("shows the owner's reviews due and the overdue reviews by department on the dashboard, each linking to the list", async () => {
    await page.goto('/');
    const mine = await visible(page.getByTestId('my-reviews-due'));
    await settledPage(page);
    expect(Number(await mine.getAttribute('data-count'))).toBeGreaterThan(0);
    await visible(mine.locator('[data-testid=my-review-item][data-overdue=true]').first());
    expect(await mine.getByRole('link', { name: /View/ }).getAttribute('href')).toBe(`/risks?ownerId=${admin.userId}&review=due`);

    const byDepartment = await visible(page.getByTestId('reviews-by-department'));
    const row = await visible(byDepartment.locator(`[data-testid=department-review-row][data-department="${department.id}"]`));
    await row.getByTestId('department-overdue-link').click();
    await page.waitForURL(`**/risks?departmentId=${department.id}&review=overdue`);
    await visible(page.getByTestId('risk-row').filter({ hasText: overdue.riskId }));
    expect(await page.getByTestId('risk-row').count()).toBe(1);

    await page.setViewportSize(PHONE);
    await page.goto('/');
    await visible(page.getByTestId('reviews-by-department'));
    await settledPage(page);
    expect(await pageOverflow(page)).toBe(0);
    await page.setViewportSize(DESKTOP);
  });

  it('saves the review settings in their tab, refusing numbers out of range and showing the server refusal on its field', async () => {
    const before = await admin.request<ReviewSettingsDto>('GET', '/api/review-settings');
    expect(before.status).toBe(200);
    try {
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Reviews' }).click();
      const critical = await visible(page.getByLabel('Critical risks'));
      expect(await critical.inputValue()).toBe(String(before.body.intervalDays.critical));
      await critical.fill('4000');
      await page.getByTestId('save-review-settings').click();
      await visible(page.getByText('Enter a whole number from 1 to 3650'));
      await critical.fill('21');
      await page.getByTestId('save-review-settings').click();
      await visible(toast(page, 'Review settings saved'));
      const saved = await admin.request<ReviewSettingsDto>('GET', '/api/review-settings');
      expect(saved.body).toEqual({ ...before.body, intervalDays: { ...before.body.intervalDays, critical: 21 } });

      // A refusal of the server (here one answered in its place) shows under the field its message names.
      await page.route('**/api/review-settings', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({
                statusCode: 400,
                message: 'Reminder days before a review must be a whole number from 0 to 365',
                errors: ['Reminder days before a review must be a whole number from 0 to 365'],
              }),
            })
          : route.continue(),
      );
      await page.getByTestId('save-review-settings').click();
      const remind = page.locator('.ant-form-item').filter({ has: page.getByLabel('Remind the owner (days before due)') });
      await visible(
        remind.locator('.ant-form-item-explain-error').getByText('Reminder days before a review must be a whole number from 0 to 365'),
      );
      await page.unroute('**/api/review-settings');
    } finally {
      await admin.request('PUT', '/api/review-settings', before.body);
    }
  });

  it.each(['light', 'dark'] as Theme[])(
    'has no serious or critical axe violation in the %s theme (card, dialog, tab, dashboard)',
    async (theme) => {
      const { context, page: themed } = await newPageIn(browser, { language: 'en', theme });
      const found: Record<string, unknown> = {};
      try {
        await signInAs(themed, ADMIN.username, ADMIN.password);
        await visible(themed.getByTestId('review-cards'));
        await settledPage(themed);
        found.dashboard = await seriousA11yViolations(themed);
        await themed.goto(`/risks/${overdue.id}`);
        await visible(themed.getByTestId('risk-reviews-card').getByTestId('review-due'));
        await settledPage(themed);
        found.detail = await seriousA11yViolations(themed);
        const dialog = await openReview(themed, 'Review this risk');
        await dialog.getByLabel('Rescored').check();
        await visible(dialog.getByTestId('review-scores'));
        found.dialog = await seriousA11yViolations(themed);
        await themed.goto('/settings');
        await themed.getByRole('tab', { name: 'Reviews' }).click();
        await visible(themed.getByTestId('save-review-settings'));
        found.settings = await seriousA11yViolations(themed);
      } finally {
        await context.close();
      }
      expect(found).toEqual({ dashboard: [], detail: [], dialog: [], settings: [] });
    },
  );

  it('lets a team member who owns no risk see no Review button and no review cards', async () => {
    const password = 'secret-123';
    const member = await admin.createUser({
      username: unique('e2e_review_tm_'),
      password,
      firstName: 'Tala',
      lastName: unique('Member'),
      role: 'team_member',
      departmentId: department.id,
    });
    const { context, page: memberPage } = await newPage(browser);
    try {
      await signInAs(memberPage, member.username, password);
      await visible(memberPage.getByTestId('sections-team_member'));
      expect(await memberPage.getByTestId('review-cards').count()).toBe(0);
      await memberPage.goto(`/risks/${overdue.id}`);
      await visible(memberPage.getByTestId('risk-reviews-card'));
      expect(await memberPage.getByTestId('review-risk').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
