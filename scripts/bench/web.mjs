#!/usr/bin/env node
/**
 * `npm run bench:web`: what a browser downloads and how soon it paints, per page of a running product, in
 * headless Chromium (playwright-core, /usr/bin/chromium) with an empty cache. Prints, for the login page, the
 * dashboard and the risk list: the JavaScript and CSS bytes on the wire (as sent: compressed when the server
 * compresses) and unpacked, the number of scripts, and the Largest Contentful Paint. Asserts nothing.
 *
 *   npm start   # in another terminal (or --base-url)
 *   npm run bench:web -- [--base-url http://localhost:3000] [--runs 3]
 */
import { chromium } from 'playwright-core';
import { cliOptions } from './http-session.mjs';

const { arg, baseUrl, admin } = cliOptions();
const RUNS = Number(arg('runs', '3'));
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** Loads `path` in a fresh context (empty cache), signed in or not; answers bytes per type and the LCP. */
async function measure(browser, path, signedIn) {
  const context = await browser.newContext();
  if (signedIn) {
    const login = await context.request.post(`${baseUrl}/api/login`, { data: admin });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map();
  const totals = { js: 0, jsRaw: 0, scripts: 0, css: 0 };
  cdp.on('Network.responseReceived', ({ requestId, type }) => types.set(requestId, type));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const type = types.get(requestId);
    if (type === 'Script') {
      totals.js += encodedDataLength;
      totals.scripts++;
    } else if (type === 'Stylesheet') totals.css += encodedDataLength;
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    if (types.get(requestId) === 'Script') totals.jsRaw += dataLength;
  });
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
  await context.close();
  return { ...totals, lcp };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  console.log(`${baseUrl}, empty cache, median of ${RUNS} loads`);
  console.log(
    `${'page'.padEnd(12)}${'scripts'.padStart(8)}${'JS on the wire'.padStart(16)}${'JS unpacked'.padStart(13)}${'CSS'.padStart(8)}${'LCP'.padStart(9)}`,
  );
  for (const [name, path, signedIn] of [
    ['login', '/login', false],
    ['dashboard', '/', true],
    ['risk list', '/risks', true],
  ]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, path, signedIn));
    runs.sort((a, b) => a.lcp - b.lcp);
    const m = runs[Math.floor(runs.length / 2)];
    console.log(
      `${String(name).padEnd(12)}${String(m.scripts).padStart(8)}${kb(m.js).padStart(16)}${kb(m.jsRaw).padStart(13)}${kb(m.css).padStart(8)}${`${m.lcp.toFixed(0)} ms`.padStart(9)}`,
    );
  }
} finally {
  await browser.close();
}
