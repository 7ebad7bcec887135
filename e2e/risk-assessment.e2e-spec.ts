import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { addDays, type DepartmentDto, type RiskView, type UserDto } from '@rtm/contracts';
import pg from 'pg';
import { choose, newPage, reloadUntilVisible, signedInBrowser, signIn, toast, visible } from './support/browser';
import { TEST_TIMEOUT_MS, unique } from './support/env';
import { RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS);

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

/**
 * Issue 25: a risk's residual assessment and treatment through the edit form, shown on its detail page
 * beside the inherent assessment, with the change in its history; a residual above the inherent score is refused in
 * the form.
 */
describe('Risk assessment, treatment and acceptance', () => {
  let browser: Browser;
  let page: Page;
  let admin: RiskApi;
  let department: DepartmentDto;
  let risk: RiskView;

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    department = await admin.createDepartment(unique('E2E Assess '));
    risk = await admin.createRiskWhenKnown({
      title: unique('Assessed outage '),
      riskType: 'technical',
      ownerId: admin.userId,
      departmentIds: [department.id],
      likelihood: 4,
      impact: 4,
    });
    ({ browser, page } = await signedInBrowser());
  });

  afterAll(() => browser?.close());

  it('assesses the residual level and the treatment in the form, and shows them with the change in the history', async () => {
    await page.goto(`/risks/${risk.id}`);
    const residual = await visible(page.getByTestId('residual-assessment'));
    await visible(residual.getByText('Not assessed yet'));
    await visible(page.getByTestId('inherent-assessment').getByText('16', { exact: true }));

    await page.goto(`/risks/${risk.id}/edit`);
    const form = await visible(page.getByTestId('risk-form'));
    await form.getByLabel('Residual likelihood (1-5)').fill('2');
    await form.getByLabel('Residual impact (1-5)').fill('3');
    await visible(page.getByTestId('residual-score-preview').getByText('6', { exact: true }));
    await choose(page, form.getByLabel('Treatment strategy'), 'Mitigate');
    await form.getByLabel('Treatment plan').fill('Second power feed by March');
    await form.getByRole('button', { name: 'Update Risk' }).click();
    await visible(toast(page, 'Risk updated'));
    await page.waitForURL(`**/risks/${risk.id}`);

    const assessed = await visible(page.getByTestId('residual-assessment'));
    await visible(assessed.getByText('6', { exact: true }));
    await visible(assessed.getByText('Medium'));
    await visible(page.getByTestId('treatment-strategy').getByText('Mitigate'));
    await visible(page.getByTestId('risk-treatment-card').getByText('Second power feed by March'));
    const latest = await visible(page.getByTestId('risk-history-entry').first());
    expect(await latest.getAttribute('data-action')).toBe('assessed');
    await visible(latest.getByText('Residual likelihood: none → 2'));
    await visible(latest.getByText('Treatment strategy: none → Mitigate'));
    await visible(page.locator('[data-testid=risk-history-entry][data-action=created]'));
  });

  it('refuses a residual score above the inherent score in the form, before sending it', async () => {
    await page.goto(`/risks/${risk.id}/edit`);
    const form = await visible(page.getByTestId('risk-form'));
    await form.getByLabel('Residual likelihood (1-5)').fill('5');
    await form.getByLabel('Residual impact (1-5)').fill('5');
    await form.getByRole('button', { name: 'Update Risk' }).click();
    await visible(form.getByText('Residual score cannot exceed the inherent score').first());
    const stored = await admin.request<RiskView>('GET', `/api/risks/${risk.id}`);
    expect(stored.body).toMatchObject({ residualLikelihood: 2, residualImpact: 3, residualScore: 6 });
  });

  it(
    'takes a request for acceptance from the owner and an approval from the admin, as two users, until it expires',
    async () => {
      const password = 'secret-123';
      const owner: UserDto = await admin.createUser({
        username: unique('e2e_accept_'),
        password,
        firstName: 'Omar',
        lastName: unique('Owner'),
        email: `${unique('accept')}@example.com`,
        role: 'manager',
        departmentId: department.id,
      });
      const accepted = await admin.createRiskWhenKnown({
        title: unique('Accepted vendor risk '),
        riskType: 'operational',
        ownerId: owner.id,
        departmentIds: [department.id],
        likelihood: 2,
        impact: 3,
      });
      const expiresOn = addDays(new Date().toISOString().slice(0, 10), 60);

      const { page: ownerPage } = await newPage(browser);
      await signIn(ownerPage, owner.username, password);
      await ownerPage.goto(`/risks/${accepted.id}`);
      const card = await visible(ownerPage.getByTestId('risk-acceptance-card'));
      await card.getByTestId('request-acceptance').click();
      const dialog = await visible(ownerPage.getByRole('dialog', { name: 'Request acceptance of this risk' }));
      await dialog.getByLabel('Justification').fill('The vendor carries the loss under contract');
      await dialog.locator('#acceptance-request_expiresOn').click();
      await ownerPage.keyboard.type(expiresOn);
      await ownerPage.keyboard.press('Enter');
      await dialog.getByRole('button', { name: 'Request Acceptance' }).click();
      await visible(toast(ownerPage, 'Acceptance requested'));
      await visible(card.locator('[data-testid=acceptance-status][data-status=pending]'));
      // The requester cannot decide it.
      expect(await card.getByTestId('approve-acceptance').count()).toBe(0);

      await page.goto(`/risks/${accepted.id}`);
      const adminCard = await visible(page.getByTestId('risk-acceptance-card'));
      await visible(adminCard.getByText('The vendor carries the loss under contract'));
      await adminCard.getByTestId('approve-acceptance').click();
      const decision = await visible(page.getByRole('dialog', { name: 'Approve the acceptance' }));
      await decision.getByLabel('Decision comment').fill('Reviewed with legal');
      await decision.getByRole('button', { name: 'Approve' }).click();
      await visible(toast(page, 'Decision recorded'));
      await visible(adminCard.locator('[data-testid=acceptance-status][data-status=approved]'));
      await visible(page.getByTestId('risk-code').locator('..').getByText('Accepted'));
      const stored = await admin.request<RiskView>('GET', `/api/risks/${accepted.id}`);
      expect(stored.body).toMatchObject({
        status: 'accepted',
        acceptance: { status: 'approved', expiresOn, decisionComment: 'Reviewed with legal' },
      });

      // Its last day passes (the clock cannot be moved: the day is moved instead, in the risk service's own table), the
      // expiry job (every 2 s under test) expires it, and the owner sees the risk back under review.
      await asRiskService((db) =>
        db.query(`update risk.risk_acceptance set expires_on = current_date - 1 where risk_id = $1 and status = 'approved'`, [accepted.id]),
      );
      await reloadUntilVisible(
        ownerPage,
        () => ownerPage.getByTestId('risk-acceptance-card').locator('[data-testid=acceptance-status][data-status=expired]'),
        'the expired acceptance',
      );
      await visible(ownerPage.getByTestId('risk-code').locator('..').getByText('Under Review'));
    },
    2 * TEST_TIMEOUT_MS,
  );

  it('sets the risk appetite in the settings, and the list marks and filters the risks outside it', async () => {
    const outside = await admin.createRiskWhenKnown({
      title: unique('Appetite breach '),
      riskType: 'reputational',
      ownerId: admin.userId,
      departmentIds: [department.id],
      likelihood: 3,
      impact: 3,
    });
    const before = await admin.request<{ riskType: string; maxScore: number }[]>('GET', '/api/risk-appetite');
    try {
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Risk Appetite' }).click();
      const field = await visible(page.getByLabel('Maximum score for Reputational'));
      await field.fill('6');
      await visible(page.getByTestId('appetite-grid').getByText('Reputational: scores above 6 are outside appetite'));
      await page.getByTestId('save-appetite').click();
      await visible(toast(page, 'Risk appetite saved'));

      await page.goto(`/risks?outsideAppetite=true&search=${encodeURIComponent(outside.title)}`);
      const row = await visible(page.getByTestId('risk-row').first());
      await visible(row.getByTestId('outside-appetite'));
      expect(await page.getByTestId('risk-row').count()).toBe(1);
    } finally {
      await admin.request('PUT', '/api/risk-appetite', before.body);
    }
  });
});
