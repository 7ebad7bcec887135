import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { AR } from '@rtm/contracts';
import { ADMIN, BASE_URL, CHROMIUM_PATH, EVENTUAL_MS } from './env';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** The API answers of 400 and above each context received, for the message of a failed wait. */
const refusedAnswers = new WeakMap<BrowserContext, string[]>();
/** What the Content-Security-Policy refused in each context's pages (securitypolicyviolation events). */
const policyViolations = new WeakMap<BrowserContext, string[]>();
const VIOLATION = 'securitypolicyviolation:';

/**
 * A fresh context (no cookies) with the product's base URL (or a gateway of the test's own), recording refused API
 * answers. Its browser has chosen `language` (English unless told; null: no choice of its own, so a sign-in shows the
 * account's language). A choice is what a test should start from: a sign-in with one makes it the account's, so
 * without it a file would see the language an earlier file's browser left on the shared admin account.
 */
export async function newTestContext(
  browser: Browser,
  viewport: { width: number; height: number },
  baseURL = BASE_URL,
  language: 'en' | 'ar' | null = 'en',
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport });
  if (language)
    await context.addInitScript((chosen) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', chosen);
    }, language);
  context.setDefaultTimeout(15_000);
  const refused: string[] = [];
  refusedAnswers.set(context, refused);
  context.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/'))
      refused.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`);
  });
  const violations: string[] = [];
  policyViolations.set(context, violations);
  await context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.warn(`${prefix} ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  }, VIOLATION);
  context.on('console', (message) => {
    if (message.text().startsWith(VIOLATION)) violations.push(message.text().slice(VIOLATION.length).trim());
  });
  return context;
}

/** The Content-Security-Policy violations the context's pages reported so far. */
export function cspViolations(context: BrowserContext): string[] {
  return [...(policyViolations.get(context) ?? [])];
}

/** A fresh desktop-sized context and its first page. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  baseURL?: string,
  language: 'en' | 'ar' | null = 'en',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newTestContext(browser, viewport, baseURL, language);
  const page = await context.newPage();
  return { context, page };
}

export async function visible(locator: Locator, timeout?: number): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${await whatThePageSays(locator.page())}`);
  }
  return locator.first();
}

/** The toasts and form errors on screen: what a failed wait saw instead of what it expected. */
async function whatThePageSays(page: Page): Promise<string> {
  const texts = (selector: string) =>
    page
      .locator(selector)
      .allInnerTexts()
      .catch(() => []);
  const [toasts, formErrors] = await Promise.all([texts('.ant-notification-notice'), texts('.ant-form-item-explain-error')]);
  const refused = refusedAnswers.get(page.context())?.slice(-5) ?? [];
  return `On ${page.url()}: toasts ${JSON.stringify(toasts)}, form errors ${JSON.stringify(formErrors)}, last refused API answers ${JSON.stringify(refused)}`;
}

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: AR.login }).click();
  // The URL, not the load event: the dashboard's remote modules are preloaded from the start and hold that back.
  await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' });
  await visible(page.getByRole('heading', { name: /Welcome back/ }));
}

/** A browser and one page signed in as `who` (the admin by default): what a file of tests shares; close the browser after them. */
export async function signedInBrowser(
  who: { username: string; password: string } = ADMIN,
): Promise<{ browser: Browser; context: BrowserContext; page: Page }> {
  const browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  await signIn(page, who.username, who.password);
  return { browser, context, page };
}

/** The toast (antd notification) with this title. */
export function toast(page: Page, title: string | RegExp): Locator {
  return page.locator('.ant-notification-notice').filter({ hasText: title });
}

/**
 * Waits until no toast is left. The pointer moves away first: antd keeps a hovered toast open, and a toast that
 * appeared under the pointer can cover the next thing to click.
 */
export async function noToasts(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached', timeout: 15_000 });
}

/** The sidebar's navigation menu. */
export function sidebarMenu(page: Page): Locator {
  return page.getByRole('menu', { name: 'Main navigation' });
}

/**
 * Picks `option` in the antd Select `field` (the select or its input), typing `search` first when given. On a loaded
 * machine a click can land while the drop-down is still opening or closing, so each step has a short limit and the
 * pick is tried again (up to four times) until the select shows the option (unless `shows` is false: a multiple
 * select, or a picker that moves each pick elsewhere).
 */
export async function choose(
  page: Page,
  field: Locator,
  option: string | RegExp,
  { search, shows = true }: { search?: string; shows?: boolean } = {},
): Promise<void> {
  const select = field.locator('xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):visible');
  for (let attempt = 1; ; attempt++) {
    try {
      // A retry opens the drop-down again only if the last try left it closed (a click on an open one closes it).
      if (attempt === 1 || (await openList.count()) === 0) {
        await field.click({ timeout: 5_000 });
        if (search) {
          // What the last pick left in the search box (a picker clears it a moment later) is replaced, not added to.
          await page.keyboard.press('ControlOrMeta+A');
          await page.keyboard.type(search);
        }
      }
      await selectOption(page, option).first().click({ timeout: 5_000 });
      if (shows) await select.filter({ hasText: option }).waitFor({ state: 'visible', timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 4) throw new Error(`${(error as Error).message}\n${await whatThePageSays(page)}`);
    }
  }
}

/** An option of the open antd Select dropdown. */
export function selectOption(page: Page, label: string | RegExp): Locator {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: label });
}

/** Reloads until the text shows (what an event consumer writes, such as the activity log, shows a moment later). */
export function eventuallyVisible(page: Page, text: string | RegExp): Promise<void> {
  return reloadUntilVisible(page, () => page.getByText(text).first(), `"${text}"`);
}

/** Reloads until what `find` locates shows (what a job or a consumer changes, a moment later). */
export async function reloadUntilVisible(page: Page, find: () => Locator, what = 'the element'): Promise<void> {
  const deadline = Date.now() + EVENTUAL_MS;
  for (;;) {
    const found = await find()
      .waitFor({ state: 'visible', timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (found) return;
    if (Date.now() > deadline) throw new Error(`${what} did not appear within ${EVENTUAL_MS} ms`);
    await page.reload();
  }
}
