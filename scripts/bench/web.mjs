#!/usr/bin/env node
/**
 * `npm run bench:web`: how soon the product is usable in headless Chromium (playwright-core, /usr/bin/chromium),
 * with an empty cache each run (a fresh browser context). Prints, as medians over `--runs`:
 * - sign-in click to a usable dashboard (every card of the admin's dashboard drawn with its data: see `dashboardUsable`),
 *   with when its first data request left and when the last remote module arrived;
 * - the risk list and the task board usable after a click in the sidebar from that dashboard;
 * - per page (login, dashboard, risk list): the scripts, JavaScript bytes on the wire and unpacked, CSS and the LCP.
 * Asserts nothing.
 *
 *   npm run bench:web -- [--risks 10000] [--tasks 1000] [--runs 5] [--warm-up 1]   # starts its own product (fresh database)
 *   npm run bench:web -- --base-url http://localhost:3000 [--risks N]           # a running product (adds risks up to N)
 */
import { chromium } from 'playwright-core';
import { loadDemoData } from '../demo/demo-data.mjs';
import { cliOptions, signIn } from './http-session.mjs';
import { benchProduct } from './own-product.mjs';
import { seedTasks } from './seed-tasks.mjs';

const { arg, admin } = cliOptions();
const external = arg('base-url', '');
const RUNS = Number(arg('runs', '5'));
const WARM_UP = Number(arg('warm-up', '1'));
const RISKS = Number(arg('risks', '10000'));
const TASKS = Number(arg('tasks', '1000'));
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value) => `${value.toFixed(0)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The admin's dashboard is usable (answers the time it is) when its cards are drawn with data: the three stat cards show a value, the escalation
 * alerts card is there (the demo data has critical risks), the matrix counts are in, the department summary, both
 * charts and the activity feed are drawn, and nothing on the page is a skeleton or a spinner.
 */
function dashboardUsable() {
  const q = (selector) => document.querySelector(selector);
  const main = q('main');
  if (!main || main.querySelector('.ant-skeleton, .ant-spin-spinning, [role="status"] .ant-spin')) return false;
  const statCards = ['stat-total-risks', 'stat-my-tasks', 'stat-completion-rate'];
  if (!statCards.every((id) => q(`[data-testid="${id}"] [data-testid="stat-value"]`))) return false;
  const usable =
    q('[data-testid="escalation-alerts"] [data-testid="alert-item"]') &&
    q('[data-testid="risk-matrix"] [data-count]') &&
    q('[data-testid="department-risk-summary"] [data-testid="department-risk-card"]') &&
    q('[data-testid="department-severity-chart"] .chart-surface') &&
    q('[data-testid="opened-closed-chart"] .chart-surface') &&
    q('[data-testid="activity-feed"] li');
  return !!usable && performance.timeOrigin + performance.now();
}

/** The risk list: its first page of rows, no skeleton, no spinner. */
function riskListUsable() {
  const main = document.querySelector('main');
  if (!main || main.querySelector('.ant-skeleton, .ant-spin-spinning')) return false;
  const usable = main.querySelector('[data-testid="risks-table"] tbody tr[data-row-key], [data-testid="risk-cards"] a');
  return !!usable && performance.timeOrigin + performance.now();
}

/** The task board: its four columns, at least one card, no spinner. */
function boardUsable() {
  const main = document.querySelector('main');
  if (!main || main.querySelector('.ant-skeleton, .ant-spin-spinning')) return false;
  const usable =
    main.querySelector('[data-testid="task-column-blocked"]') && main.querySelector('[data-testid="task-board"] [draggable="true"]');
  return !!usable && performance.timeOrigin + performance.now();
}

/**
 * Epoch ms when `predicate` first held in the page, checked every frame. Each predicate answers
 * performance.timeOrigin + performance.now() when it holds (false before): functions go to the page as they are,
 * since the product's CSP allows no eval there.
 */
async function whenUsable(page, predicate) {
  const handle = await page.waitForFunction(predicate, undefined, { polling: 'raf', timeout: 240_000 });
  return /** @type {number} */ (await handle.jsonValue());
}

/** Follows the network of `page` through CDP: bytes per type, and epoch ms of each request's start and end. */
async function watchNetwork(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  const totals = { js: 0, jsRaw: 0, scripts: 0, css: 0 };
  // CDP timestamps are monotonic seconds; wallTime on requestWillBeSent maps them to epoch.
  let offset = 0;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, wallTime }) => {
    offset = wallTime * 1000 - timestamp * 1000;
    requests.set(requestId, { url: request.url, start: wallTime * 1000, end: 0, type: '' });
  });
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    const r = requests.get(requestId);
    if (r) r.type = type;
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    if (requests.get(requestId)?.type === 'Script') totals.jsRaw += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const r = requests.get(requestId);
    if (!r) return;
    r.end = timestamp * 1000 + offset;
    if (r.type === 'Script') {
      totals.js += encodedDataLength;
      totals.scripts++;
    } else if (r.type === 'Stylesheet') totals.css += encodedDataLength;
  });
  return { totals, requests: () => [...requests.values()] };
}

/** Counts React's commits (how many times the page was drawn), through the hook React's production build calls for its developer tools. */
function countReactCommits() {
  const commits = [];
  /** @type {any} */ (window).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    checkDCE() {},
    inject() {
      return 1;
    },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot() {
      commits.push(performance.timeOrigin + performance.now());
    },
  };
  /** @type {any} */ (window).__reactCommits = commits;
}

/** One sign-in: from the click on Sign in to a usable dashboard, then the risk list and the board after a sidebar click. */
async function signInRun(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addInitScript(countReactCommits);
    const page = await context.newPage();
    const network = await watchNetwork(context, page);
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.locator('#username').fill(admin.username);
    await page.locator('#password').fill(admin.password);
    const clicked = await page.evaluate(() => {
      const at = performance.timeOrigin + performance.now();
      /** @type {HTMLButtonElement} */ (document.querySelector('[data-testid="login-submit"]')).click();
      return at;
    });
    await page.waitForURL(`${baseUrl}/`, { waitUntil: 'commit' });
    const usable = await whenUsable(page, dashboardUsable);
    const after = network.requests().filter((r) => r.start >= clicked);
    const dataStarts = after.filter((r) => /\/api\/(risks|tasks|escalation-alerts|activities)/.test(r.url)).map((r) => r.start);
    const remoteEnds = after.filter((r) => r.url.includes('/remotes/') && r.end > 0).map((r) => r.end);
    const commits = (await page.evaluate(() => /** @type {any} */ (window).__reactCommits)).filter(
      (c) => c.at >= clicked && c.at <= usable,
    );
    const dashboard = {
      usable: usable - clicked,
      commits: commits.length,
      firstData: dataStarts.length ? Math.min(...dataStarts) - clicked : NaN,
      remotesLoaded: remoteEnds.length ? Math.max(...remoteEnds) - clicked : NaN,
    };

    const risksClicked = await page.evaluate(() => {
      const at = performance.timeOrigin + performance.now();
      /** @type {HTMLElement} */ (document.querySelector('aside a[href="/risks"], nav a[href="/risks"], a[href="/risks"]')).click();
      return at;
    });
    const riskList = (await whenUsable(page, riskListUsable)) - risksClicked;

    const boardClicked = await page.evaluate(() => {
      const at = performance.timeOrigin + performance.now();
      window.history.pushState({}, '', '/tasks?view=board');
      window.dispatchEvent(new PopStateEvent('popstate'));
      return at;
    });
    const board = (await whenUsable(page, boardUsable)) - boardClicked;
    return { ...dashboard, riskList, board };
  } finally {
    await context.close();
  }
}

/** Loads `path` in a fresh context (empty cache), signed in or not; answers bytes per type and the LCP. */
async function pageWeight(browser, baseUrl, path, signedIn) {
  const context = await browser.newContext();
  try {
    if (signedIn) {
      const login = await context.request.post(`${baseUrl}/api/login`, { data: admin });
      if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    }
    const page = await context.newPage();
    const { totals } = await watchNetwork(context, page);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    // The last largest-contentful-paint entry the page recorded (buffered), in ms from navigation.
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const type = /** @type {any} */ ('largest-contentful-paint');
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({ type, buffered: true });
          setTimeout(() => resolve(0), 3000);
        }),
    );
    return { ...totals, lcp };
  } finally {
    await context.close();
  }
}

/** Risks up to RISKS (the demo data, through the import), tasks up to TASKS (one in ten the admin's). */
async function seed(product) {
  const api = await signIn(product.baseUrl, admin);
  const total = async (path) => Number((await api('GET', path)).headers.get('x-total-count'));
  const risks = await total('/api/risks?limit=0');
  if (risks < RISKS) {
    const started = Date.now();
    const { created } = await loadDemoData(api, { count: RISKS - risks, log: () => undefined });
    console.log(`loaded ${created} demo risks in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const databaseUrl = product.env?.DATABASE_URL ?? arg('database-url', '');
  const tasks = await total('/api/tasks?limit=0');
  if (tasks < TASKS && databaseUrl) {
    const me = (await api('GET', '/api/auth/me')).json;
    await seedTasks({ databaseUrl, count: TASKS - tasks, benchUserId: me.id, risks: await total('/api/risks?limit=0') });
  }
  const waited = await product.waitForEvents();
  console.log(`waited ${waited.toFixed(1)} s for the services to handle every pending event`);
  return { risks: await total('/api/risks?limit=0'), tasks: await total('/api/tasks?limit=0') };
}

const product = await benchProduct({ label: 'benchweb', external, arg });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const { baseUrl } = product;
  const counts = await seed(product);
  const { loadavg, cpus } = await import('node:os');
  console.log(
    `\n${baseUrl}: ${counts.risks} risks, ${counts.tasks} tasks; empty cache, median of ${RUNS} runs; ` +
      `${cpus().length} cores, load average ${loadavg()[0].toFixed(2)}`,
  );
  // Warm-up: the server's first reads (plans, pools), not counted.
  for (let i = 0; i < WARM_UP; i++) await signInRun(browser, baseUrl);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await signInRun(browser, baseUrl));
  const line = (label, key) =>
    console.log(
      `${label.padEnd(44)}${ms(median(runs.map((r) => r[key]))).padStart(9)}   (${runs.map((r) => r[key].toFixed(0)).join(', ')})`,
    );
  line('sign-in click -> usable dashboard', 'usable');
  line('  first dashboard data request left', 'firstData');
  line('  last remote module arrived', 'remotesLoaded');
  const count = (label, key) =>
    console.log(`${label.padEnd(44)}${String(median(runs.map((r) => r[key]))).padStart(9)}   (${runs.map((r) => r[key]).join(', ')})`);
  count('  React commits until usable', 'commits');
  line('sidebar click -> usable risk list', 'riskList');
  line('navigation -> usable task board', 'board');

  console.log(
    `\n${'page'.padEnd(12)}${'scripts'.padStart(8)}${'JS on the wire'.padStart(16)}${'JS unpacked'.padStart(13)}${'CSS'.padStart(8)}${'LCP'.padStart(9)}`,
  );
  for (const [name, path, signedIn] of [
    ['login', '/login', false],
    ['dashboard', '/', true],
    ['risk list', '/risks', true],
  ]) {
    const weights = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) weights.push(await pageWeight(browser, baseUrl, path, signedIn));
    weights.sort((a, b) => a.lcp - b.lcp);
    const m = weights[Math.floor(weights.length / 2)];
    console.log(
      `${String(name).padEnd(12)}${String(m.scripts).padStart(8)}${kb(m.js).padStart(16)}${kb(m.jsRaw).padStart(13)}${kb(m.css).padStart(8)}${ms(m.lcp).padStart(9)}`,
    );
  }
} finally {
  await browser.close();
  await product.stop();
}
