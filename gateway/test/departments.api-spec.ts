import { beforeAll, describe, expect, it } from '@jest/globals';
import { IDENTITY_MESSAGES, VALIDATION, type DepartmentDto, type UserRole } from '@rtm/contracts';
import type { ApiClient } from './support/api-client.js';
import { allPages, createDepartment, createUser, signedInAdmin, unique } from './support/fixtures.js';

describe('departments', () => {
  let admin: ApiClient;

  beforeAll(async () => {
    admin = await signedInAdmin();
  });

  describe('POST /api/departments', () => {
    it('creates a department (201) that GET lists', async () => {
      const name = unique('Finance');
      const res = await admin.post('/api/departments', { name, description: 'Money matters' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name, description: 'Money matters', managerId: null });
      expect(typeof res.body.id).toBe('number');

      const list = await allPages<DepartmentDto>(admin, '/api/departments');
      expect(list.map((d) => d.name)).toContain(name);
    });

    it('answers 409 for a name that exists (any case)', async () => {
      const existing = await createDepartment(admin);
      const res = await admin.post('/api/departments', { name: existing.name.toLowerCase() });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ statusCode: 409, message: IDENTITY_MESSAGES.departmentNameTaken });
    });

    it('requires a name', async () => {
      const res = await admin.post('/api/departments', { description: 'no name' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([VALIDATION.departmentNameRequired]);
    });
  });

  describe('PATCH /api/departments/:id/manager', () => {
    it.each(['manager', 'system_admin'] as UserRole[])('assigns a %s as manager', async (role) => {
      const department = await createDepartment(admin);
      const user = await createUser(admin, { role });
      const res = await admin.patch(`/api/departments/${department.id}/manager`, { managerId: user.id });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: department.id, managerId: user.id });
    });

    it.each(['team_member', 'executive'] as UserRole[])('refuses a %s with 400', async (role) => {
      const department = await createDepartment(admin);
      const user = await createUser(admin, { role });
      const res = await admin.patch(`/api/departments/${department.id}/manager`, { managerId: user.id });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(VALIDATION.managerRole);
    });

    it('clears the manager with null', async () => {
      const department = await createDepartment(admin);
      const manager = await createUser(admin, { role: 'manager' });
      await admin.patch(`/api/departments/${department.id}/manager`, { managerId: manager.id });
      const res = await admin.patch(`/api/departments/${department.id}/manager`, { managerId: null });
      expect(res.status).toBe(200);
      expect(res.body.managerId).toBeNull();
      const listed = (await allPages<DepartmentDto>(admin, '/api/departments')).find((d: { id: number }) => d.id === department.id);
      expect(listed?.managerId).toBeNull();
    });

    it('validates the department id and the manager id', async () => {
      const badId = await admin.patch('/api/departments/abc/manager', { managerId: null });
      expect(badId.status).toBe(400);
      expect(badId.body.message).toBe('Department id must be a number');

      const unknown = await admin.patch('/api/departments/999999/manager', { managerId: null });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(IDENTITY_MESSAGES.departmentNotFound);

      const department = await createDepartment(admin);
      const badManager = await admin.patch(`/api/departments/${department.id}/manager`, { managerId: 'nobody' });
      expect(badManager.status).toBe(400);
    });
  });
});
