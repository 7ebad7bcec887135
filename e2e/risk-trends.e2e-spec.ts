import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import type { RegisterHistoryStartDto, RiskMatrixCellDto, RiskMovementDto, RiskView } from '@rtm/contracts';
import { seriousA11yViolations } from './support/a11y';
import { launchBrowser, visible } from './support/browser';
import { ADMIN, TEST_TIMEOUT_MS, unique } from './support/env';
import { DESKTOP, documentDirection, newPageIn, PHONE, pageOverflow, settledPage, signInAs, text, type Language } from './support/i18n';
import { eventually, RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS * 2);

/** A statement as the risk service's own database role (the test setup's RTM_TEST_DATABASE_URLS). */
async function asRiskService<T>(run: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: (JSON.parse(process.env.RTM_TEST_DATABASE_URLS ?? '{}') as Record<string, string>).risk });
  await db.connect();
  try {
    return await run(db);
  } finally {
    await db.end();
  }
}

/** A day in an Arabic sentence: isolated left to right (else it reads 28-11-2026). */
const ltr = (day: string) => `\u2066${day}\u2069`;

/** The movements page size the test opens (one of the table's sizes). */
const PAGE_SIZE = 50;

/**
 * Issue 26's Trends page (/risks/trends) and the dashboard matrix's as-of picker. The run's register starts the day
 * its database was made (today), and a day's end is the smallest step: the test moves the history's start two days
 * back (and back again after), so that day and today differ. A risk made and then rescored today is then in the
 * compare mode's later matrix and not the earlier one, and among the risks that moved.
 */
describe('Trends: the register over time (issue 26)', () => {
  let browser: Browser;
  let admin: RiskApi;
  let risk: RiskView;
  let startedAt: Date;
  let startsOn = '';
  let today = '';
  /** The page of the movements (PAGE_SIZE a page) that lists the risk. */
  let movementPage = 1;
  const member = { username: unique('trends_member_'), password: 'secret123' };

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    startedAt = await asRiskService(async (db) => {
      const { rows } = await db.query<{ started_at: Date }>(`select started_at from risk.risk_register_start`);
      await db.query(`update risk.risk_register_start set started_at = $1::timestamptz - interval '2 days'`, [rows[0].started_at]);
      return rows[0].started_at;
    });
    startsOn = (await admin.request<RegisterHistoryStartDto>('GET', '/api/risks/history-start')).body.startsOn;
    today = new Date().toISOString().slice(0, 10);
    expect(startsOn < today).toBe(true);

    const department = await admin.createDepartment(unique('E2E Trends '));
    risk = await admin.createRiskWhenKnown({
      title: unique('Trending risk '),
      riskType: 'technical',
      ownerId: admin.userId,
      departmentIds: [department.id],
      likelihood: 2,
      impact: 2,
      status: 'open',
    });
    // Rescored: the register moves (low to critical).
    const rescored = await admin.request<RiskView>('PATCH', `/api/risks/${risk.id}`, { likelihood: 5, impact: 5 });
    expect(rescored.status).toBe(200);
    const index = await eventually(async () => {
      const res = await admin.request<RiskMovementDto[]>('GET', `/api/risks/movements?from=${startsOn}&to=${today}&limit=500`);
      const at = res.status === 200 ? res.body.findIndex((m) => m.riskId === risk.riskId && m.to?.score === 25) : -1;
      return at >= 0 ? at : undefined;
    });
    movementPage = Math.floor(index / PAGE_SIZE) + 1;
    await admin.createUser({ ...member, firstName: 'Tara', lastName: 'Member', role: 'team_member', departmentId: department.id });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (startedAt) await asRiskService((db) => db.query(`update risk.risk_register_start set started_at = $1`, [startedAt]));
  });

  const comparePath = () => `/risks/trends?compare=${startsOn}&page=${movementPage}&pageSize=${PAGE_SIZE}`;

  const count = (cells: RiskMatrixCellDto[], l: number, i: number) => cells.find((c) => c.likelihood === l && c.impact === i)?.count ?? 0;

  const dataCount = (page: Page, scope: string, likelihood: number, impact: number) =>
    page.getByTestId(scope).getByTestId(`matrix-cell-${likelihood}-${impact}`).getAttribute('data-count');

  it('shows the heat map now, compares it with the history start (the moved cell marked in words), lists the risk, draws the lines', async () => {
    // The past does not change; now may, while other test files add risks.
    const before = (await admin.request<RiskMatrixCellDto[]>('GET', `/api/risks/matrix?asOf=${startsOn}`)).body;
    const { context, page } = await newPageIn(browser, { language: 'en' });
    try {
      await signInAs(page, ADMIN.username, ADMIN.password);
      await page.getByRole('menu', { name: 'Main navigation' }).getByRole('link', { name: 'Trends' }).click();
      await page.waitForURL((url) => url.pathname === '/risks/trends');
      await visible(page.getByRole('heading', { name: 'Trends', level: 2 }));
      await visible(page.getByTestId('trends-matrix'));
      await page.waitForFunction(
        () => Number(document.querySelector('[data-testid=trends-matrix] [data-testid=matrix-cell-5-5]')?.getAttribute('data-count')) >= 1,
      );

      await page.getByTestId('trends-compare-switch').click();
      // The other day defaults to 30 days back, or the history's first day when it is nearer.
      await page.waitForURL((url) => url.searchParams.get('compare') === startsOn);
      await visible(page.getByTestId('compare-matrix-from'));
      await page.waitForFunction(
        (n) => document.querySelector('[data-testid=compare-matrix-from] [data-testid=matrix-cell-5-5]')?.getAttribute('data-count') === n,
        String(count(before, 5, 5)),
      );
      const moved = page.getByTestId('compare-matrix-to').getByTestId('matrix-cell-5-5');
      await page.waitForFunction(
        () =>
          Number(document.querySelector('[data-testid=compare-matrix-to] [data-testid=matrix-cell-5-5]')?.getAttribute('data-difference')) >
          0,
      );
      const difference = Number(await moved.getAttribute('data-difference'));
      expect(difference).toBe(Number(await dataCount(page, 'compare-matrix-to', 5, 5)) - count(before, 5, 5));
      // Not the arrow alone: the words say it (read out; the visible '+N' beside the arrow).
      expect(await moved.getByTestId('matrix-cell-difference').textContent()).toContain(`${difference} more than on ${startsOn}`);
      await visible(page.getByTestId('compare-summary').filter({ hasText: `between ${startsOn} and ${today}` }));

      // A link reproduces the view: the days and the movements' page are the URL's.
      await page.goto(comparePath());
      const row = await visible(page.getByTestId('movement-row').filter({ hasText: risk.riskId }));
      await visible(row.getByText(risk.title));
      expect(await row.getByText(risk.title).getAttribute('dir')).toBe('auto');
      await visible(row.getByTestId('movement-direction').filter({ hasText: 'New' }));
      await visible(row.getByText('5 × 5, score 25 (Critical)'));
      await row.getByTestId('movement-risk-link').click();
      await page.waitForURL((url) => url.pathname === `/risks/${risk.id}`);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/risks/trends' && url.searchParams.get('compare') === startsOn);

      const chart = await visible(page.getByTestId('level-trend-chart'));
      await chart.locator('.chart-line').nth(3).waitFor({ state: 'attached' });
      expect(await chart.locator('.chart-line').count()).toBe(4);
      // 24 months, those before the history's first day marked as not known.
      expect(await page.getByTestId('level-trend-table').locator('tbody tr').count()).toBe(24);
      expect(await page.locator('[data-testid=level-trend-table] tr[data-known=false]').count()).toBeGreaterThan(0);
      expect(await page.locator(`[data-testid=level-trend-table] tr[data-month="${today.slice(0, 7)}"]`).getAttribute('data-known')).toBe(
        'true',
      );
    } finally {
      await context.close();
    }
  });

  it("says why a day typed into the address cannot be shown (the server's message)", async () => {
    const { context, page } = await newPageIn(browser, { language: 'en' });
    try {
      await signInAs(page, ADMIN.username, ADMIN.password);
      await page.goto('/risks/trends?asOf=2000-01-01');
      await visible(page.getByTestId('trends-matrix-error').filter({ hasText: `No history before ${startsOn}` }));
    } finally {
      await context.close();
    }
  });

  it('reads right to left in Arabic, every text from the Arabic catalogue', async () => {
    const { context, page } = await newPageIn(browser, { language: 'ar' });
    try {
      await signInAs(page, ADMIN.username, ADMIN.password);
      await visible(page.getByRole('link', { name: text('ar', 'shell', 'nav.trends') }));
      await page.goto(comparePath());
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      expect(await documentDirection(page)).toEqual({ dir: 'rtl', lang: 'ar' });
      await visible(page.getByRole('heading', { name: text('ar', 'risks', 'trends.title'), level: 2 }));
      await visible(
        page.getByTestId('movements-card').getByText(text('ar', 'risks', 'trends.movementsTitle', { from: ltr(startsOn), to: ltr(today) })),
      );
      // The day in the Arabic title reads 2026-11-28 (the year at the left), not 28-11-2026.
      const order = await page
        .getByTestId('compare-matrix-to')
        .locator('.ant-card-head-title')
        .evaluate((title, day) => {
          const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
          const node = walker.nextNode() as Text;
          const at = (part: string, from: number) => {
            const range = document.createRange();
            range.setStart(node, node.data.indexOf(part, from));
            range.setEnd(node, node.data.indexOf(part, from) + part.length);
            return range.getBoundingClientRect().left;
          };
          const start = node.data.indexOf(day);
          return { year: at(day.slice(0, 4), start), day: at(day.slice(8), start + 8) };
        }, today);
      expect(order.year).toBeLessThan(order.day);
      const row = await visible(page.getByTestId('movement-row').filter({ hasText: risk.riskId }));
      await visible(row.getByTestId('movement-direction').filter({ hasText: text('ar', 'risks', 'trends.directions.new') }));
      await visible(page.getByTestId('level-trend-card').getByText(text('ar', 'risks', 'trends.levelsCardTitle')));
      await page.waitForFunction(
        () =>
          Number(document.querySelector('[data-testid=compare-matrix-to] [data-testid=matrix-cell-5-5]')?.getAttribute('data-difference')) >
          0,
      );
      const cell = page.getByTestId('compare-matrix-to').getByTestId('matrix-cell-5-5');
      const difference = Number(await cell.getAttribute('data-difference'));
      const note = cell.getByTestId('matrix-cell-difference');
      expect(await note.textContent()).toContain(text('ar', 'risks', 'trends.cellMore', { count: difference, date: ltr(startsOn) }));
    } finally {
      await context.close();
    }
  });

  it.each(['en', 'ar'] as const)(
    'gives a team member no Trends item and the permission message at its address (%s)',
    async (language: Language) => {
      const { context, page } = await newPageIn(browser, { language });
      try {
        await signInAs(page, member.username, member.password);
        await visible(page.getByRole('link', { name: text(language, 'shell', 'nav.risks'), exact: true }));
        expect(await page.getByRole('link', { name: text(language, 'shell', 'nav.trends') }).count()).toBe(0);
        await page.goto('/risks/trends');
        const message = await visible(page.getByTestId('no-access'));
        expect(await message.textContent()).toContain(text(language, 'common', 'noAccess'));
        expect(await page.getByTestId('trends-controls').count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );

  it('picks a past day on the dashboard matrix, which asks for nothing more until then and keeps the day in the URL', async () => {
    const { context, page } = await newPageIn(browser, { language: 'en' });
    const asked: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/risks/') && (url.searchParams.has('asOf') || url.pathname.endsWith('/history-start'))) {
        asked.push(`${url.pathname}${url.search}`);
      }
    });
    try {
      await signInAs(page, ADMIN.username, ADMIN.password);
      const matrix = await visible(page.getByTestId('risk-matrix'));
      expect(await matrix.getAttribute('data-as-of')).toBe('now');
      await settledPage(page);
      expect(asked).toEqual([]);

      const input = matrix.getByTestId('matrix-as-of').locator('input');
      await input.click();
      await input.fill(startsOn);
      await input.press('Enter');
      await page.waitForFunction(
        (day) => document.querySelector('[data-testid=risk-matrix]')?.getAttribute('data-as-of') === day,
        startsOn,
      );
      expect(new URL(page.url()).searchParams.get('matrixAsOf')).toBe(startsOn);
      await visible(matrix.getByTestId('matrix-as-of-note'));
      await eventually(
        async () => (asked.some((path) => path.includes(`asOf=${startsOn}`)) ? true : undefined),
        10_000,
        'the as-of request',
      );
      // A past day's cells open nothing (the list holds today's register).
      expect(await matrix.locator('button[data-testid^=matrix-cell-]').count()).toBe(0);
      await page.reload();
      await page.waitForFunction(
        (day) => document.querySelector('[data-testid=risk-matrix]')?.getAttribute('data-as-of') === day,
        startsOn,
      );
    } finally {
      await context.close();
    }
  });

  it.each([
    { language: 'en', theme: 'light' },
    { language: 'en', theme: 'dark' },
    { language: 'ar', theme: 'light' },
    { language: 'ar', theme: 'dark' },
  ] as const)('has no serious or critical axe violation in compare mode ($language, $theme theme)', async ({ language, theme }) => {
    const { context, page } = await newPageIn(browser, { language, theme });
    try {
      await signInAs(page, ADMIN.username, ADMIN.password);
      await page.goto(comparePath());
      await visible(page.getByTestId('movement-row'));
      await page.getByTestId('level-trend-chart').locator('.chart-line').first().waitFor({ state: 'attached' });
      await settledPage(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    { language: 'en', viewport: PHONE },
    { language: 'ar', viewport: PHONE },
    { language: 'en', viewport: DESKTOP },
    { language: 'ar', viewport: DESKTOP },
  ] as const)('fits $viewport.width px in $language without widening the page', async ({ language, viewport }) => {
    const { context, page } = await newPageIn(browser, { language });
    try {
      // Signed in at the desktop size (the sign-in helper waits for the sidebar, a drawer on a phone).
      await signInAs(page, ADMIN.username, ADMIN.password);
      await page.setViewportSize(viewport);
      await page.goto(comparePath());
      await visible(page.getByTestId('movement-row'));
      await page.getByTestId('level-trend-chart').locator('.chart-line').first().waitFor({ state: 'attached' });
      await settledPage(page);
      expect(await pageOverflow(page)).toBe(0);
    } finally {
      await context.close();
    }
  });
});
