import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { AR } from '@rtm/contracts';
import { launchBrowser, newPage, sidebarMenu, signIn, toast, visible } from './support/browser';
import { createUserAsAdmin } from './support/api';
import { ADMIN, TEST_TIMEOUT_MS } from './support/env';

jest.setTimeout(TEST_TIMEOUT_MS);

describe('Login and session', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a visitor to /login with the Arabic texts and the default credentials hint', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await visible(page.getByRole('button', { name: AR.login }));
    await visible(page.getByText(AR.tagline));
    const hint = await visible(page.getByTestId('login-hint'));
    expect(await hint.textContent()).toMatch(/admin\s*\/\s*admin123/);
    await context.close();
  });

  it('shows the Arabic failure toast for a wrong password', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: AR.login }).click();
    await visible(toast(page, AR.loginFailed));
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('requires both fields', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: AR.login }).click();
    await visible(page.getByText('Username is required'));
    await visible(page.getByText('Password is required'));
    await context.close();
  });

  it('signs admin in to the dashboard with the system_admin sidebar entries', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN.username, ADMIN.password);
    const menu = sidebarMenu(page);
    for (const entry of ['Dashboard', 'Risks', 'Tasks', 'Activity', 'Users', 'Departments', 'Settings']) {
      await visible(menu.getByRole('link', { name: entry, exact: true }));
    }
    await visible(menu.getByText('Administration', { exact: true }));
    await visible(page.getByTestId('user-role').filter({ hasText: 'system admin' }));
    await visible(page.getByRole('button', { name: 'Report Risk' }));
    await context.close();
  });

  it('logs out back to the login screen', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN.username, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await visible(page.getByRole('button', { name: AR.login }));
    // The session is gone: the dashboard sends us back to /login.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('changes the own password from the sidebar, after which only the new one signs in', async () => {
    const username = `pw_${Date.now().toString(36)}`;
    await createUserAsAdmin({ username, password: 'first-pass-1', firstName: 'Pat', lastName: 'Word', role: 'team_member' });
    const { context, page } = await newPage(browser);
    await signIn(page, username, 'first-pass-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Change password' }));
    await dialog.getByLabel('Current password', { exact: true }).fill('first-pass-1');
    await dialog.getByLabel('New password', { exact: true }).fill('second-pass-2');
    await dialog.getByLabel('Confirm new password', { exact: true }).fill('second-pass-3');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await visible(dialog.getByText('The passwords do not match'));
    await dialog.getByLabel('Confirm new password', { exact: true }).fill('second-pass-2');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await visible(toast(page, 'Password changed. Your other sessions were signed out.'));

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, username, 'second-pass-2');
    await visible(page.getByTestId('user-display-name').filter({ hasText: 'Pat Word' }));
    await context.close();
  });
});
