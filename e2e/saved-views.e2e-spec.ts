import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { SavedViewDto } from '@rtm/contracts';
import { seriousA11yViolations } from './support/a11y';
import { launchBrowser, toast, visible } from './support/browser';
import { ADMIN, TEST_TIMEOUT_MS, unique } from './support/env';
import { documentDirection, newPageIn, pageOverflow, PHONE, settledPage, signInAs, text, type Language } from './support/i18n';
import { RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS * 2);

/** The Views menu of the list pages: a view saved from the URL's filters, reopened from the menu and by its URL. */
describe('Saved views', () => {
  let browser: Browser;
  let admin: RiskApi;

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    browser = await launchBrowser();
  });

  afterAll(() => browser?.close());

  const viewNamed = async (list: 'risks' | 'tasks', name: string) => {
    const res = await admin.request<SavedViewDto[]>('GET', `/api/saved-views?list=${list}`);
    const view = res.body.find((v) => v.name === name);
    if (!view) throw new Error(`No saved view ${name}`);
    return view;
  };

  /** The Views dropdown, open (the sidebar is a menu too). */
  const openMenu = async (page: Page) => {
    await page.getByTestId('saved-views-menu').click();
    return visible(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu'));
  };

  /** Saves the current list's URL under `name`, shared with everyone, checking the dialog with axe. */
  const saveView = async (page: Page, language: Language, name: string) => {
    await (await openMenu(page)).getByRole('menuitem', { name: text(language, 'common', 'savedViews.saveCurrent') }).click();
    const dialog = await visible(page.getByRole('dialog', { name: text(language, 'common', 'savedViews.saveTitle') }));
    await dialog.getByLabel(text(language, 'common', 'savedViews.name')).fill(name);
    await dialog.getByLabel(text(language, 'common', 'savedViews.shareWithAll')).check();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: text(language, 'common', 'savedViews.saveOk') }).click();
    // The dialog's closing animation never ends once axe's page has stopped animations: the next step loads a page.
    await visible(toast(page, text(language, 'common', 'savedViews.saved')));
  };

  const searchOf = (page: Page) => new URL(page.url()).searchParams;

  it.each<Language>(['en', 'ar'])('saves a task view and reopens it from the menu and by its URL (%s)', async (language) => {
    const { context, page } = await newPageIn(browser, { language });
    try {
      await signInAs(page, ADMIN.username, ADMIN.password);
      await page.goto('/tasks?status=in_progress&priority=high&sort=dueDate&order=asc');
      await visible(page.getByTestId('saved-views-menu'));
      await settledPage(page);
      expect((await documentDirection(page)).dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const name = unique(language === 'ar' ? 'مهامي العاجلة ' : 'Urgent in progress ');
      await saveView(page, language, name);
      const view = await viewNamed('tasks', name);
      expect(view).toMatchObject({ query: 'status=in_progress&priority=high&sort=dueDate&order=asc', shared: true });

      // From the menu, on the bare list.
      await page.goto('/tasks');
      await visible(page.getByTestId('saved-views-menu'));
      await settledPage(page);
      const menu = await openMenu(page);
      await visible(menu.getByText(text(language, 'common', 'savedViews.mine'), { exact: true }));
      const item = menu.locator('[data-testid=saved-view-item]').filter({ hasText: name });
      await visible(item.getByText(text(language, 'common', 'savedViews.shared'), { exact: true }));
      expect(await item.locator('[dir=auto]').filter({ hasText: name }).count()).toBe(1);
      await page.mouse.move(0, 0); // the menu open, nothing hovered
      expect(await seriousA11yViolations(page)).toEqual([]);
      // axe stopped the page's animations, so a menu that closes stays half gone: choose from a fresh page.
      await page.goto('/tasks');
      await visible(page.getByTestId('saved-views-menu'));
      await (await openMenu(page)).locator('[data-testid=saved-view-item]').filter({ hasText: name }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'in_progress' && !url.searchParams.has('savedView'));
      expect(Object.fromEntries(searchOf(page))).toEqual({ status: 'in_progress', priority: 'high', sort: 'dueDate', order: 'asc' });

      // By its URL, at phone width, where the header's buttons wrap rather than run out of the screen.
      await page.setViewportSize(PHONE);
      await page.goto(`/tasks?savedView=${view.id}`);
      await page.waitForURL((url) => url.searchParams.get('priority') === 'high' && !url.searchParams.has('savedView'));
      await settledPage(page);
      await visible(page.getByTestId('saved-views-menu'));
      await visible(page.getByTestId('export-tasks'));
      expect(await pageOverflow(page)).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Export downloads the view's tasks (the file's contents: gateway/test/task-export.api-spec.ts).
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-tasks').click()]);
      expect(download.suggestedFilename()).toMatch(/^tasks-\d{4}-\d{2}-\d{2}\.xlsx$/);
    } finally {
      await context.close();
    }
  });

  it('saves, reopens and deletes a risk view', async () => {
    const { context, page } = await newPageIn(browser, { language: 'en' });
    try {
      await signInAs(page, ADMIN.username, ADMIN.password);
      await page.goto('/risks?search=supplier&status=open');
      await visible(page.getByTestId('saved-views-menu'));
      await settledPage(page);
      const name = unique('Open supplier risks ');
      await saveView(page, 'en', name);
      const view = await viewNamed('risks', name);
      expect(view.query).toBe('search=supplier&status=open');

      await page.goto(`/risks?savedView=${view.id}`);
      await page.waitForURL((url) => url.searchParams.get('search') === 'supplier' && !url.searchParams.has('savedView'));

      await (await openMenu(page)).getByRole('menuitem', { name: text('en', 'common', 'savedViews.delete') }).hover();
      await (await visible(page.locator('.ant-dropdown-menu-submenu-popup').getByRole('menuitem', { name }))).click();
      const confirm = await visible(page.getByRole('dialog', { name: text('en', 'common', 'savedViews.deleteTitle', { name }) }));
      await confirm.getByRole('button', { name: text('en', 'common', 'savedViews.deleteOk') }).click();
      await visible(toast(page, text('en', 'common', 'savedViews.deleted')));
      const left = await admin.request<SavedViewDto[]>('GET', '/api/saved-views?list=risks');
      expect(left.body.map((v) => v.id)).not.toContain(view.id);

      // A view that is gone says so and leaves the list as it is.
      await page.goto(`/risks?savedView=${view.id}`);
      await visible(toast(page, text('en', 'common', 'savedViews.notFound')));
      await page.waitForURL((url) => !url.searchParams.has('savedView'));
    } finally {
      await context.close();
    }
  });
});
