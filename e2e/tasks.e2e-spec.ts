import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import type { DepartmentDto, RiskView, TaskDetailView, TaskView, UserDto } from '@rtm/contracts';
import { choose, signedInBrowser, toast, visible } from './support/browser';
import { TEST_TIMEOUT_MS, unique } from './support/env';
import { eventually, RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS);

/** The antd Select of a task form field (its input has the id `task-form_<field>`). */
function formSelect(page: Page, field: string): Locator {
  return page.locator('.ant-select').filter({ has: page.locator(`#task-form_${field}`) });
}

/** Visible text without the bidirectional isolates the sentences put around values. */
const plain = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');

/** The history entry of an action, once it shows (the card refreshes after the change). */
async function historyEntry(page: Page, action: string, text: string): Promise<void> {
  await page.waitForFunction(
    ({ action, text }) =>
      [...document.querySelectorAll(`[data-testid=history-entry][data-action=${action}]`)].some((el) =>
        (el.textContent ?? '').replace(/[\u2066-\u2069]/g, '').includes(text),
      ),
    { action, text },
  );
}

describe('Tasks', () => {
  let browser: Browser;
  let page: Page;
  let admin: RiskApi;
  let assignee: UserDto;
  let department: DepartmentDto;
  let risk: RiskView;
  const tag = unique('e2etask');
  const title = `${tag} Replace the backup battery`;
  const editedTitle = `${tag} Replace the backup batteries`;
  let taskId = '';

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    department = await admin.createDepartment(unique('E2E Tasks '));
    assignee = await admin.createUser({
      username: unique('e2e_assignee_'),
      password: 'secret123',
      firstName: 'Hala',
      lastName: unique('Assignee'),
      email: `${unique('hala')}@example.com`,
      role: 'team_member',
      departmentId: department.id,
    });
    risk = await admin.createRiskWhenKnown({
      title: `${tag} Power failure in the data centre`,
      riskType: 'technical',
      ownerId: admin.userId,
      departmentIds: [department.id],
      likelihood: 4,
      impact: 4,
      status: 'open',
    });
    ({ browser, page } = await signedInBrowser());
  });

  afterAll(() => browser?.close());

  it('creates a task linked to a risk found by the server-side search', async () => {
    await page.goto('/tasks');
    await visible(page.getByRole('heading', { name: 'Tasks', exact: true }));
    await visible(page.getByText('Organize and track tasks across all projects'));
    await page.getByRole('button', { name: 'New Task' }).click();
    await page.waitForURL('**/tasks/new');
    await visible(page.getByRole('heading', { name: 'Create New Task' }));

    const form = await visible(page.getByTestId('task-form'));
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Description').fill('The UPS battery is past its service life');
    await choose(page, formSelect(page, 'priority'), 'High');
    await choose(page, formSelect(page, 'assignedToId'), assignee.lastName!, { search: assignee.lastName! });
    await form.locator('#task-form_dueDate').click();
    await page.keyboard.type('2031-01-15');
    // Enter in the date field picks the typed day and closes the calendar; it never submits the form (issue 23, item 13).
    const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'hidden' });
    expect(await form.locator('#task-form_dueDate').inputValue()).toBe('2031-01-15');
    await page.keyboard.press('Enter'); // with the calendar closed, Enter opens it
    await visible(calendar);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'hidden' });

    const picker = form.getByTestId('risk-picker');
    await visible(form.getByTestId('selected-risks').getByText('None'));
    await choose(page, picker, risk.riskId, { search: risk.riskId, shows: false });
    await visible(form.getByTestId('selected-risk').filter({ hasText: risk.riskId }));
    await visible(picker.getByText('1 risk selected'));

    await form.getByRole('button', { name: 'Create Task' }).click();
    await visible(toast(page, 'Task created'));
    await page.waitForURL((url) => url.pathname === '/tasks');

    // One task, with its risk: none was created by an Enter in the date field.
    const created = await admin.request<TaskView[]>('GET', `/api/tasks?search=${tag}`);
    expect(created.body.map((task) => task.risks.map((r) => r.id))).toEqual([[risk.id]]);

    await page.getByPlaceholder('Search by title or Task ID...').fill(tag);
    const row = await visible(page.getByTestId('task-row').filter({ hasText: title }));
    const text = await row.textContent();
    expect(text).toMatch(/TSK-\d{4}-\d{4}/);
    expect(text).toContain('To Do');
    expect(text).toContain('High');
    expect(text).toContain(`Hala ${assignee.lastName}`);
    expect(text).toContain('Jan 15, 2031');
    await row.click();
    await page.waitForURL(/\/tasks\/[0-9a-f-]{36}$/);
    taskId = new URL(page.url()).pathname.split('/').pop()!;
  });

  it("shows the task on its risk's detail page with the treatment's progress", async () => {
    await page.goto(`/risks/${risk.id}`);
    const linked = await visible(page.getByTestId('linked-task').filter({ hasText: title }));
    expect(await linked.textContent()).toContain('To Do');
    await visible(page.getByTestId('treatment-progress').getByText('0 of 1 done'));
    await linked.click();
    await page.waitForURL(`**/tasks/${taskId}`);
  });

  it('shows the detail: code, linked risk with its score, assignee and empty comments and history', async () => {
    await visible(page.getByRole('heading', { name: title }));
    await visible(page.getByTestId('task-code').filter({ hasText: /TSK-\d{4}-\d{4}/ }));
    const linked = await visible(page.getByTestId('linked-risks-card'));
    await visible(linked.getByText('Linked Risks (1)'));
    await visible(linked.getByText(risk.riskId));
    await visible(linked.getByTestId('risk-score-badge').filter({ hasText: 'Score: 16' }));
    await visible(page.getByTestId('assignee-card').getByText(`Hala ${assignee.lastName}`));
    await visible(page.getByTestId('assignee-card').getByText(assignee.email!));
    await visible(page.getByText('No comments yet. Be the first to comment!'));
    await visible(page.getByTestId('description-card').getByText('The UPS battery is past its service life'));
  });

  it('changes the status from the detail page and shows the history entry', async () => {
    await choose(page, page.getByTestId('status-select'), 'In Progress');
    await visible(toast(page, 'Success'));
    await visible(toast(page, 'Task updated successfully'));
    await historyEntry(page, 'status_changed', 'from To Do to In Progress');
    const entry = page.locator('[data-testid=history-entry][data-action=status_changed]').first();
    expect(await plain(entry)).toContain('Status changed');
    expect(await plain(entry)).toContain('by System Administrator');

    await choose(page, page.getByTestId('priority-select'), 'Low');
    await historyEntry(page, 'priority_changed', 'from High to Low');
  });

  it('marks the task complete: the button goes, Completed shows, and the risk counts it done', async () => {
    await page.getByRole('button', { name: 'Mark Complete' }).click();
    await visible(toast(page, 'Task updated successfully'));
    await page.getByRole('button', { name: 'Mark Complete' }).waitFor({ state: 'detached' });
    await visible(page.getByTestId('task-info-card').getByText('Completed'));
    await historyEntry(page, 'completed', 'from In Progress to Done');
    await page.goto(`/risks/${risk.id}`);
    await visible(page.getByTestId('treatment-progress').getByText('1 of 1 done'));
  });

  it('edits the task: status limited to three, the linked risk checked, toast and back to the detail', async () => {
    await page.goto(`/tasks/${taskId}/edit`);
    await visible(page.getByRole('heading', { name: 'Edit Task' }));
    const form = await visible(page.getByTestId('task-form'));
    await formSelect(page, 'status').click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await visible(options.first());
    expect(await options.allTextContents()).toEqual(['To Do', 'In Progress', 'Done']);
    await page.keyboard.press('Escape');
    const list = form.getByTestId('risk-checkbox-list');
    const checked = await visible(list.getByRole('checkbox', { name: new RegExp(risk.riskId) }));
    expect(await checked.isChecked()).toBe(true);
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('200px');

    await form.getByLabel('Title', { exact: true }).fill(editedTitle);
    await form.getByRole('button', { name: 'Update Task' }).click();
    await visible(toast(page, 'Task updated'));
    await page.waitForURL(`**/tasks/${taskId}`);
    await visible(page.getByRole('heading', { name: editedTitle }));
  });

  it('posts a comment; Post Comment stays disabled while the text is blank', async () => {
    const post = page.getByRole('button', { name: 'Post Comment' });
    const box = page.getByPlaceholder('Add a comment...');
    expect(await post.isDisabled()).toBe(true);
    await box.fill('   ');
    expect(await post.isDisabled()).toBe(true);
    await box.fill('New batteries ordered');
    await post.click();
    await visible(toast(page, 'Comment added'));
    await visible(page.getByTestId('comment').filter({ hasText: 'New batteries ordered' }));
    await visible(page.getByText('Comments (1)'));
    expect(await box.inputValue()).toBe('');
  });

  it('moves the task on the board by dragging, and with the Move menu from the keyboard', async () => {
    await page.goto(`/tasks?view=board&search=${encodeURIComponent(tag)}`);
    const done = page.getByTestId('task-column-done');
    const card = await visible(done.getByTestId('task-card').filter({ hasText: editedTitle }));
    expect(await card.textContent()).toContain('Low');
    await visible(page.getByTestId('task-column-blocked').getByText('No tasks'));

    await card.dragTo(page.getByTestId('task-column-in_progress'));
    await visible(toast(page, 'Task updated successfully'));
    await visible(page.getByTestId('task-column-in_progress').getByTestId('task-card').filter({ hasText: editedTitle }));
    const stored = await eventually(async () => {
      const res = await admin.request<TaskDetailView>('GET', `/api/tasks/${taskId}`);
      return res.body.status === 'in_progress' ? res.body : undefined;
    });
    expect(stored.completedAt).toBeNull();

    const moved = page.getByTestId('task-column-in_progress').getByTestId('task-card').filter({ hasText: editedTitle });
    await moved.getByTestId('task-card-move').focus();
    await page.keyboard.press('Enter');
    await (await visible(page.getByRole('menuitem', { name: 'Move to Blocked' }))).click();
    await visible(page.getByTestId('task-column-blocked').getByTestId('task-card').filter({ hasText: editedTitle }));
    await eventually(async () =>
      (await admin.request<TaskDetailView>('GET', `/api/tasks/${taskId}`)).body.status === 'blocked' ? true : undefined,
    );

    await page.goto(`/tasks/${taskId}`);
    await historyEntry(page, 'reopened', 'from Done to In Progress');
    await historyEntry(page, 'status_changed', 'from In Progress to Blocked');
  });

  it('deletes the task after the confirmation', async () => {
    await page.getByRole('button', { name: 'Delete Task' }).click();
    const dialog = await visible(page.getByRole('dialog'));
    await visible(dialog.getByText('Are you sure you want to delete this task?'));
    await visible(dialog.getByText('This will permanently delete the task, all comments, and history'));
    await dialog.getByRole('button', { name: 'Delete Task' }).click();
    await visible(toast(page, 'Task deleted successfully'));
    await page.waitForURL((url) => url.pathname === '/tasks');
    expect((await admin.request('GET', `/api/tasks/${taskId}`)).status).toBe(404);
    await page.goto(`/tasks/${taskId}`);
    await visible(page.getByText('Task not found'));
    await page.getByRole('button', { name: 'Back to Tasks' }).click();
    await page.waitForURL((url) => url.pathname === '/tasks');
  });

  it('draws a long column 25 cards at a time, and the next ones on request', async () => {
    const many = unique('e2eboard');
    for (let i = 0; i < 30; i++) {
      const res = await admin.request<TaskView>('POST', '/api/tasks', { title: `${many} card ${i}`, status: 'to_do', priority: 'low' });
      expect(res.status).toBe(201);
    }
    await page.goto(`/tasks?view=board&search=${encodeURIComponent(many)}`);
    const column = page.getByTestId('task-column-to_do');
    await page.waitForFunction(() => document.querySelector('[data-testid=task-column-to_do]')?.getAttribute('data-count') === '30');
    expect(await column.getByTestId('task-card').count()).toBe(25);
    await (await visible(column.getByRole('button', { name: 'Show 5 more' }))).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=task-column-to_do] [data-testid=task-card]').length === 30);
    expect(await column.getByTestId('task-column-more').count()).toBe(0);
  });
});
