import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { NOTIFICATION_MESSAGES } from '@rtm/contracts';
import { choose, signedInBrowser, toast, visible } from './support/browser';
import { TEST_TIMEOUT_MS } from './support/env';
import { RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS);

describe('Settings (/settings)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ browser, page } = await signedInBrowser());
  });
  afterAll(() => browser?.close());

  const openTab = async (name: string) => {
    await page.goto('/settings');
    await visible(page.getByRole('heading', { name: 'Settings' }));
    await page.getByRole('tab', { name }).click();
  };

  it('Email: saves the SMTP settings, keeps the password without showing it, and shows the test mail answer', async () => {
    await openTab('Email');
    const form = page.locator('form#smtp-settings');
    await visible(form.getByLabel('SMTP Host'));
    await form.getByLabel('SMTP Host').fill('127.0.0.1');
    // 70000 is refused with its message, not clamped to 65535 and saved (issue 23).
    await form.getByLabel('Port').fill('70000');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await visible(form.getByText('Port must be a whole number from 1 to 65535'));
    expect(await form.getByLabel('Port').inputValue()).toBe('70000');
    await form.getByLabel('Port').fill('1');
    await form.getByLabel('Username').fill('mailer');
    await form.getByLabel('Password', { exact: true }).fill('e2e-secret');
    await form.getByLabel('From Email').fill('not-an-address');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await visible(form.getByText('Invalid email address'));
    await form.getByLabel('From Email').fill('risks@example.com');
    await form.getByLabel('From Name').fill('Risk Desk');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await visible(toast(page, 'SMTP settings saved successfully'));

    await page.reload();
    await visible(form.getByText('A password is set. Leave this empty to keep it.'));
    expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await form.getByLabel('SMTP Host').inputValue()).toBe('127.0.0.1');
    expect(await page.content()).not.toContain('e2e-secret');

    await form.getByLabel('Send to').fill('admin@example.com');
    await form.getByRole('button', { name: 'Send Test Mail' }).click();
    // Nothing listens on port 1: the answer comes once SMTP_TEST_TIMEOUT_MS (5 s) is over, without the port's detail.
    const result = await visible(page.getByTestId('smtp-test-result'));
    expect(await result.textContent()).toContain('The test mail was not sent');
    expect(await result.textContent()).toContain(NOTIFICATION_MESSAGES.smtpCouldNotConnect);
  });

  /** A retry of the templates test starts from the seeded set again: the Arabic "Task completed" template it deletes. */
  async function restoreArabicTaskCompleted(): Promise<void> {
    const api = await RiskApi.signIn();
    const { body } = await api.request<{ type: string; language: string }[]>('GET', '/api/email-templates');
    if (body.some((template) => template.type === 'task_completed' && template.language === 'ar')) return;
    const created = await api.request('POST', '/api/email-templates', {
      name: 'اكتمال المهمة',
      type: 'task_completed',
      language: 'ar',
      subject: 'اكتملت {{taskTitle}}',
      bodyHtml: '<p>{{taskTitle}}</p>',
      isActive: true,
    });
    expect(created.status).toBe(201);
  }

  it('Templates: lists the defaults, edits, refuses a template that does not compile, deletes and adds', async () => {
    await restoreArabicTaskCompleted();
    await openTab('Templates');
    const row = (type: string, language: string) => page.getByRole('row').filter({ hasText: type }).filter({ hasText: language });
    await visible(row('Task completed', 'Arabic'));
    expect(await page.getByRole('row').filter({ hasText: 'English' }).count()).toBeGreaterThanOrEqual(7);

    await row('Task overdue', 'English')
      .getByRole('button', { name: /^Edit template/ })
      .click();
    const edit = await visible(page.getByRole('dialog', { name: 'Edit Template' }));
    await edit.getByLabel('HTML Body').fill('<p>{{#if taskTitle}}open</p>');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await visible(toast(page, 'The HTML body does not compile: Parse error on line 1'));
    await edit.getByLabel('HTML Body').fill('<p>Hello {{userName}}, {{taskTitle}} is overdue.</p>');
    await edit.getByLabel('Subject').fill('Overdue: {{taskTitle}}');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await visible(toast(page, 'Template updated successfully'));
    await visible(row('Task overdue', 'English').getByText('Overdue: {{taskTitle}}'));

    await row('Task completed', 'Arabic')
      .getByRole('button', { name: /^Delete template/ })
      .click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Delete this template?' }));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(toast(page, 'Template deleted successfully'));
    await row('Task completed', 'Arabic').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add Template' }).click();
    const add = await visible(page.getByRole('dialog', { name: 'Add Template' }));
    await add.getByRole('button', { name: 'Create Template' }).click();
    await visible(add.getByText('Template name is required'));
    await add.getByLabel('Name').fill('اكتمال');
    await choose(page, add.getByLabel('Type'), 'Task completed');
    await choose(page, add.getByLabel('Language'), 'Arabic');
    await add.getByLabel('Subject').fill('اكتملت {{taskTitle}}');
    await add.getByLabel('HTML Body').fill('<p>{{taskTitle}}</p>');
    await add.getByRole('button', { name: 'Create Template' }).click();
    await visible(toast(page, 'Template created successfully'));
    await visible(row('Task completed', 'Arabic').getByText('اكتملت {{taskTitle}}'));
  });

  it('Notifications: sends each change of an escalation rule at once', async () => {
    // A retry starts from the seeded rule again.
    const api = await RiskApi.signIn();
    const { body: rules } = await api.request<{ id: string }[]>('GET', '/api/escalation-settings');
    for (const rule of rules) {
      expect(
        (
          await api.request('PATCH', `/api/escalation-settings/${rule.id}`, {
            daysBeforeDue: 3,
            daysOverdue: 1,
            escalationSteps: [],
            isActive: true,
          })
        ).status,
      ).toBe(200);
    }
    await openTab('Notifications');
    const days = await visible(page.getByRole('spinbutton', { name: 'Days Before Due' }));
    expect(await days.inputValue()).toBe('3');
    await days.fill('5');
    await visible(toast(page, 'Escalation rules updated successfully'));
    await page.reload();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    expect(await (await visible(page.getByRole('spinbutton', { name: 'Days Before Due' }))).inputValue()).toBe('5');

    const active = page.getByRole('switch', { name: /^Rule .* active$/ });
    expect(await active.getAttribute('aria-checked')).toBe('true');
    await active.click();
    await visible(toast(page, 'Escalation rules updated successfully'));
    await active.click();
    await page.getByRole('spinbutton', { name: 'Days Before Due' }).fill('3');
    await visible(toast(page, 'Escalation rules updated successfully'));

    // The escalation ladder: step 2 waits for step 1; a step not after Days Overdue gets the service's message.
    const step2 = page.getByRole('spinbutton', { name: 'Step 2: executives (days overdue)' });
    expect(await step2.isDisabled()).toBe(true);
    await (await visible(page.getByRole('spinbutton', { name: 'Step 1: department manager (days overdue)' }))).fill('4');
    await visible(toast(page, 'Escalation rules updated successfully'));
    await page.reload();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    expect(await (await visible(page.getByRole('spinbutton', { name: 'Step 1: department manager (days overdue)' }))).inputValue()).toBe(
      '4',
    );
    // Each step has a label on screen; a refused value gives way to the server's again, without a reload.
    await visible(page.locator('label').filter({ hasText: 'Step 1: department manager (days overdue)' }));
    await visible(page.locator('label').filter({ hasText: 'Step 2: executives (days overdue)' }));
    await page.getByRole('spinbutton', { name: 'Days Overdue', exact: true }).fill('5');
    await visible(toast(page, 'Each escalation step must be more days than Days overdue'));
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[aria-label="Days Overdue"]')?.value === '1');
  });
});
