import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { DepartmentDto, RiskView } from '@rtm/contracts';
import { choose, signedInBrowser, toast, visible } from './support/browser';
import { TEST_TIMEOUT_MS, unique } from './support/env';
import { RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS);

/**
 * Issue 25, first part: a risk's residual assessment and treatment through the edit form, shown on its detail page
 * beside the inherent assessment, with the change in its history; a residual above the inherent score is refused in
 * the form.
 */
describe('Risk assessment and treatment', () => {
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
});
