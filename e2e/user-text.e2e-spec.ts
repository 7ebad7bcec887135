import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { EmailTemplateDto, TaskView, UserDto } from '@rtm/contracts';
import { launchBrowser, visible } from './support/browser';
import { TEST_TIMEOUT_MS, unique } from './support/env';
import { DESKTOP, PHONE, newPageIn, pageOverflow, settledPage, signInAs, type Language } from './support/i18n';
import { unbroken, userTextsOnScreen, widerThanWindow } from './support/user-text';
import { eventually, RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS * 5);

/**
 * Texts people type, as long as the forms allow (300 characters, or the field's maximum) and without a place to break
 * them: on every screen they wrap or are cut inside their box, the page never scrolls sideways (issue 23, item 12),
 * and each has its own direction, cut at its logical end, in Arabic too (item 17).
 */
describe('Long user-entered texts on every screen', () => {
  let browser: Browser;
  const tag = unique('LongText').replace(/[^A-Za-z]/g, 'W');
  const password = 'secret123';
  let me: UserDto;
  let riskId = '';
  let taskId = '';
  let screens: { name: string; path: string; tab?: string }[] = [];
  let restoreTemplate = async () => undefined as void;
  const pick = ({ name, subject, bodyHtml }: EmailTemplateDto) => ({ name, subject, bodyHtml });

  beforeAll(async () => {
    const admin = await RiskApi.signIn();
    const department = (
      await admin.request<{ id: number }>('POST', '/api/departments', { name: unbroken(tag, 255), description: unbroken(tag, 300) })
    ).body;
    // A system admin with long names signs in: the sidebar, the greeting and every list show them.
    me = await admin.createUser({
      username: unbroken(tag.toLowerCase(), 100).toLowerCase(),
      password,
      firstName: unbroken(tag, 100),
      lastName: unbroken(tag, 100),
      email: `${unbroken(tag.toLowerCase(), 60).toLowerCase()}@example.com`,
      role: 'system_admin',
      departmentId: department.id,
    });
    const risk = await admin.createRiskWhenKnown({
      title: unbroken(tag, 255),
      description: unbroken(tag, 300),
      suggestedSolution: unbroken(tag, 300),
      riskType: 'technical',
      affectedApp: 'qq_system',
      frequency: 'weekly',
      ownerId: me.id,
      departmentIds: [department.id],
      likelihood: 5,
      impact: 5,
      status: 'open',
    });
    riskId = risk.id;
    const task = await eventually(async () => {
      const res = await admin.request<TaskView>('POST', '/api/tasks', {
        title: unbroken(tag, 255),
        description: unbroken(tag, 300),
        priority: 'high',
        assignedToId: me.id,
        dueDate: '2020-01-01',
        riskIds: [risk.id],
      });
      return res.status === 201 ? res.body : undefined;
    });
    taskId = task.id;
    for (const target of [{ riskId }, { taskId }]) {
      const res = await admin.request('POST', '/api/comments', { content: unbroken(tag, 300), authorId: '', ...target });
      expect(res.status).toBe(201);
    }
    // One template per type and language: a long name and subject on the daily digest in Arabic (given back after).
    const templates = (await admin.request<EmailTemplateDto[]>('GET', '/api/email-templates')).body;
    const digest = templates.find((x) => x.type === 'daily_digest' && x.language === 'ar');
    const long = { name: unbroken(tag, 255), subject: unbroken(tag, 300), bodyHtml: `<p>${unbroken(tag, 300)}</p>` };
    if (digest) {
      restoreTemplate = () => admin.request('PATCH', `/api/email-templates/${digest.id}`, pick(digest)).then(() => undefined);
      expect((await admin.request('PATCH', `/api/email-templates/${digest.id}`, long)).status).toBe(200);
    } else {
      const created = await admin.request('POST', '/api/email-templates', { ...long, type: 'daily_digest', language: 'ar' });
      expect(created.status).toBe(201);
    }
    screens = [
      { name: 'dashboard', path: '/' },
      { name: 'risk list', path: `/risks?search=${tag}` },
      { name: 'risk detail', path: `/risks/${riskId}` },
      { name: 'risk edit', path: `/risks/${riskId}/edit` },
      { name: 'task list', path: `/tasks?search=${tag}` },
      { name: 'task board', path: `/tasks?view=board&search=${tag}` },
      { name: 'task detail', path: `/tasks/${taskId}` },
      { name: 'task edit', path: `/tasks/${taskId}/edit` },
      { name: 'activity', path: '/activity' },
      { name: 'users', path: `/users?search=${tag}` },
      { name: 'departments', path: '/departments' },
      { name: 'settings templates', path: '/settings', tab: 'templates' },
    ];
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await restoreTemplate();
  });

  const open = async (language: Language, viewport: { width: number; height: number }) => {
    // Signed in at the desktop's width (the phone's sidebar is a sheet the sign-in does not wait for), then resized.
    const { context, page } = await newPageIn(browser, { language, viewport: DESKTOP });
    await signInAs(page, me.username, password);
    await page.setViewportSize(viewport);
    return { context, page };
  };

  /** Goes to the screen and waits until it shows the long texts. */
  const show = async (page: Page, screen: (typeof screens)[number]) => {
    await page.goto(screen.path);
    if (screen.tab) await page.locator(`[data-node-key=${screen.tab}]`).click();
    await visible(page.getByText(tag).filter({ visible: true }));
    await settledPage(page);
  };

  /** The long texts of the screen that run out of their box, and how much wider than the window the page is. */
  const spills = async (page: Page) => {
    const overflow = await pageOverflow(page);
    return {
      page: overflow,
      from: overflow > 0 ? await widerThanWindow(page) : [],
      texts: (await userTextsOnScreen(page)).filter((t) => t.overflows).map((t) => t.element),
    };
  };

  it.each([
    ['en', DESKTOP],
    ['en', PHONE],
    ['ar', DESKTOP],
  ] as const)('keeps every long text inside its box on every screen (%s, %o)', async (language, viewport) => {
    const { context, page } = await open(language, viewport);
    const found = [];
    for (const screen of screens) {
      await show(page, screen);
      found.push({ screen: screen.name, ...(await spills(page)) });
    }
    expect(found).toEqual(screens.map((screen) => ({ screen: screen.name, page: 0, from: [], texts: [] })));
    await context.close();
  });

  it('gives every user-entered text its own direction in Arabic, cut at its logical end', async () => {
    const { context, page } = await open('ar', DESKTOP);
    let cutTexts = 0;
    for (const screen of screens) {
      await show(page, screen);
      const texts = await userTextsOnScreen(page);
      expect(texts.length).toBeGreaterThan(0);
      expect({ screen: screen.name, without: texts.filter((t) => t.dir !== 'auto').map((t) => t.element) }).toEqual({
        screen: screen.name,
        without: [],
      });
      const cut = texts.filter((t) => t.cut);
      cutTexts += cut.length;
      expect({ screen: screen.name, cutAtPageEnd: cut.filter((t) => t.cutDir !== 'auto').map((t) => t.element) }).toEqual({
        screen: screen.name,
        cutAtPageEnd: [],
      });
    }
    expect(cutTexts).toBeGreaterThan(0); // the tables cut their long texts: the check above saw some
    await context.close();
  });
});
