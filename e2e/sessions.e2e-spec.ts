import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { seriousA11yViolations } from './support/a11y';
import { launchBrowser, toast, visible } from './support/browser';
import { TEST_TIMEOUT_MS, unique } from './support/env';
import { DESKTOP, PHONE, documentDirection, newPageIn, pageOverflow, signInAs, text, type Language, type Theme } from './support/i18n';
import { RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS * 2);

const PASSWORD = 'secret123';

/** Issue 30: a person's sessions on their profile, each ended from there, in both languages. */
describe('my sessions on the profile', () => {
  let browser: Browser;
  let admin: RiskApi;

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const cases: [Language, Theme, { width: number; height: number }][] = [
    ['en', 'light', DESKTOP],
    ['ar', 'dark', PHONE],
  ];

  it.each(cases)(
    'in %s (%s theme): lists this and another device, ends the other, then signs out here',
    async (language, theme, viewport) => {
      const user = await admin.createUser({
        username: unique('sessions_'),
        password: PASSWORD,
        firstName: 'Sami',
        lastName: unique('Nasser'),
        email: `${unique('sami')}@example.com`,
        role: 'team_member',
      });
      const other = await newPageIn(browser, { language, theme, viewport: DESKTOP });
      await signInAs(other.page, user.username, PASSWORD);
      // Signed in at the desktop size (the sign-in helper waits for the sidebar, a drawer on a phone).
      const here = await newPageIn(browser, { language, theme, viewport: DESKTOP });
      await signInAs(here.page, user.username, PASSWORD);
      if (viewport === DESKTOP) {
        await here.page.getByTestId('my-profile').first().click();
      } else {
        await here.page.setViewportSize(viewport);
        await here.page.goto('/profile');
      }
      await visible(here.page.getByRole('heading', { name: text(language, 'shell', 'profile.title') }));
      expect(await documentDirection(here.page)).toEqual({ dir: language === 'ar' ? 'rtl' : 'ltr', lang: language });
      const rows = here.page.getByTestId('session-row');
      await visible(rows.nth(1));
      expect(await rows.count()).toBe(2);
      const current = here.page.locator('[data-testid="session-row"][data-current="true"]');
      await visible(current.getByText(text(language, 'shell', 'sessions.current'), { exact: true }));
      await visible(current.getByText(/Chrome \d+/));
      expect(await seriousA11yViolations(here.page)).toEqual([]);
      expect(await pageOverflow(here.page)).toBe(0);

      // End the other device's session: it is signed out at its next request.
      const otherRow = here.page.locator('[data-testid="session-row"][data-current="false"]');
      await otherRow.getByTestId('end-session').click();
      await here.page
        .getByRole('button', { name: text(language, 'shell', 'sessions.end'), exact: true })
        .last()
        .click();
      await visible(toast(here.page, text(language, 'shell', 'sessions.ended')));
      await rows.nth(1).waitFor({ state: 'detached' });
      await other.page.reload();
      await other.page.waitForURL((url) => url.pathname === '/login');

      // Ending this session signs out here.
      await current.getByTestId('end-session').click();
      await here.page
        .getByRole('button', { name: text(language, 'shell', 'sessions.signOut'), exact: true })
        .last()
        .click();
      await here.page.waitForURL((url) => url.pathname === '/login');
      await other.context.close();
      await here.context.close();
    },
  );
});
