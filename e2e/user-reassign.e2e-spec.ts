import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { DepartmentDto, RiskView, UserDto, UserRole } from '@rtm/contracts';
import { choose, launchBrowser, newPage, signIn, toast, visible } from './support/browser';
import { ADMIN, TEST_TIMEOUT_MS, unique } from './support/env';
import { RiskApi } from './fixtures/risks/riskFixtures';

jest.setTimeout(TEST_TIMEOUT_MS * 2);

/**
 * Issue 12: deactivating or demoting a user who owns open risks or manages a department is refused (409);
 * the users screen then lists what they hold, takes a new owner and a new manager, reassigns and retries.
 * Every run makes its own users, department and risk, so a retried run starts afresh.
 */
describe('Users: reassigning work before a deactivation or a demotion', () => {
  let browser: Browser;
  let admin: RiskApi;

  beforeAll(async () => {
    admin = await RiskApi.signIn();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function holder(first: string): Promise<{ user: UserDto; successor: UserDto; department: DepartmentDto; risk: RiskView }> {
    const person = (firstName: string, role: UserRole) =>
      admin.createUser({
        username: unique(`reassign_${firstName.toLowerCase()}_`),
        password: 'secret123',
        firstName,
        lastName: unique('Holder'),
        email: `${unique('reassign')}@example.com`,
        role,
      });
    const user = await person(first, 'manager');
    const successor = await person('Successor', 'manager');
    const department = await admin.createDepartment(unique('Reassign Dept '));
    expect((await admin.request('PATCH', `/api/departments/${department.id}/manager`, { managerId: user.id })).status).toBe(200);
    const risk = await admin.createRiskWhenKnown({
      title: `${unique('Held risk')} of ${first}`,
      riskType: 'operational',
      ownerId: user.id,
      departmentIds: [department.id],
      status: 'open',
    });
    return { user, successor, department, risk };
  }

  it('deactivates a user once their risk and department have a new holder', async () => {
    const { user, successor, department, risk } = await holder('Rania');
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, ADMIN.username, ADMIN.password);
      await page.goto(`/users?search=${user.username}`);
      const row = await visible(page.getByRole('row').filter({ hasText: `@${user.username}` }));
      await row.getByRole('switch', { name: `${user.username} active` }).click();

      const dialog = await visible(page.getByRole('dialog', { name: `Reassign the work of ${user.firstName} ${user.lastName}` }));
      await visible(dialog.getByText('Open risks they own (1)'));
      await visible(dialog.getByTestId('reassign-risks').getByText(`${risk.riskId}: ${risk.title}`));
      await visible(dialog.getByText('Departments they manage (1)'));
      await visible(dialog.getByTestId('reassign-departments').getByText(department.name));

      // Both choices are required.
      await dialog.getByRole('button', { name: 'Reassign and continue' }).click();
      await visible(dialog.getByText('Please choose the new risk owner'));
      await visible(dialog.getByText('Please choose the new department manager'));

      await choose(page, dialog.getByTestId('reassign-owner'), successor.lastName!, { search: successor.lastName! });
      await choose(page, dialog.getByTestId('reassign-manager'), successor.lastName!, { search: successor.lastName! });
      await dialog.getByRole('button', { name: 'Reassign and continue' }).click();
      // One toast at a time (SPEC section 9): the retried change's toast replaces "Work reassigned" at once.
      await visible(toast(page, 'User deactivated'));
      await page.waitForFunction(
        (name) => document.querySelector(`[aria-label="${name} active"]`)?.getAttribute('aria-checked') === 'false',
        user.username,
      );

      const after = await admin.request<RiskView>('GET', `/api/risks/${risk.id}`);
      expect(after.body.owner?.id).toBe(successor.id);
      const departments = await admin.request<DepartmentDto[]>('GET', '/api/departments');
      expect(departments.body.find((d) => d.id === department.id)?.managerId).toBe(successor.id);
    } finally {
      await context.close();
    }
  });

  it('demotes a manager once their work is reassigned, and cancelling changes nothing', async () => {
    const { user, successor, department, risk } = await holder('Samir');
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, ADMIN.username, ADMIN.password);
      await page.goto(`/users?search=${user.username}`);
      const row = await visible(page.getByRole('row').filter({ hasText: `@${user.username}` }));
      const roleSelect = row.getByTestId(`role-select-${user.username}`);
      const dialogName = `Reassign the work of ${user.firstName} ${user.lastName}`;

      await choose(page, roleSelect, 'Team Member', { shows: false });
      const dialog = await visible(page.getByRole('dialog', { name: dialogName }));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect((await admin.request<UserDto[]>('GET', `/api/users?search=${user.username}`)).body.find((u) => u.id === user.id)?.role).toBe(
        'manager',
      );

      await choose(page, roleSelect, 'Team Member', { shows: false });
      const again = await visible(page.getByRole('dialog', { name: dialogName }));
      await choose(page, again.getByTestId('reassign-owner'), successor.lastName!, { search: successor.lastName! });
      await choose(page, again.getByTestId('reassign-manager'), successor.lastName!, { search: successor.lastName! });
      await again.getByRole('button', { name: 'Reassign and continue' }).click();
      await visible(toast(page, 'Updated'));
      await visible(row.getByTestId(`role-select-${user.username}`).getByText('Team Member'));
      expect((await admin.request<RiskView>('GET', `/api/risks/${risk.id}`)).body.owner?.id).toBe(successor.id);
      const departments = await admin.request<DepartmentDto[]>('GET', '/api/departments');
      expect(departments.body.find((d) => d.id === department.id)?.managerId).toBe(successor.id);
    } finally {
      await context.close();
    }
  });
});
