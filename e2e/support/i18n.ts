import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newTestContext } from './browser';

export type Language = 'en' | 'ar';
export type Theme = 'light' | 'dark';

export const DESKTOP = { width: 1366, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * A fresh context whose first page starts in `language` and `theme` (localStorage, as the switches keep
 * them). A switch made during the test is kept: the stored choice is only set when there is none.
 */
export async function newPageIn(
  browser: Browser,
  { language, theme = 'light', viewport = DESKTOP }: { language: Language; theme?: Theme; viewport?: { width: number; height: number } },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newTestContext(browser, viewport, undefined, language);
  await context.addInitScript((t) => {
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', t);
  }, theme);
  return { context, page: await context.newPage() };
}

/** The document's direction and language. */
export function documentDirection(page: Page): Promise<{ dir: string; lang: string }> {
  return page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));
}

/** How much wider than the viewport the page is (0 when it fits). A table may scroll inside its own box. */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * Latin words left in the visible text once the allowed ones are taken out (codes such as RSK-2026-0001,
 * e-mail addresses, and the given names, user-entered texts and product names).
 */
export async function englishLeft(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  let text = await page.evaluate(() => {
    let all = document.body.innerText;
    // A chart label wrapped over lines (<tspan>s) reads as one word in innerText ("Finance" + "North" -> "FinanceNorth"):
    // the lines get their space back, so a name the caller allows is recognised.
    for (const label of document.querySelectorAll('svg text')) {
      const lines = [...label.querySelectorAll('tspan')].map((line) => line.textContent ?? '');
      if (lines.length > 1) all = all.split(lines.join('')).join(lines.join(' '));
      // A name cut short with an ellipsis ('Information Tec…') reads as its whole name, kept in the label's <title>.
      const whole = label.querySelector('title')?.textContent;
      const shown = [...label.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('');
      if (whole && shown && shown !== whole) all = all.split(shown).join(whole);
    }
    return all;
  });
  text = text.replace(/\b(RSK|TSK)-\d{4}-\d{4}\b/g, ' ').replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
  for (const allow of [...allowed].sort((a, b) => b.length - a.length)) text = text.split(allow).join(' ');
  return [...new Set(text.match(/[A-Za-z]{2,}/g) ?? [])];
}

/**
 * Texts the interface may show in Latin letters in Arabic: language name, key names, product names and the acronyms
 * the Arabic catalogues keep (an activity of a settings change can show them on the dashboard).
 */
export const ALWAYS_ALLOWED = [
  'English',
  'Ctrl',
  'QQ',
  'BMC',
  'SMTP',
  'TLS',
  'SSL',
  'STARTTLS',
  'HTML',
  'IP',
  'Excel',
  // The file types evidence may have (the attachments card's hint) and the unit of their size.
  'PDF',
  'CSV',
  'Office',
  'OpenDocument',
  'MB',
  'KB',
  'admin123',
  'admin',
];

/** Saves a full-page screenshot under test-results/screenshots/ for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(process.cwd(), 'test-results/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Waits until nothing on the page is loading any more (spinners, skeletons, busy regions). */
export async function settledPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('.ant-spin-spinning, .ant-skeleton, [aria-busy="true"], [data-testid="skeleton-rows"]'),
    undefined,
    { timeout: 15_000 },
  );
}

type CatalogueTree = { [key: string]: string | CatalogueTree };
const catalogues = new Map<string, CatalogueTree>();
const CATALOGUE_DIRS = { common: 'libs/frontend', shell: 'shell', risks: 'mfe-risks', tasks: 'mfe-tasks', admin: 'mfe-admin' } as const;

/** A text of the product's catalogues, e.g. text('ar', 'risks', 'list.title'); {{placeholders}} filled from `values`. */
export function text(
  language: Language,
  namespace: keyof typeof CATALOGUE_DIRS,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const id = `${namespace}/${language}`;
  let tree = catalogues.get(id);
  if (!tree) {
    const file = path.resolve(import.meta.dirname, '../..', CATALOGUE_DIRS[namespace], 'src/i18n', `${language}.json`);
    tree = JSON.parse(readFileSync(file, 'utf8')) as CatalogueTree;
    catalogues.set(id, tree);
  }
  const value = key
    .split('.')
    .reduce<string | CatalogueTree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`No text ${namespace}:${key} in ${language}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** Signs in through the login screen in whatever language it shows, and waits for the dashboard. */
export async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('sidebar-footer').first().waitFor();
}

/** Clicks the language switch (header, login page or dev host) and waits for the document to follow. */
export async function switchLanguage(page: Page, to: Language): Promise<void> {
  await page.getByTestId('language-switch').first().click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, to);
}
