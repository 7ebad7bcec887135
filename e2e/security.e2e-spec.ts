import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { cspViolations, launchBrowser, newPage, visible } from './support/browser';
import { TEST_TIMEOUT_MS } from './support/env';

jest.setTimeout(TEST_TIMEOUT_MS);

/** The Content-Security-Policy at work in Chromium (the screens' own runs record zero violations: accessibility spec). */
describe('Content-Security-Policy in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('refuses an injected inline script and reports it; the login page itself needs no exception', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await visible(page.getByLabel('Username', { exact: true }));
    expect(cspViolations(context)).toEqual([]);

    await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    for (let i = 0; i < 50 && cspViolations(context).length === 0; i++) await page.waitForTimeout(100);
    expect(cspViolations(context).join('\n')).toMatch(/^script-src/);
    await context.close();
  });
});
