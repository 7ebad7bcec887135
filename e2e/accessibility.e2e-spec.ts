import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import { launchBrowser } from './support/browser';
import { ADMIN, TEST_TIMEOUT_MS, unique } from './support/env';
import { newPageIn, settledPage, signInAs, type Language, type Theme } from './support/i18n';
import { RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS * 2);

const COMBINATIONS: readonly { language: Language; theme: Theme }[] = [
  { language: 'en', theme: 'light' },
  { language: 'en', theme: 'dark' },
  { language: 'ar', theme: 'light' },
  { language: 'ar', theme: 'dark' },
];

/**
 * axe-core on every screen, in both themes and both languages: no violation of serious or critical
 * impact (colour contrast, names of controls, ARIA structure...).
 */
describe('Accessibility of every screen (axe-core)', () => {
  let browser: Browser;
  let riskId = '';

  beforeAll(async () => {
    const admin = await RiskApi.signIn();
    const department = await admin.createDepartment(unique('A11y Dept '));
    const risk = await admin.createRiskWhenKnown({
      title: unique('Accessible risk '),
      description: 'Checked with axe-core',
      suggestedSolution: 'Keep the contrast',
      riskType: 'operational',
      affectedApp: 'psyter',
      frequency: 'monthly',
      ownerId: admin.userId,
      departmentIds: [department.id],
      likelihood: 3,
      impact: 4,
      status: 'open',
    });
    riskId = risk.id;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const screens: readonly { name: string; path: () => string; signedIn?: boolean; before?: 'submit-empty-risk-form' }[] = [
    { name: 'login', path: () => '/login', signedIn: false },
    { name: 'dashboard', path: () => '/' },
    { name: 'risk list', path: () => '/risks' },
    { name: 'report risk (with validation errors)', path: () => '/risks/new', before: 'submit-empty-risk-form' },
    { name: 'risk detail', path: () => `/risks/${riskId}` },
    { name: 'edit risk', path: () => `/risks/${riskId}/edit` },
    { name: 'tasks', path: () => '/tasks' },
    { name: 'new task', path: () => '/tasks/new' },
    { name: 'task detail', path: () => '/tasks/unknown-task' },
    { name: 'users', path: () => '/users' },
    { name: 'departments', path: () => '/departments' },
    { name: 'settings', path: () => '/settings' },
    { name: 'activity log', path: () => '/activity' },
    { name: 'page not found', path: () => '/no-such-page' },
  ];

  it.each(COMBINATIONS)('every screen in $language, $theme theme, has no serious or critical violation', async ({ language, theme }) => {
    const { context, page } = await newPageIn(browser, { language, theme });
    const found: Record<string, unknown> = {};
    try {
      for (const screen of screens) {
        if (screen.signedIn === false) await page.context().clearCookies();
        else if (!(await page.context().cookies()).length) await signInAs(page, ADMIN.username, ADMIN.password);
        await page.goto(screen.path());
        await page.locator('h1, h2, .ant-result-title').first().waitFor();
        if (screen.before === 'submit-empty-risk-form') {
          await page.getByTestId('risk-form').locator('button[type=submit]').click();
          await page.locator('.ant-form-item-explain-error').first().waitFor();
        }
        await settledPage(page);
        const violations = await seriousA11yViolations(page);
        if (violations.length) found[screen.name] = violations;
      }
    } finally {
      await context.close();
    }
    expect(found).toEqual({});
  });
});
