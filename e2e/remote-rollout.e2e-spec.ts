import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
// The stack launcher is the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { freePort, startOwnGateway } from '../scripts/testing/own-stack.js';
import { launchBrowser, newPage, sidebarMenu, signIn, visible } from './support/browser';
import { ADMIN, TEST_TIMEOUT_MS } from './support/env';
import { frontEndRoot, publishedCopy, serveFolder, type FrontEndRoot } from './support/front-ends';

jest.setTimeout(TEST_TIMEOUT_MS);

const SUBTITLE = 'Organize and track tasks across all projects';
const NEW_SUBTITLE = 'Organize and track tasks across all projects (version 2)';

/**
 * Rolling out one remote (deploy/README.md "Roll out one remote"): the shell reads /mf-remotes.json at each page
 * load, so pointing mfe_tasks at another published build switches to it with the same shell build; a remote whose
 * URL does not answer shows its message in its own area. A gateway of the test's own serves the built shell with
 * the test's mf-remotes.json (as the ConfigMap would) over the run's services; the new mfe-tasks is served from
 * another origin, as from a CDN.
 */
describe('rolling out one remote through mf-remotes.json', () => {
  let browser: Browser;
  let files: FrontEndRoot;
  let copyDir: string;
  let cdn: Awaited<ReturnType<typeof serveFolder>>;
  let gateway: { baseUrl: string; stop(): Promise<void> };
  let deadOrigin: string;

  beforeAll(async () => {
    files = frontEndRoot();
    copyDir = publishedCopy('mfe-tasks', (name, content) =>
      name === 'mf-manifest.json'
        ? content.replace(/"buildVersion":\s*"[^"]*"/, '"buildVersion":"0.2.0"')
        : content.replaceAll(SUBTITLE, NEW_SUBTITLE),
    );
    cdn = await serveFolder(copyDir);
    deadOrigin = `http://127.0.0.1:${await freePort()}`; // nothing listens there
    gateway = await startOwnGateway({ STATIC_ROOT: files.root, CSP_SCRIPT_ORIGINS: `${cdn.origin},${deadOrigin}` });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await gateway?.stop();
    await cdn?.close();
    files?.dispose();
    if (copyDir) rmSync(copyDir, { recursive: true, force: true });
  }, 60_000);

  it('loads the new build of mfe-tasks once its URL changes in mf-remotes.json, without a new shell', async () => {
    files.writeRemotes({});
    const { context, page } = await newPage(browser, undefined, gateway.baseUrl);
    const shellScripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === gateway.baseUrl && url.pathname.endsWith('.js') && !url.pathname.startsWith('/remotes/'))
        shellScripts.add(url.pathname);
    });
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/tasks');
    await visible(page.getByText(SUBTITLE, { exact: true }));
    expect(cdn.requested).toEqual([]);
    const shellBefore = new Set(shellScripts);

    files.writeRemotes({ mfe_tasks: `${cdn.origin}/mf-manifest.json` });
    await page.reload();
    await visible(page.getByText(NEW_SUBTITLE, { exact: true }));
    expect(cdn.requested).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js']));
    // The same shell files (content-hashed names) before and after: the shell was not rebuilt.
    expect([...shellScripts].filter((s) => !shellBefore.has(s))).toEqual([]);

    // Rolling back is the same change.
    files.writeRemotes({});
    await page.reload();
    await visible(page.getByText(SUBTITLE, { exact: true }));
    await context.close();
  });

  it('shows the message of a remote whose URL does not answer in its own area, and the shell works on', async () => {
    files.writeRemotes({ mfe_tasks: `${deadOrigin}/mf-manifest.json` });
    const { context, page } = await newPage(browser, undefined, gateway.baseUrl);
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/tasks');
    await visible(page.getByText('This section is unavailable right now: the mfe-tasks module could not be loaded.'));
    // The shell around it still works: the sidebar leads to the shell's own dashboard.
    await sidebarMenu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await visible(page.getByRole('heading', { name: /Welcome back/ }));
    await context.close();
  });
});
