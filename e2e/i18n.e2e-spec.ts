import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { AR, initials, type ActivityDto, type DepartmentDto, type RiskView, type TaskView, type UserDto } from '@rtm/contracts';
import { seriousA11yViolations } from './support/a11y';
import { launchBrowser, visible } from './support/browser';
import { ADMIN, TEST_TIMEOUT_MS, unique } from './support/env';
import {
  ALWAYS_ALLOWED,
  DESKTOP,
  PHONE,
  documentDirection,
  englishLeft,
  newPageIn,
  pageOverflow,
  saveScreenshot,
  settledPage,
  signInAs,
  switchLanguage,
  text,
  type Language,
} from './support/i18n';
import { eventually, RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS * 2);

/** The default administrator's name and initials (data, not interface text). */
const ADMIN_NAME = ['System Administrator', 'System', 'SA'];

/**
 * The checks every Arabic screen passes: right to left, no English left in its visible text apart from
 * `allowed` (codes, names, user-entered texts), no serious or critical axe-core violation, and no wider
 * than the viewport at 1366 px and at 390 px. Screenshots of both widths land in test-results/screenshots/.
 */
async function expectArabicScreen(page: Page, name: string, allowed: readonly string[] = []): Promise<void> {
  await settledPage(page);
  expect(await documentDirection(page)).toEqual({ dir: 'rtl', lang: 'ar' });
  expect(await englishLeft(page, [...ALWAYS_ALLOWED, ...ADMIN_NAME, ...allowed])).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await pageOverflow(page)).toBe(0);
  await saveScreenshot(page, `${name}-ar-1366`);
  await page.setViewportSize(PHONE);
  await page.waitForFunction(() => !document.querySelector('[data-testid=sidebar]')); // the phone layout has taken over
  await settledPage(page);
  expect(await pageOverflow(page)).toBe(0);
  await saveScreenshot(page, `${name}-ar-390`);
  await page.setViewportSize(DESKTOP);
}

/** Back to English on the same page (no reload): the spec's texts return. Screenshot of the English screen. */
async function expectEnglishAgain(page: Page, name: string, specTexts: readonly string[]): Promise<void> {
  await switchLanguage(page, 'en');
  expect(await documentDirection(page)).toEqual({ dir: 'ltr', lang: 'en' });
  for (const spec of specTexts) await visible(page.getByText(spec, { exact: true }));
  await settledPage(page);
  await saveScreenshot(page, `${name}-en-1366`);
}

describe('Arabic, right to left', () => {
  let browser: Browser;
  let admin: RiskApi;
  let department: DepartmentDto;
  let owner: UserDto;
  let risk: RiskView;
  const tag = unique('i18n');
  const riskTitle = `انقطاع الخادم الرئيسي ${tag}`;

  /** Everything users typed that the activity feed may show: names, usernames, departments, risk titles. */
  const userData = async (): Promise<string[]> => {
    const users = (await admin.request<UserDto[]>('GET', '/api/users')).body;
    const departments = (await admin.request<DepartmentDto[]>('GET', '/api/departments')).body;
    const risks = (await admin.request<RiskView[]>('GET', '/api/risks?limit=500')).body;
    const tasks = (await admin.request<TaskView[]>('GET', '/api/tasks?limit=500')).body;
    // What the activity feed shows of other tests' data (deleted risks too): every text of the events' data.
    const activities = (await admin.request<ActivityDto[]>('GET', '/api/activities?limit=200')).body;
    const texts = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
    return [
      ...users.flatMap((u) => [u.firstName ?? '', u.lastName ?? '', u.username, initials(u)]),
      ...departments.map((d) => d.name),
      ...risks.map((r) => r.title),
      ...tasks.flatMap((task) => [task.title, task.taskId]),
      ...activities.flatMap((a) => texts(a.metadata)),
    ].filter(Boolean);
  };

  const open = async (language: Language = 'ar', viewport = DESKTOP) => {
    const { context, page } = await newPageIn(browser, { language, viewport });
    await signInAs(page, ADMIN.username, ADMIN.password);
    return { context, page };
  };

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    department = await admin.createDepartment(unique('قسم الجودة '));
    owner = await admin.createUser({
      username: unique('i18n_owner_'),
      password: 'secret123',
      firstName: 'ريم',
      lastName: unique('الشمري'),
      email: `${unique('reem')}@example.com`,
      role: 'manager',
      departmentId: department.id,
    });
    risk = await admin.createRiskWhenKnown({
      title: riskTitle,
      description: 'قد يتعطل الخادم الرئيسي في أوقات الذروة',
      suggestedSolution: 'إضافة خادم احتياطي',
      riskType: 'technical',
      affectedApp: 'qq_system',
      frequency: 'weekly',
      ownerId: owner.id,
      departmentIds: [department.id],
      likelihood: 4,
      impact: 5,
      status: 'under_review',
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the login page right to left with the spec's Arabic texts, and English again after the switch", async () => {
    const { context, page } = await newPageIn(browser, { language: 'ar' });
    await page.goto('/login');
    await visible(page.getByRole('button', { name: AR.login }));
    await visible(page.getByText(AR.tagline));
    await visible(page.getByLabel(text('ar', 'shell', 'login.username')));
    await expectArabicScreen(page, 'login');
    await expectEnglishAgain(page, 'login', ['Username', 'Password', AR.login]);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await context.close();
  });

  it('shows the dashboard with the sidebar on the right, and the slide-in sheet from the right on a phone', async () => {
    const { context, page } = await open();
    await visible(page.getByRole('heading', { name: text('ar', 'shell', 'dashboard.welcome', { name: 'System' }) }));
    const sidebar = (await page.getByTestId('sidebar').boundingBox())!;
    expect(sidebar.x + sidebar.width).toBeGreaterThan(DESKTOP.width - 2);
    expect(sidebar.x).toBeGreaterThan(DESKTOP.width / 2);
    await expectArabicScreen(page, 'dashboard', await userData());

    await page.setViewportSize(PHONE);
    await page.getByTestId('sidebar-toggle').click();
    const sheet = page.locator('.ant-drawer-content-wrapper');
    await visible(sheet);
    await page.waitForFunction(() => {
      const box = document.querySelector('.ant-drawer-content-wrapper')?.getBoundingClientRect();
      return !!box && Math.abs(box.right - window.innerWidth) < 2;
    });
    await saveScreenshot(page, 'dashboard-sheet-ar-390');
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    await expectEnglishAgain(page, 'dashboard', ['Report Risk', 'Dashboard', 'Risks']);
    const englishSidebar = (await page.getByTestId('sidebar').boundingBox())!;
    expect(englishSidebar.x).toBe(0);
    await context.close();
  });

  it('shows the risk list with filters in Arabic, as cards on a phone', async () => {
    const { context, page } = await open();
    await page.goto(`/risks?status=under_review&likelihood=4&impact=5&search=${encodeURIComponent(tag)}`);
    await visible(page.getByRole('heading', { name: text('ar', 'risks', 'list.title'), exact: true }));
    const filters = await visible(page.getByTestId('matrix-filter'));
    await visible(
      filters.getByText(text('ar', 'risks', 'filters.likelihood', { label: text('ar', 'common', 'enum.likelihood.4'), value: 4 })),
    );
    const row = await visible(page.getByTestId('risk-row').filter({ hasText: riskTitle }));
    expect(await row.getByTestId('risk-status-badge').textContent()).toBe(text('ar', 'common', 'enum.riskStatus.under_review'));
    expect(await row.getByTestId('risk-level-badge').textContent()).toBe(text('ar', 'common', 'enum.riskLevel.critical'));
    await visible(page.locator('[data-testid=active-filter-count][data-count="4"]'));
    await expectArabicScreen(page, 'risk-list', [riskTitle, owner.firstName!, owner.lastName!]);

    await page.setViewportSize(PHONE);
    await visible(page.getByTestId('risk-cards').getByText(riskTitle));
    expect(await page.getByTestId('risks-table').count()).toBe(0);
    await page.setViewportSize(DESKTOP);
    await expectEnglishAgain(page, 'risk-list', ['Risks', 'All Risks (1)', 'Under Review', 'Critical']);
    await context.close();
  });

  it('shows the report-risk form with its validation messages in Arabic, and in English after the switch', async () => {
    const { context, page } = await open();
    await page.goto('/risks/new');
    await visible(page.getByRole('heading', { name: text('ar', 'risks', 'report.title') }));
    await page.getByRole('button', { name: text('ar', 'risks', 'report.submit') }).click();
    const form = page.getByTestId('risk-form');
    for (const key of ['titleMin', 'riskTypeRequired', 'ownerRequired', 'departmentsRequired']) {
      await visible(form.getByText(text('ar', 'common', `validation.${key}`)));
    }
    expect(new URL(page.url()).pathname).toBe('/risks/new');
    await expectArabicScreen(page, 'report-risk');
    await expectEnglishAgain(page, 'report-risk', [
      'Report New Risk',
      'Title must be at least 3 characters',
      'Please select a risk type',
      'Please select a risk owner',
      'Please select at least one department',
    ]);
    await context.close();
  });

  it("shows a risk's detail with its matrix mirrored: likelihood 5 down to 1, impact 1 to 5 from the right", async () => {
    const { context, page } = await open();
    await page.goto(`/risks/${risk.id}`);
    await visible(page.getByRole('heading', { name: riskTitle }));
    const matrix = page.locator('[data-testid=risk-matrix][data-mode=highlight]');
    expect(await matrix.getByTestId('matrix-cell-4-5').getAttribute('data-current')).toBe('true');
    const box = async (l: number, i: number) => (await matrix.getByTestId(`matrix-cell-${l}-${i}`).boundingBox())!;
    expect((await box(5, 1)).x).toBeGreaterThan((await box(5, 5)).x); // impact 1 at the start edge: the right
    expect((await box(5, 1)).y).toBeLessThan((await box(1, 1)).y); // likelihood 5 on top
    // Every cell's text fits its cell (no 'Score' broken over lines or spilling out).
    const spilling = await matrix.evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('[data-testid^=matrix-cell-]')]
        .filter((cell) => cell.scrollWidth > cell.clientWidth || cell.scrollHeight > cell.clientHeight)
        .map((cell) => cell.dataset.testid),
    );
    expect(spilling).toEqual([]);
    await expectArabicScreen(page, 'risk-detail', [riskTitle, owner.firstName!, owner.lastName!, owner.email!, department.name]);
    await expectEnglishAgain(page, 'risk-detail', ['Risk Details', 'Risk Matrix', 'Edit Risk', 'Delete Risk']);
    await context.close();
  });

  it('shows a screen of each remote in Arabic: tasks, users and the activity log', async () => {
    const { context, page } = await open();
    await page.goto('/tasks');
    await visible(page.getByRole('heading', { name: text('ar', 'tasks', 'list.title'), exact: true }));
    await expectArabicScreen(page, 'tasks', await userData());

    await page.goto('/tasks/new');
    await visible(page.getByRole('heading', { name: text('ar', 'tasks', 'create.title') }));
    await page.getByRole('button', { name: text('ar', 'tasks', 'create.submit') }).click();
    await visible(page.getByTestId('task-form').getByText(text('ar', 'common', 'validation.titleMin')));
    await visible(page.getByTestId('selected-risks').getByText(text('ar', 'tasks', 'form.none')));
    await expectArabicScreen(page, 'new-task');

    const task = await eventually(async () => {
      const res = await admin.request<TaskView>('POST', '/api/tasks', {
        title: `استبدال بطارية الخادم ${tag}`,
        description: 'البطارية الحالية تجاوزت عمرها الافتراضي',
        priority: 'high',
        assignedToId: owner.id,
        dueDate: '2030-06-01',
        riskIds: [risk.id],
      });
      return res.status === 201 ? res.body : undefined;
    });
    await admin.request('PATCH', `/api/tasks/${task.id}`, { status: 'in_progress' });
    const taskData = [task.title, task.taskId, risk.title, risk.riskId, owner.firstName!, owner.lastName!, owner.email!];
    await page.goto(`/tasks/${task.id}`);
    await visible(page.getByRole('heading', { name: task.title }));
    await visible(page.getByText(text('ar', 'tasks', 'history.action.status_changed')));
    await expectArabicScreen(page, 'task-detail', taskData);

    await page.goto(`/tasks?view=board&search=${encodeURIComponent(tag)}`);
    await visible(page.getByTestId('task-column-in_progress').getByTestId('task-card'));
    await expectArabicScreen(page, 'task-board', taskData);

    await page.goto('/users');
    await visible(page.getByRole('heading', { name: text('ar', 'admin', 'users.title') }));
    await visible(page.getByTestId('role-badge').filter({ hasText: text('ar', 'common', 'enum.role.system_admin') }));
    await expectArabicScreen(page, 'users', await userData());

    await page.goto('/activity');
    await visible(page.getByRole('heading', { name: text('ar', 'admin', 'activity.title') }));
    await visible(page.getByTestId('activity-item'));
    await expectArabicScreen(page, 'activity', await userData());
    await expectEnglishAgain(page, 'activity', ['Activity Log', 'Complete audit trail of all system activities']);
    await context.close();
  });

  it("lets every remote follow the shell's language at run time, without a reload", async () => {
    const { context, page } = await open('en');
    await page.goto('/risks');
    await visible(page.getByRole('heading', { name: 'Risks', exact: true }));
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await switchLanguage(page, 'ar');
    await visible(page.getByRole('heading', { name: text('ar', 'risks', 'list.title'), exact: true }));
    await visible(page.getByText(text('ar', 'risks', 'columns.riskId'), { exact: true }));
    await visible(page.getByRole('menu').getByText(text('ar', 'shell', 'nav.risks'), { exact: true }));
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await context.close();
  });
});
