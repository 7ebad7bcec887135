import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { AR } from '@rtm/contracts';
import { BASE_URL, CHROMIUM_PATH } from './env';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A fresh desktop-sized context (no cookies, no storage) with the product's base URL. */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

export async function visible(locator: Locator, timeout?: number): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: AR.login }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await visible(page.getByRole('heading', { name: /Welcome back/ }));
}

/** The toast (antd notification) with this title. */
export function toast(page: Page, title: string | RegExp): Locator {
  return page.locator('.ant-notification-notice').filter({ hasText: title });
}

/** The sidebar's navigation menu. */
export function sidebarMenu(page: Page): Locator {
  return page.getByRole('menu', { name: 'Main navigation' });
}

/** An option of the open antd Select dropdown. */
export function selectOption(page: Page, label: string | RegExp): Locator {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: label });
}
