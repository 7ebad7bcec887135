import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { AR } from '@rtm/contracts';
import {
  choose,
  eventuallyVisible,
  launchBrowser,
  newPage,
  noToasts,
  selectOption,
  sidebarMenu,
  signIn,
  toast,
  visible,
} from './support/browser';
import { createUserAsAdmin } from './support/api';
import { ADMIN, TEST_TIMEOUT_MS, unique } from './support/env';

jest.setTimeout(TEST_TIMEOUT_MS);

describe('Administration', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the admin in /users', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN.username, ADMIN.password);
    await sidebarMenu(page).getByRole('link', { name: 'Users', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'User Management' }));
    const row = await visible(page.getByRole('row').filter({ hasText: `@${ADMIN.username}` }));
    expect(await row.textContent()).toContain('System Admin');
    await context.close();
  });

  it('creates a user in /users, who then appears in /activity', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/users');
    const username = unique('e2e_user_');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Add User' }));
    await dialog.getByLabel('First Name').fill('Eve');
    await dialog.getByLabel('Last Name').fill('Tester');
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await visible(dialog.getByText('Password must be at least 6 characters'));
    await visible(dialog.getByText('Invalid email address'));
    await dialog.getByLabel('Password', { exact: true }).fill('secret123');
    await dialog.getByLabel('Email').fill(`${username}@example.com`);
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await visible(toast(page, 'User Created'));
    // Users are paged on the server, oldest first: the new one is found by searching.
    await page.getByRole('textbox', { name: 'Search users' }).fill(username);
    await visible(page.getByRole('row').filter({ hasText: `@${username}` }));

    await sidebarMenu(page).getByRole('link', { name: 'Activity', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Activity Log' }));
    await eventuallyVisible(page, new RegExp(`${username}|Eve Tester`));
    await context.close();
  });

  it('creates a department and assigns a manager', async () => {
    const managerName = unique('Mgr');
    await createUserAsAdmin({
      username: unique('e2e_mgr_'),
      password: 'secret123',
      firstName: managerName,
      lastName: 'Manager',
      role: 'manager',
    });
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/departments');
    await visible(page.getByRole('heading', { name: 'Departments' }));
    const name = unique('E2E Dept ');
    await page.getByRole('button', { name: 'New Department' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'New Department' }));
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('Created by the browser tests');
    await dialog.getByRole('button', { name: 'Create Department' }).click();
    await visible(toast(page, 'Department created'));

    // The same name again: the toast gives the server's reason, not only 'Failed to create department' (issue 23).
    await page.getByRole('button', { name: 'New Department' }).click();
    const again = await visible(page.getByRole('dialog', { name: 'New Department' }));
    await again.getByLabel('Name').fill(name.toUpperCase());
    await again.getByRole('button', { name: 'Create Department' }).click();
    await visible(toast(page, 'A department with this name already exists'));
    await again.getByRole('button', { name: 'Cancel' }).click();

    const row = await visible(page.getByRole('row').filter({ hasText: name }));
    await row.getByRole('button', { name: 'Assign' }).click();
    const managerDialog = await visible(page.getByRole('dialog', { name: 'Assign Manager' }));
    await managerDialog.getByTestId('manager-select').click();
    await visible(selectOption(page, 'None'));
    // Choices after 'None' are managers and system admins, searched on the server: the newest manager is found too.
    // The pick is tried again until the select shows it (the server's answers can re-draw the list under the click),
    // then the list must be closed: an open one covers Save.
    await choose(page, managerDialog.getByTestId('manager-select'), new RegExp(managerName), { search: managerName });
    const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    if (
      !(await openList.waitFor({ state: 'hidden', timeout: 3_000 }).then(
        () => true,
        () => false,
      ))
    ) {
      await managerDialog.getByText('Assign Manager', { exact: true }).first().click();
      await openList.waitFor({ state: 'hidden' });
    }
    await managerDialog.getByRole('button', { name: 'Save' }).click();
    await visible(toast(page, 'Manager assigned'));
    const assigned = page.getByRole('row').filter({ hasText: name });
    await visible(assigned.getByRole('button', { name: 'Change Manager' }));
    // The table names the manager (asked by id, whichever page of users they are on).
    await visible(assigned.getByText(`${managerName} Manager`));
    await context.close();
  });

  it("deactivates and activates a user and sets a new password from /users; the user's sign-in follows", async () => {
    const username = unique('e2e_account_');
    await createUserAsAdmin({ username, password: 'secret123', firstName: 'Ada', lastName: 'Account', role: 'team_member' });
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.goto(`/users?search=${username}`);
    const row = await visible(page.getByRole('row').filter({ hasText: `@${username}` }));
    const active = row.getByRole('switch', { name: `${username} active` });
    expect(await active.getAttribute('aria-checked')).toBe('true');
    await active.click();
    await visible(toast(page, 'User deactivated'));
    await page.waitForFunction((name) => {
      const sw = document.querySelector(`[aria-label="${name} active"]`);
      return sw?.getAttribute('aria-checked') === 'false';
    }, username);

    const other = await newPage(browser);
    await other.page.goto('/login');
    await other.page.getByLabel('Username', { exact: true }).fill(username);
    await other.page.getByLabel('Password', { exact: true }).fill('secret123');
    await other.page.getByRole('button', { name: AR.login }).click();
    await visible(toast(other.page, AR.loginFailed));

    await noToasts(page);
    await active.click();
    await visible(toast(page, 'User activated'));
    await row.getByRole('button', { name: `Reset the password of ${username}` }).click();
    const dialog = await visible(page.getByRole('dialog', { name: `New password for ${username}` }));
    await dialog.getByLabel('New Password').fill('abc');
    await dialog.getByRole('button', { name: 'Set Password' }).click();
    await visible(dialog.getByText('Password must be at least 6 characters'));
    await dialog.getByLabel('New Password').fill('changed-by-admin');
    await dialog.getByRole('button', { name: 'Set Password' }).click();
    await visible(toast(page, 'Password changed'));

    await signIn(other.page, username, 'changed-by-admin');
    await other.context.close();
    await context.close();
  });

  it('shows a team_member no Administration group and no Activity entry', async () => {
    const username = unique('e2e_member_');
    await createUserAsAdmin({ username, password: 'secret123', firstName: 'Tim', lastName: 'Member', role: 'team_member' });
    const { context, page } = await newPage(browser);
    await signIn(page, username, 'secret123');
    const menu = sidebarMenu(page);
    for (const entry of ['Dashboard', 'Risks', 'Tasks']) await visible(menu.getByRole('link', { name: entry, exact: true }));
    expect(await menu.getByText('Administration', { exact: true }).count()).toBe(0);
    for (const entry of ['Users', 'Departments', 'Settings', 'Activity']) {
      expect(await menu.getByRole('link', { name: entry, exact: true }).count()).toBe(0);
    }
    await visible(page.getByTestId('user-role').filter({ hasText: 'team member' }));
    await context.close();
  });
});
