import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { UserDto } from '@rtm/contracts';
import { seriousA11yViolations } from './support/a11y';
import { launchBrowser, newPage, visible } from './support/browser';
import { TEST_TIMEOUT_MS, unique } from './support/env';
import { documentDirection, newPageIn, signInAs, switchLanguage, text } from './support/i18n';
import { RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS * 2);

const PASSWORD = 'secret123';
const FIRST_NAME = 'Lina';

/** Issue 23, item 15: the language a user chose while signed in follows them to a browser that has no choice of its own. */
describe('the language kept on the account', () => {
  let browser: Browser;
  let admin: RiskApi;
  let user: UserDto;

  const welcome = (page: Page, language: 'en' | 'ar') =>
    visible(page.getByRole('heading', { name: text(language, 'shell', 'dashboard.welcome', { name: FIRST_NAME }) }));

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in a new browser in the language chosen elsewhere (Arabic, right to left), and one with its own choice keeps it', async () => {
    // A user of this attempt (a retry starts from English again).
    user = await admin.createUser({
      username: unique('lang_user_'),
      password: PASSWORD,
      firstName: FIRST_NAME,
      lastName: unique('Haddad'),
      email: `${unique('lina')}@example.com`,
      role: 'team_member',
    });
    // One browser: the user switches to Arabic while signed in, which the server keeps.
    const first = await newPage(browser, undefined, undefined, null);
    await signInAs(first.page, user.username, PASSWORD);
    const saved = first.page.waitForResponse((r) => r.url().endsWith('/api/auth/me/language') && r.request().method() === 'PATCH');
    await switchLanguage(first.page, 'ar');
    expect((await saved).status()).toBe(200);
    await first.context.close();

    // A browser that never chose a language: the login page is English, the app after sign-in Arabic.
    const second = await newPage(browser, undefined, undefined, null);
    await second.page.goto('/login');
    await visible(second.page.getByLabel(text('en', 'shell', 'login.username'), { exact: true }));
    await signInAs(second.page, user.username, PASSWORD);
    expect(await documentDirection(second.page)).toEqual({ dir: 'rtl', lang: 'ar' });
    await welcome(second.page, 'ar');
    expect(await seriousA11yViolations(second.page)).toEqual([]);
    await second.context.close();

    // A browser with a choice of its own (English) keeps it, and it becomes the account's.
    const third = await newPageIn(browser, { language: 'en' });
    await signInAs(third.page, user.username, PASSWORD);
    expect(await documentDirection(third.page)).toEqual({ dir: 'ltr', lang: 'en' });
    await welcome(third.page, 'en');
    await third.context.close();
    const asUser = await RiskApi.signIn(user.username, PASSWORD);
    expect((await asUser.request<UserDto>('GET', '/api/auth/me')).body.language).toBe('en');
  });
});
