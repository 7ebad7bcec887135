import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { cspViolations, launchBrowser, newPage, signIn, visible } from './support/browser';
import { ADMIN, TEST_TIMEOUT_MS } from './support/env';
import { newPageIn } from './support/i18n';

jest.setTimeout(TEST_TIMEOUT_MS);

/** The GETs behind the admin's dashboard cards (stat cards, alerts, matrix, department summary, charts, activity). */
const DASHBOARD_READS = [
  '/api/risks/matrix',
  '/api/tasks/my-tasks/summary',
  '/api/escalation-alerts',
  '/api/risks/by-department/summary',
  '/api/risks/stats/monthly',
  '/api/activities',
  '/api/risks/acceptance-summary',
  // Issue 26: the review cards (the own reviews due are a page of the list, GET /api/risks?ownerId=&reviewDue=true).
  '/api/risks/reviews/by-department',
  '/api/risks',
];

/**
 * A fast first screen (issue 22): after sign-in the shell sends the dashboard's reads at once, beside the loading of
 * the app's and the remotes' code, instead of after it. Judged by the order of the network events, not by time.
 */
describe('Dashboard first screen', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("sends every dashboard read before any remote module's code has arrived, each once", async () => {
    const { context, page } = await newPage(browser);
    /** Network events of the page in the order they happened: 'sent <path>' and 'done <path>'. */
    const events: string[] = [];
    const pathOf = (url: string) => new URL(url).pathname;
    page.on('request', (request) => events.push(`sent ${pathOf(request.url())}`));
    page.on('requestfinished', (request) => events.push(`done ${pathOf(request.url())}`));

    await signIn(page, ADMIN.username, ADMIN.password);
    await visible(page.getByTestId('activity-feed').locator('li'));
    await visible(page.getByTestId('department-risk-summary'));
    await visible(page.getByTestId('risk-charts'));

    const remoteModules = events.filter((e) => /^done \/remotes\/[^/]+\/__federation_expose_/.test(e));
    expect(remoteModules.length).toBeGreaterThanOrEqual(2); // mfe-risks' widgets and mfe-admin's feed
    const firstRemoteModule = events.indexOf(remoteModules[0]);
    for (const read of DASHBOARD_READS) {
      const sent = events.filter((e) => e === `sent ${read}`);
      expect({ read, sent: sent.length }).toEqual({ read, sent: 1 });
      expect({ read, beforeRemoteCode: events.indexOf(`sent ${read}`) < firstRemoteModule }).toEqual({ read, beforeRemoteCode: true });
    }
    expect(cspViolations(context)).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    "draws the %s dashboard with antd's component styles from the build's stylesheet, building none at run time",
    async (theme) => {
      const { context, page } = await newPageIn(browser, { language: 'en', theme });
      await signIn(page, ADMIN.username, ADMIN.password);
      await visible(page.getByTestId('activity-feed').locator('li'));
      await visible(page.getByTestId('risk-charts'));
      const styles = await page.evaluate(() => ({
        sheets: [...document.querySelectorAll('link[rel=stylesheet]')].map((link) => new URL((link as HTMLLinkElement).href).pathname),
        // antd's run-time styles: the theme's CSS variables only ('.css-var-…' blocks), no component rules.
        builtAtRunTime: [...document.querySelectorAll('style[data-css-hash]')]
          .map((style) => style.textContent ?? '')
          .filter((css) => !css.startsWith('.css-var-'))
          .map((css) => css.slice(0, 80)),
        // A primary button takes its colour from the theme's variables, set at run time.
        primary: getComputedStyle(document.querySelector('.ant-btn-primary')!).backgroundColor,
      }));
      expect(styles.sheets).toEqual([expect.stringMatching(/^\/antd\.[0-9a-f]{8}\.css$/)]);
      expect(styles.builtAtRunTime).toEqual([]);
      // The theme's tokens: #0958d9 in light; in dark the algorithm derives it from #1668dc.
      expect(styles.primary).toBe(theme === 'light' ? 'rgb(9, 88, 217)' : 'rgb(22, 91, 190)');
      expect(cspViolations(context)).toEqual([]);
      await context.close();
    },
  );
});
