import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { createUserAsAdmin } from './support/api';
import { launchBrowser, visible } from './support/browser';
import { TEST_TIMEOUT_MS, unique } from './support/env';
import { newPageIn, signInAs, text, type Language } from './support/i18n';

jest.setTimeout(TEST_TIMEOUT_MS);

/**
 * The administration pages opened by someone else (a link, a typed address): the permission message, as the activity
 * log gives, never the page with what the server withholds ("@undefined" under every name, an empty SMTP form).
 */
describe('Administration pages for other roles', () => {
  let browser: Browser;
  const member = { username: unique('access_member_'), password: 'secret123' };

  beforeAll(async () => {
    await createUserAsAdmin({ ...member, firstName: 'Nora', lastName: 'Member', role: 'team_member' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(['en', 'ar'] as const)(
    'shows a team member the permission message at /users, /departments and /settings (%s)',
    async (language: Language) => {
      const { context, page } = await newPageIn(browser, { language });
      await signInAs(page, member.username, member.password);
      for (const path of ['/users', '/departments', '/settings']) {
        await page.goto(path);
        const message = await visible(page.getByTestId('no-access'));
        expect(await message.textContent()).toContain(text(language, 'common', 'noAccess'));
        const main = page.locator('main');
        expect(await main.getByText('@undefined').count()).toBe(0);
        expect(await main.getByRole('switch').count()).toBe(0);
        expect(await main.locator('form, table').count()).toBe(0);
      }
      await context.close();
    },
  );
});
