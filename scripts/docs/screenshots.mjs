/**
 * `npm run docs:screenshots`: the documentation's screenshots, taken from the running product in Chromium.
 *
 *   npm run docs:screenshots                              # starts the built product (fresh database), writes docs/images/
 *   npm run docs:screenshots -- --base-url http://localhost:3000 [--out dir] [--username admin --password admin123]
 *
 * It first seeds a small organisation through the API (./seed.mjs), then signs in as its people and takes each shot of
 * SHOTS. The browser test e2e/docs-screenshots.e2e-spec.ts runs it against the test product into a temporary folder.
 * A new screen of the user guide adds its shot here.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { chromium } from 'playwright-core';
import { RISK_IMPORT_COLUMNS } from '@rtm/contracts';
import { signIn } from '../bench/http-session.mjs';
import { PASSWORD, seedDocsData } from './seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_OUT = path.join(ROOT, 'docs/images');
const VIEWPORT = { width: 1280, height: 800 };

/**
 * Every screenshot: its file, who is signed in (`null`: nobody), language, theme, the path (a function of the seeded
 * ids), what must be on screen first, an optional step before the shot and whether the whole page is taken.
 * @type {import('./screenshots.d.mts').Shot[]}
 */
export const SHOTS = [
  // README
  { file: 'dashboard-light.png', who: 'manager', lang: 'en', path: () => '/', ready: ['risk-matrix', 'activity-feed'] },
  { file: 'board-dark.png', who: 'manager', lang: 'en', theme: 'dark', path: () => '/tasks?view=board', ready: ['task-board'] },
  { file: 'risks-ar.png', who: 'manager', lang: 'ar', path: () => '/risks', ready: ['risks-table'] },
  // User guide
  { file: 'login-en.png', who: null, lang: 'en', path: () => '/login', ready: ['login-submit'] },
  { file: 'login-ar.png', who: null, lang: 'ar', path: () => '/login', ready: ['login-submit'] },
  {
    file: 'dashboard-en.png',
    who: 'manager',
    lang: 'en',
    path: () => '/',
    ready: ['risk-matrix', 'activity-feed', 'risk-charts'],
    fullPage: true,
  },
  {
    file: 'dashboard-ar.png',
    who: 'manager',
    lang: 'ar',
    path: () => '/',
    ready: ['risk-matrix', 'activity-feed', 'risk-charts'],
    fullPage: true,
  },
  // Issue 30: My profile with the person's sessions (the shot's own sign-in is the one marked 'This session').
  { file: 'profile-sessions-en.png', who: 'manager', lang: 'en', path: () => '/profile', ready: ['sessions-card', 'current-session'] },
  { file: 'profile-sessions-ar.png', who: 'manager', lang: 'ar', path: () => '/profile', ready: ['sessions-card', 'current-session'] },
  // Issue 25: an approver's dashboard with the appetite and acceptance cards and the residual matrix.
  {
    file: 'dashboard-residual-en.png',
    who: 'admin',
    lang: 'en',
    path: () => '/?matrix=residual',
    ready: ['governance-cards', 'risk-matrix'],
    fullPage: true,
  },
  {
    file: 'dashboard-team-member-en.png',
    who: 'teamMember',
    lang: 'en',
    path: () => '/',
    ready: ['task-board', 'activity-feed'],
    fullPage: true,
  },
  { file: 'risks-en.png', who: 'manager', lang: 'en', path: () => '/risks', ready: ['risks-table'] },
  {
    file: 'risk-new-en.png',
    who: 'manager',
    lang: 'en',
    path: () => '/risks/new',
    ready: ['risk-score-preview'],
    step: fillRiskForm,
    fullPage: true,
  },
  {
    file: 'risk-new-ar.png',
    who: 'manager',
    lang: 'ar',
    path: () => '/risks/new',
    ready: ['risk-score-preview'],
    step: fillRiskForm,
    fullPage: true,
  },
  {
    file: 'risk-detail-en.png',
    who: 'manager',
    lang: 'en',
    path: (s) => `/risks/${s.featuredRiskId}`,
    ready: ['risk-details-card', 'comments-card', 'linked-task'],
    fullPage: true,
  },
  {
    file: 'risk-detail-ar.png',
    who: 'manager',
    lang: 'ar',
    path: (s) => `/risks/${s.featuredRiskId}`,
    ready: ['risk-details-card', 'comments-card', 'linked-task'],
    fullPage: true,
  },
  // Issue 26: the featured risk's Reviews card, and the review dialog of a rescoring.
  {
    file: 'risk-reviews-en.png',
    who: 'manager',
    lang: 'en',
    path: (s) => `/risks/${s.featuredRiskId}`,
    ready: ['risk-reviews-card', 'risk-review-entry'],
    step: scrollTo('risk-reviews-card'),
  },
  {
    file: 'risk-review-dialog-en.png',
    who: 'manager',
    lang: 'en',
    path: (s) => `/risks/${s.featuredRiskId}`,
    ready: ['risk-reviews-card'],
    step: fillReviewDialog,
  },
  // Issue 26: the Trends page, as of now and in the compare mode (the history starts the day the product's database was
  // made, which on a fresh product is today: the compare mode's other day is that day).
  {
    file: 'trends-en.png',
    who: 'manager',
    lang: 'en',
    path: () => '/risks/trends',
    ready: ['trends-matrix', 'level-trend-card'],
    fullPage: true,
  },
  {
    file: 'trends-compare-en.png',
    who: 'manager',
    lang: 'en',
    path: () => '/risks/trends',
    ready: ['trends-matrix', 'level-trend-card'],
    step: compareTrends,
    fullPage: true,
  },
  {
    file: 'trends-compare-ar.png',
    who: 'manager',
    lang: 'ar',
    path: () => '/risks/trends',
    ready: ['trends-matrix', 'level-trend-card'],
    step: compareTrends,
    fullPage: true,
  },
  // Issue 27: working in bulk. The preview of an edited export, the bulk edit dialog, and the saved views menu.
  {
    file: 'import-update-preview-en.png',
    who: 'manager',
    lang: 'en',
    path: () => '/risks',
    ready: ['risks-table', 'import-update'],
    step: previewEditedExport,
  },
  { file: 'bulk-edit-en.png', who: 'manager', lang: 'en', path: () => '/risks', ready: ['risks-table'], step: openBulkEdit },
  {
    file: 'saved-views-en.png',
    who: 'manager',
    lang: 'en',
    path: () => '/risks?level=high&sort=riskScore&order=desc',
    ready: ['risks-table', 'saved-views-menu'],
    step: openSavedViews,
  },
  { file: 'tasks-board-en.png', who: 'manager', lang: 'en', path: () => '/tasks?view=board', ready: ['task-board'] },
  { file: 'tasks-board-ar.png', who: 'manager', lang: 'ar', path: () => '/tasks?view=board', ready: ['task-board'] },
  {
    file: 'task-new-en.png',
    who: 'manager',
    lang: 'en',
    path: () => '/tasks/new',
    ready: ['risk-picker'],
    step: fillTaskForm,
    fullPage: true,
  },
  {
    file: 'task-detail-en.png',
    who: 'manager',
    lang: 'en',
    path: (s) => `/tasks/${s.featuredTaskId}`,
    ready: ['history-entry', 'linked-risk'],
    fullPage: true,
  },
  { file: 'activity-en.png', who: 'admin', lang: 'en', path: () => '/activity', ready: ['activity-item'] },
  { file: 'users-en.png', who: 'admin', lang: 'en', path: () => '/users', ready: ['users-table'] },
  { file: 'departments-en.png', who: 'admin', lang: 'en', path: () => '/departments', ready: ['departments-table'] },
  { file: 'settings-smtp-en.png', who: 'admin', lang: 'en', path: () => '/settings', ready: ['smtp-settings-form'], fullPage: true },
  { file: 'settings-templates-en.png', who: 'admin', lang: 'en', path: () => '/settings', ready: ['smtp-settings-form'], step: openTab(1) },
  {
    file: 'settings-escalation-en.png',
    who: 'admin',
    lang: 'en',
    path: () => '/settings',
    ready: ['smtp-settings-form'],
    step: openTab(2),
  },
  {
    file: 'settings-escalation-ar.png',
    who: 'admin',
    lang: 'ar',
    path: () => '/settings',
    ready: ['smtp-settings-form'],
    step: openTab(2),
  },
  {
    file: 'settings-appetite-en.png',
    who: 'admin',
    lang: 'en',
    path: () => '/settings',
    ready: ['smtp-settings-form'],
    step: openTab(3),
  },
  {
    file: 'settings-reviews-en.png',
    who: 'admin',
    lang: 'en',
    path: () => '/settings',
    ready: ['smtp-settings-form'],
    step: openTab(4),
  },
  // Last: it adds two risks.
  { file: 'import-en.png', who: 'manager', lang: 'en', path: () => '/risks', ready: ['risks-table'], step: uploadSpreadsheet },
];

/** `ready` names a data-testid, except the SMTP form, which is found by its id. */
function readySelector(name) {
  return name === 'smtp-settings-form' ? 'form#smtp-settings' : `[data-testid="${name}"]`;
}

/** Waits until nothing on the page is loading: no request in flight, no skeleton or spinner, fonts in, motion over. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]'), null, { timeout: 15_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  // antd's opening animations (cards, tabs, toasts) last up to 0.3 s.
  await page.waitForTimeout(600);
}

async function fillRiskForm(page) {
  await page.locator('#risk-form_title').fill('Ransomware attack on the clinic network');
  await page
    .locator('#risk-form_description')
    .fill('Clinic computers run an unsupported operating system and share one network with the servers.');
  await pick(page, '#risk-form_riskType', 1);
  await page.locator('#risk-form_suggestedSolution').fill('Move the servers to their own network and replace the unsupported systems.');
  await pick(page, '#risk-form_ownerId', 'Sara Al-Harbi', 'Al-Harbi');
  // Typed first: on a product with many departments the list shows only the first few (a virtual list).
  await pick(page, '#risk-form_departmentIds', 'Information Technology', 'Information Tech');
  await pick(page, '#risk-form_departmentIds', 'Clinical Operations', 'Clinical Oper');
  await page.locator('#risk-form_likelihood').fill('4');
  await page.locator('#risk-form_impact').fill('5');
  await page.locator('#risk-form_title').click();
}

/** Picks an option (by its text, or its place in the list) of the antd Select whose input is `input`, typing `search` first. */
async function pick(page, input, option, search) {
  await page.locator(input).click();
  if (search) await page.keyboard.type(search);
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await (typeof option === 'number' ? options.nth(option) : options.filter({ hasText: option }).first()).click();
  await page.keyboard.press('Escape');
}

async function fillTaskForm(page) {
  await page.locator('#task-form_title').fill('Move the clinic servers to their own network');
  await page.locator('#task-form_description').fill('Separate the servers from the clinic computers with a firewall between them.');
  await pick(page, '#task-form_priority', 2);
  await pick(page, '#task-form_assignedToId', 'Noura Salem', 'Noura');
  await pick(page, '#task-form_riskIds', 'Patient records', 'Patient');
  await page.locator('#task-form_title').click();
}

/** Scrolls the element with this data-testid to the top of the window, below the sticky header. */
function scrollTo(testId) {
  return async (page) => {
    await page.getByTestId(testId).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 72));
  };
}

/** Opens the review dialog of the risk and fills a rescoring (not saved). */
async function fillReviewDialog(page) {
  await page.getByTestId('review-risk').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Rescored').check();
  await dialog.locator('#risk-review_likelihood').fill('3');
  await dialog
    .locator('#risk-review_comment')
    .fill('The standby server is live and the failover was tested: the outage is less likely now.');
}

/** Turns the Trends page's compare mode on (its other day by default) and waits for the movements. */
async function compareTrends(page) {
  await page.getByTestId('trends-compare-switch').click();
  await page.getByTestId('compare-matrix-to').waitFor({ state: 'visible' });
  await page.getByTestId('movements-card').waitFor({ state: 'visible' });
}

function openTab(index) {
  return async (page) => {
    await page.getByRole('tab').nth(index).click();
    await page.waitForFunction((i) => document.querySelectorAll('.ant-tabs-tab')[i]?.classList.contains('ant-tabs-tab-active'), index);
  };
}

/** Uploads a filled template with two good rows and one in error, and waits for the result. */
async function uploadSpreadsheet(page, { workDir }) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Risks');
  sheet.addRow([...RISK_IMPORT_COLUMNS]);
  // prettier-ignore
  sheet.addRow(['Network switches out of vendor support', 'The core switches get no security fixes after June.', 'Replace them in the next budget.', 'technical', 'open', null, 'once', 3, 4, 'sara.alharbi', 'Information Technology']);
  // prettier-ignore
  sheet.addRow(['Water damage in the archive room', null, 'Move the archive to shelves off the floor.', 'operational', 'open', null, 'yearly', 2, 3, 'omar.haddad', 'Finance; Legal & Compliance']);
  sheet.addRow(['ab', null, null, 'technical', 'open', null, 'once', 1, 1, 'sara.alharbi', 'Information Technology']);
  const file = path.join(workDir, 'risks.xlsx');
  await book.xlsx.writeFile(file);
  await page.getByTestId('upload-risks-input').setInputFiles(file);
  await page.getByTestId('upload-errors').waitFor({ state: 'visible', timeout: 30_000 });
}

/** Exports the list, renames one risk and gives another an impossible likelihood, and opens the file's preview. */
async function previewEditedExport(page) {
  const exported = await page.request.get('/api/risks/export');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await exported.body());
  const sheet = book.worksheets[0];
  sheet.getRow(2).getCell(2).value = `${sheet.getRow(2).getCell(2).value} (reviewed)`;
  sheet.getRow(3).getCell(9).value = 9;
  await page.getByTestId('import-update').click();
  await page.getByTestId('import-update-input').setInputFiles({
    name: 'risk-register.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await page.getByTestId('import-preview').waitFor({ state: 'visible', timeout: 30_000 });
}

/** Ticks three risks and opens the bulk edit with a status chosen (not applied). */
async function openBulkEdit(page) {
  const rows = page.getByTestId('risks-table').getByTestId('risk-row');
  for (const i of [0, 1, 2]) await rows.nth(i).locator('.ant-checkbox').click();
  await page.getByTestId('bulk-edit-bar').getByRole('button', { name: 'Edit selected' }).click();
  await page.getByRole('dialog').getByTestId('bulk-status').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: 'Under Review' })
    .click();
}

/** Saves the filtered list as a shared view (unless a run before did), then opens the Views menu that lists it. */
async function openSavedViews(page) {
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu');
  const saved = menu.getByRole('menuitem', { name: /High risks by score/ });
  await page.getByTestId('saved-views-menu').click();
  await menu.waitFor({ state: 'visible' });
  if (await saved.count()) return;
  await menu.getByRole('menuitem', { name: 'Save current view...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save current view' });
  await dialog.getByLabel('Name').fill('High risks by score');
  await dialog.getByLabel('Share with everyone').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('saved-views-menu').click();
  await saved.waitFor({ state: 'visible' });
}

/**
 * Seeds the data set, then takes every shot of SHOTS (or those named in `only`) into `outDir`.
 * @param {import('./screenshots.d.mts').ScreenshotOptions} options
 * @returns {Promise<string[]>} the files written
 */
export async function takeScreenshots({
  baseUrl,
  outDir = DEFAULT_OUT,
  chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  admin = { username: 'admin', password: 'admin123' },
  only,
  log = console.log,
}) {
  const seeded = await seedDocsData(baseUrl, admin, log);
  const people = { admin, manager: seeded.manager, teamMember: seeded.teamMember };
  mkdirSync(outDir, { recursive: true });
  const workDir = mkdtempSync(path.join(tmpdir(), 'rtm-docs-'));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const pages = new Map();
  /** One page per person, language and theme, signed in by the session cookie of an API sign-in. */
  const pageFor = async ({ who, lang, theme = 'light' }) => {
    const key = `${who}:${lang}:${theme}`;
    if (!pages.has(key)) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, locale: lang === 'ar' ? 'ar' : 'en-GB' });
      // Generous: on a loaded machine a remote's first load takes tens of seconds.
      context.setDefaultTimeout(120_000);
      context.setDefaultNavigationTimeout(120_000);
      await context.addInitScript(
        ([language, mode]) => {
          localStorage.setItem('language', language);
          localStorage.setItem('theme', mode);
        },
        [lang, theme],
      );
      if (who) {
        const api = await signIn(baseUrl, people[who]);
        const [name, value] = api.cookie().split(/=(.*)/s);
        await context.addCookies([{ name, value, url: baseUrl }]);
      }
      pages.set(key, await context.newPage());
    }
    return pages.get(key);
  };
  const written = [];
  try {
    for (const shot of SHOTS.filter((s) => !only || only.includes(s.file))) {
      const started = Date.now();
      const page = await pageFor(shot);
      await page.goto(shot.path(seeded));
      for (const name of shot.ready) await page.locator(readySelector(name)).first().waitFor({ state: 'visible' });
      await settle(page);
      if (shot.step) {
        await shot.step(page, { workDir });
        await settle(page);
      }
      const file = path.join(outDir, shot.file);
      await page.screenshot({ path: file, fullPage: !!shot.fullPage });
      written.push(file);
      log(`${shot.file} (${Date.now() - started} ms)`);
    }
  } finally {
    await browser.close();
    rmSync(workDir, { recursive: true, force: true });
  }
  return written;
}

async function main() {
  const argv = process.argv.slice(2);
  const arg = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
  };
  const external = arg('base-url');
  const admin = { username: arg('username', 'admin'), password: arg('password', 'admin123') };
  const outDir = path.resolve(arg('out', DEFAULT_OUT));
  const only = arg('only')?.split(',');
  // Started here only when no running product is named (it needs the build: npx nx run-many -t build).
  const { benchProduct } = await import('../bench/own-product.mjs');
  const product = await benchProduct({ label: 'docs', external, arg });
  try {
    const files = await takeScreenshots({ baseUrl: product.baseUrl.replace(/\/$/, ''), outDir, admin, only });
    console.log(`${files.length} screenshots in ${path.relative(process.cwd(), outDir) || '.'}`);
  } finally {
    await product.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

export { PASSWORD };
