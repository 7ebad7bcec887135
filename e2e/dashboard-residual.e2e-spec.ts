import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { EscalationAlertsDto, RiskAcceptanceSummaryDto, RiskMatrixCellDto, RiskView } from '@rtm/contracts';
import { launchBrowser, newPage, signIn, visible } from './support/browser';
import { ADMIN, TEST_TIMEOUT_MS, unique } from './support/env';
import { DESKTOP, newPageIn, PHONE, pageOverflow, settledPage, signInAs, text } from './support/i18n';
import { eventually, RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS * 2);

/** The count of one cell of a matrix answer (0 when the cell has no risks). */
const cellCount = (cells: readonly RiskMatrixCellDto[], likelihood: number, impact: number) =>
  cells.find((c) => c.likelihood === likelihood && c.impact === impact)?.count ?? 0;

/** Waits until the dashboard matrix shows `count` in its cell (the counts of the assessment it shows). */
async function matrixCellShows(page: Page, likelihood: number, impact: number, count: number): Promise<void> {
  await page.waitForFunction(
    ([l, i, n]) => document.querySelector(`[data-testid=matrix-cell-${l}-${i}]`)?.getAttribute('data-count') === String(n),
    [likelihood, impact, count] as const,
  );
}

/**
 * Issue 25 on the dashboard: the matrix switched to the residual assessment (and a residual cell opening the list of
 * that cell), the risks outside appetite and the acceptance cards with the lists they open, and the list's
 * 'Level reads' switch. Risks are made through the API, assessed: inherent 5 x 5, residual 3 x 5 (score 15, above the
 * default appetite of 12, so outside it) and inherent 5 x 5, residual 2 x 3 (medium).
 */
describe('Dashboard: residual matrix, appetite and acceptance cards (issue 25)', () => {
  let browser: Browser;
  let admin: RiskApi;
  let outside: RiskView;
  let treated: RiskView;

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    const department = await admin.createDepartment(unique('E2E Residual '));
    outside = await admin.createRiskWhenKnown({
      title: unique('Residual outside appetite '),
      riskType: 'technical',
      ownerId: admin.userId,
      departmentIds: [department.id],
      likelihood: 5,
      impact: 5,
      residualLikelihood: 3,
      residualImpact: 5,
      status: 'open',
    });
    treated = await admin.createRiskWhenKnown({
      title: unique('Residual treated '),
      riskType: 'operational',
      ownerId: admin.userId,
      departmentIds: [department.id],
      likelihood: 5,
      impact: 5,
      residualLikelihood: 2,
      residualImpact: 3,
      status: 'open',
    });
    expect(outside).toMatchObject({ residualScore: 15, appetite: { outside: true } });
    expect(treated).toMatchObject({ riskLevel: 'critical', residualLevel: 'medium' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const openDashboard = async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, ADMIN.username, ADMIN.password);
    return { context, page };
  };

  it('switches the matrix to Residual, counts the risk in its residual cell, and a cell opens the list of that residual cell', async () => {
    const residual = await eventually(async () => {
      const res = await admin.request<RiskMatrixCellDto[]>('GET', '/api/risks/matrix?assessment=residual');
      return res.status === 200 && cellCount(res.body, 3, 5) >= 1 ? res.body : undefined;
    });
    const inherent = (await admin.request<RiskMatrixCellDto[]>('GET', '/api/risks/matrix')).body;
    const { context, page } = await openDashboard();
    try {
      const matrix = await visible(page.getByTestId('risk-matrix'));
      expect(await matrix.getAttribute('data-assessment')).toBe('inherent');
      await matrixCellShows(page, 3, 5, cellCount(inherent, 3, 5));

      await matrix.getByTestId('matrix-assessment-switch').getByText('Residual', { exact: true }).click();
      await page.waitForFunction(() => document.querySelector('[data-testid=risk-matrix]')?.getAttribute('data-assessment') === 'residual');
      await matrixCellShows(page, 3, 5, cellCount(residual, 3, 5));
      await matrixCellShows(page, 5, 5, cellCount(residual, 5, 5));
      // The choice is the dashboard URL's, so that the way back from the list finds it.
      expect(new URL(page.url()).searchParams.get('matrix')).toBe('residual');

      await page.getByTestId('matrix-cell-3-5').click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/risks' &&
          url.searchParams.get('likelihood') === '3' &&
          url.searchParams.get('impact') === '5' &&
          url.searchParams.get('assessment') === 'residual',
      );
      await visible(page.getByTestId('risk-filters').getByText('Residual risk matrix cell:'));
      expect(await page.getByTestId('filter-assessment').getAttribute('data-value')).toBe('residual');

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await page.waitForFunction(() => document.querySelector('[data-testid=risk-matrix]')?.getAttribute('data-assessment') === 'residual');
    } finally {
      await context.close();
    }
  });

  it("lists a residual cell's risks from the list's URL, as the residual matrix counts them", async () => {
    const { context, page } = await openDashboard();
    try {
      await page.goto(`/risks?likelihood=3&impact=5&assessment=residual&search=${encodeURIComponent(outside.title)}`);
      await visible(page.getByTestId('risk-row').filter({ hasText: outside.title }));
      // Its inherent cell lists it too, without the assessment.
      await page.goto(`/risks?likelihood=5&impact=5&search=${encodeURIComponent(outside.title)}`);
      await visible(page.getByTestId('risk-row').filter({ hasText: outside.title }));
    } finally {
      await context.close();
    }
  });

  it('shows the number of risks outside appetite in a card and an alerts group, and the card opens the filtered list', async () => {
    const alerts = await eventually(async () => {
      const res = await admin.request<EscalationAlertsDto>('GET', '/api/escalation-alerts');
      return res.status === 200 && (res.body.outsideAppetiteCount ?? 0) >= 1 ? res.body : undefined;
    });
    const count = alerts.outsideAppetiteCount!;
    const { context, page } = await openDashboard();
    try {
      const card = await visible(page.getByTestId('stat-outside-appetite'));
      await visible(card.getByText('Outside Risk Appetite'));
      await visible(card.getByTestId('stat-value').filter({ hasText: new RegExp(`^${count}$`) }));
      const group = await visible(page.getByTestId('alerts-outside-appetite'));
      await visible(group.getByText(`Outside Risk Appetite (${count})`));
      const first = alerts.outsideAppetite![0];
      await visible(group.getByText(`Score: ${first.assessedScore} (appetite: up to ${first.maxScore})`));

      await page.getByTestId('stat-outside-appetite-link').click();
      await page.waitForURL((url) => url.pathname === '/risks' && url.searchParams.get('outsideAppetite') === 'true');
      await visible(page.getByTestId('filter-appetite').getByText('Outside appetite'));
      await page.goto(`/risks?outsideAppetite=true&search=${encodeURIComponent(outside.title)}`);
      const row = await visible(page.getByTestId('risk-row').filter({ hasText: outside.title }));
      await visible(row.getByTestId('outside-appetite'));
      await page.goto(`/risks?outsideAppetite=true&search=${encodeURIComponent(treated.title)}`);
      await visible(page.getByTestId('risks-card').getByText('No risks found'));
    } finally {
      await context.close();
    }
  });

  it("shows an approver the acceptance cards with the summary's figures, each opening its list", async () => {
    const summary = await eventually(async () => {
      const res = await admin.request<RiskAcceptanceSummaryDto>('GET', '/api/risks/acceptance-summary');
      return res.status === 200 ? res.body : undefined;
    });
    const { context, page } = await openDashboard();
    try {
      const figures = [
        ['stat-awaiting-decision', 'Acceptances Awaiting Your Decision', summary.awaitingYourDecision],
        ['stat-expiring-soon', 'Acceptances Expiring in 30 Days', summary.expiringSoon],
        ['stat-accepted-without-approval', 'Accepted Without Approval', summary.acceptedWithoutApproval],
      ] as const;
      for (const [testId, title, value] of figures) {
        const card = await visible(page.getByTestId(testId));
        await visible(card.getByText(title));
        await visible(card.getByTestId('stat-value').filter({ hasText: new RegExp(`^${value}$`) }));
      }
      await page.getByTestId('stat-awaiting-decision-link').click();
      await page.waitForURL((url) => url.pathname === '/risks' && url.searchParams.get('acceptance') === 'pending');
      await visible(page.getByTestId('filter-acceptance').getByText('Awaiting decision'));
      await page.goBack();
      await page.getByTestId('stat-expiring-soon-link').click();
      await page.waitForURL((url) => url.pathname === '/risks' && url.searchParams.get('acceptance') === 'expiring');
      await visible(page.getByTestId('filter-acceptance').getByText('Expiring in 30 days'));
    } finally {
      await context.close();
    }
  });

  it("filters the list's level on the residual assessment once 'Level reads' is Residual", async () => {
    const { context, page } = await openDashboard();
    try {
      await page.goto(`/risks?level=medium&search=${encodeURIComponent(treated.title)}`);
      await visible(page.getByTestId('risks-card').getByText('No risks found'));
      await page.getByTestId('filter-assessment').getByText('Residual', { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('assessment') === 'residual' && url.searchParams.get('level') === 'medium');
      const row = await visible(page.getByTestId('risk-row').filter({ hasText: treated.title }));
      await visible(row.getByTestId('residual-level'));
    } finally {
      await context.close();
    }
  });

  it("starts the acceptance summary's read with the dashboard's other reads, before any remote module's code, once", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const events: string[] = [];
    const pathOf = (url: string) => new URL(url).pathname;
    page.on('request', (request) => events.push(`sent ${pathOf(request.url())}`));
    page.on('requestfinished', (request) => events.push(`done ${pathOf(request.url())}`));
    try {
      await signIn(page, ADMIN.username, ADMIN.password);
      await visible(page.getByTestId('stat-accepted-without-approval').getByTestId('stat-value'));
      await visible(page.getByTestId('risk-matrix'));
      const firstRemoteModule = events.findIndex((e) => /^done \/remotes\/[^/]+\/__federation_expose_/.test(e));
      expect(firstRemoteModule).toBeGreaterThan(0);
      const sent = events.filter((e) => e === 'sent /api/risks/acceptance-summary');
      expect(sent).toHaveLength(1);
      expect(events.indexOf(sent[0])).toBeLessThan(firstRemoteModule);
    } finally {
      await context.close();
    }
  });

  it('keeps the new cards and the switch inside a 390 px phone and a 1366 px laptop, right to left in Arabic', async () => {
    const { context, page } = await newPageIn(browser, { language: 'ar' });
    try {
      await signInAs(page, ADMIN.username, ADMIN.password);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.goto('/?matrix=residual');
        await visible(page.getByTestId('stat-outside-appetite').getByText(text('ar', 'shell', 'dashboard.governance.outsideAppetite')));
        await visible(page.getByTestId('stat-accepted-without-approval'));
        await visible(page.getByTestId('alerts-outside-appetite'));
        await visible(page.getByTestId('matrix-assessment-switch').getByText(text('ar', 'risks', 'assessment.kinds.residual')));
        await settledPage(page);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        expect({ viewport, overflow: await pageOverflow(page) }).toEqual({ viewport, overflow: 0 });
      }
    } finally {
      await context.close();
    }
  });
});
