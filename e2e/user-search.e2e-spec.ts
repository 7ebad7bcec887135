import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import type { UserDto, UserRole } from '@rtm/contracts';
import { choose, launchBrowser, newPage, selectOption, signIn, visible } from './support/browser';
import { createUserAsAdmin } from './support/api';
import { ADMIN, TEST_TIMEOUT_MS, unique } from './support/env';

jest.setTimeout(TEST_TIMEOUT_MS * 2);

/** Rows of the users table (not antd's placeholder row). */
const userRows = (page: Page) => page.getByTestId('users-table').locator('tbody tr.ant-table-row');

/** The next GET /api/users whose query has every one of `params`. */
const usersRequest = (page: Page, params: Record<string, string>) =>
  page.waitForRequest((request: Request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/users' && Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value);
  });

/** The open drop-down's hint that more users match than it shows. */
const moreHint = (page: Page): Locator =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) [data-testid=user-picker-more]');

/**
 * Issue 22, users at 10,000: the users screen searches and pages on the server, and every user picker
 * searches the server as the user types (a page of 20), so anyone can be found by a part of their e-mail.
 * Each run makes its own users, tagged so that only they match.
 */
describe('Users searched and paged on the server', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const person = (tag: string, n: number, role: UserRole): Promise<UserDto> =>
    createUserAsAdmin({
      username: `${tag}_${n}`,
      password: 'secret123',
      firstName: `Pat${String(n).padStart(2, '0')}`,
      lastName: tag,
      email: `${tag}.${n}@pickers.example`,
      role,
    });

  it('searches /users by a part of the name, filters by role and pages with the total of all matches', async () => {
    const tag = unique('pager');
    for (let n = 0; n < 23; n++) await person(tag, n, n < 3 ? 'manager' : 'team_member');
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, ADMIN.username, ADMIN.password);
      await page.goto('/users');
      await visible(page.getByRole('heading', { name: 'User Management' }));

      const searched = usersRequest(page, { search: tag, limit: '20' });
      await page.getByRole('textbox', { name: 'Search users' }).fill(tag);
      await searched;
      await visible(page.getByText('1-20 of 23'));
      await page.waitForFunction(
        (text) =>
          [...document.querySelectorAll('[data-testid=users-table] tbody tr.ant-table-row')].filter((row) =>
            row.textContent?.includes(text),
          ).length === 20,
        tag,
      );
      expect(await userRows(page).count()).toBe(20);
      expect(new URL(page.url()).searchParams.get('search')).toBe(tag);

      const second = usersRequest(page, { search: tag, limit: '20', offset: '20' });
      await page.locator('.ant-pagination-item-2').click();
      await second;
      await visible(page.getByText('21-23 of 23'));
      // The range follows the URL at once; the rows follow the answer (the previous page shows until then).
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=users-table] tbody tr.ant-table-row').length === 3);
      for (const row of await userRows(page).all()) expect(await row.textContent()).toContain(tag);

      const managers = usersRequest(page, { search: tag, role: 'manager' });
      await choose(page, page.getByTestId('users-filter-role'), 'Manager');
      await managers;
      // The page before also had three rows: wait for the managers' badges, not for the count.
      await page.waitForFunction(() => {
        const badges = [...document.querySelectorAll('[data-testid=users-table] tbody tr.ant-table-row [data-testid=role-badge]')];
        return badges.length === 3 && badges.every((badge) => badge.textContent === 'Manager');
      });
      for (const row of await userRows(page).all()) expect(await row.getByTestId('role-badge').textContent()).toBe('Manager');
      expect(new URL(page.url()).searchParams.get('page')).toBeNull(); // a filter change goes back to page 1

      // Back and reload keep the search and the filter.
      await page.reload();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=users-table] tbody tr.ant-table-row').length === 3);
      expect(await page.getByRole('textbox', { name: 'Search users' }).inputValue()).toBe(tag);
    } finally {
      await context.close();
    }
  });

  it('finds a risk owner and a task assignee by typing a part of their e-mail, 20 users at a time', async () => {
    const tag = unique('picker');
    const owner = await person(tag, 1, 'manager');
    const assignee = await person(tag, 2, 'team_member');
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, ADMIN.username, ADMIN.password);
      await page.goto('/risks/new');
      const ownerField = page.locator('.ant-select').filter({ has: page.locator('#risk-form_ownerId') });
      await visible(ownerField);
      const searched = usersRequest(page, { search: `${tag}.1@pick`, role: 'manager,system_admin', limit: '20' });
      await ownerField.click();
      await page.keyboard.insertText(`${tag}.1@pick`); // at once: one search, whatever the machine's speed
      await searched;
      await selectOption(page, owner.email!).click();
      await visible(ownerField.getByText(`${owner.firstName} ${owner.lastName}`));
      // A team member is not offered as a risk owner.
      await ownerField.click();
      await page.keyboard.type(`${tag}.2@`);
      await visible(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('No users found'));
      await page.keyboard.press('Escape');

      await page.goto('/tasks/new');
      const assigneeField = page.locator('.ant-select').filter({ has: page.locator('#task-form_assignedToId') });
      await visible(assigneeField);
      await choose(page, assigneeField, assignee.email!, { search: `${tag}.2@pickers` });
      await visible(assigneeField.getByText(`${assignee.firstName} ${assignee.lastName}`));

      // Typing only the run's tag offers both, and nothing says that more match.
      await assigneeField.click();
      await page.keyboard.type(tag);
      await visible(selectOption(page, owner.email!));
      await visible(selectOption(page, assignee.email!));
      expect(await moreHint(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
