import { beforeAll, describe, expect, it } from '@jest/globals';
import { IDENTITY_MESSAGES, VALIDATION, type UserDto } from '@rtm/contracts';
import type { ApiClient } from './support/api-client.js';
import { PASSWORD, createDepartment, createUser, expectValidationErrors, signedInAdmin, signedInAs, unique } from './support/fixtures.js';

const SECRET_FIELD = /password|hash|credential|secret/i;

describe('users', () => {
  let admin: ApiClient;

  beforeAll(async () => {
    admin = await signedInAdmin();
  });

  describe('POST /api/users', () => {
    it('creates a user (201) and answers it without secrets', async () => {
      const department = await createDepartment(admin);
      const username = unique('sara');
      const res = await admin.post('/api/users', {
        username,
        password: PASSWORD,
        email: `${username}@example.com`,
        firstName: 'Sara',
        lastName: 'Ali',
        role: 'manager',
        departmentId: department.id,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        username,
        firstName: 'Sara',
        lastName: 'Ali',
        role: 'manager',
        departmentId: department.id,
        isActive: true,
      });
      expect(Object.keys(res.body).join()).not.toMatch(SECRET_FIELD);
    });

    it('defaults the role to team_member', async () => {
      const res = await admin.post('/api/users', { username: unique('plain'), password: PASSWORD, firstName: 'P', lastName: 'Q' });
      expect(res.status).toBe(201);
      expect(res.body.role).toBe('team_member');
    });

    it('rejects a password under 6 characters', async () => {
      const res = await admin.post('/api/users', { username: unique('short'), password: '12345', firstName: 'A', lastName: 'B' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message: VALIDATION.passwordMin, errors: [VALIDATION.passwordMin] });
    });

    it('rejects a malformed e-mail', async () => {
      const res = await admin.post('/api/users', {
        username: unique('mail'),
        password: PASSWORD,
        email: 'not-an-email',
        firstName: 'A',
        lastName: 'B',
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([VALIDATION.invalidEmail]);
    });

    it('accepts an empty e-mail (optional in forms)', async () => {
      const res = await admin.post('/api/users', {
        username: unique('nomail'),
        password: PASSWORD,
        email: '',
        firstName: 'A',
        lastName: 'B',
      });
      expect(res.status).toBe(201);
      expect(res.body.email).toBeNull();
    });

    it('lists every missing field', async () => {
      const res = await admin.post('/api/users', { username: unique('nameless'), password: PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([VALIDATION.firstNameRequired, VALIDATION.lastNameRequired]);
      expect(res.body.message).toBe(`${VALIDATION.firstNameRequired}; ${VALIDATION.lastNameRequired}`);

      const empty = await admin.post('/api/users', {});
      expectValidationErrors(empty, [
        VALIDATION.usernameRequired,
        VALIDATION.passwordRequired,
        VALIDATION.firstNameRequired,
        VALIDATION.lastNameRequired,
      ]);
    });

    it('rejects an unknown role', async () => {
      const res = await admin.post('/api/users', {
        username: unique('role'),
        password: PASSWORD,
        firstName: 'A',
        lastName: 'B',
        role: 'owner',
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([VALIDATION.invalidRole]);
    });

    it('answers 409 for a taken username (any case) or e-mail', async () => {
      const existing = await createUser(admin);
      const sameName = await admin.post('/api/users', {
        username: existing.username.toUpperCase(),
        password: PASSWORD,
        firstName: 'A',
        lastName: 'B',
      });
      expect(sameName.status).toBe(409);
      expect(sameName.body).toEqual({ statusCode: 409, message: IDENTITY_MESSAGES.usernameTaken });

      const sameMail = await admin.post('/api/users', {
        username: unique('other'),
        password: PASSWORD,
        email: existing.email,
        firstName: 'A',
        lastName: 'B',
      });
      expect(sameMail.status).toBe(409);
      expect(sameMail.body.message).toBe(IDENTITY_MESSAGES.emailTaken);
    });
  });

  describe('GET /api/users', () => {
    it('lists users without any password field', async () => {
      await createUser(admin);
      const res = await admin.get('/api/users');
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThanOrEqual(2);
      for (const user of res.body) expect(Object.keys(user).join()).not.toMatch(SECRET_FIELD);
      expect(res.text).not.toMatch(/\$argon2/);
      expect(res.body.every((user: UserDto) => typeof user.username === 'string' && typeof user.isActive === 'boolean')).toBe(true);
    });

    it('answers other roles without usernames and sign-in state', async () => {
      const member = await createUser(admin);
      for (const role of ['team_member', 'manager', 'executive'] as const) {
        const { client } = await signedInAs(admin, role);
        const res = await client.get('/api/users');
        expect(res.status).toBe(200);
        expect(res.body.map((user: UserDto) => user.id)).toContain(member.id);
        for (const user of res.body) {
          expect(user).not.toHaveProperty('username');
          expect(user).not.toHaveProperty('isActive');
        }
      }
    });
  });

  describe('PATCH /api/users/:userId/role', () => {
    it('changes the role and keeps the department when departmentId is left out', async () => {
      const department = await createDepartment(admin);
      const user = await createUser(admin, { departmentId: department.id });
      const res = await admin.patch(`/api/users/${user.id}/role`, { role: 'executive' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: user.id, role: 'executive', departmentId: department.id });
    });

    it('moves the user when departmentId is given, and clears it with null', async () => {
      const [from, to] = [await createDepartment(admin), await createDepartment(admin)];
      const user = await createUser(admin, { departmentId: from.id });
      const moved = await admin.patch(`/api/users/${user.id}/role`, { role: 'manager', departmentId: to.id });
      expect(moved.body).toMatchObject({ role: 'manager', departmentId: to.id });
      const cleared = await admin.patch(`/api/users/${user.id}/role`, { role: 'manager', departmentId: null });
      expect(cleared.body.departmentId).toBeNull();
    });

    it('validates the id, the role and the user', async () => {
      const badId = await admin.patch('/api/users/not-a-uuid/role', { role: 'manager' });
      expect(badId.status).toBe(400);
      expect(badId.body.message).toBe('User id must be a uuid');

      const user = await createUser(admin);
      const badRole = await admin.patch(`/api/users/${user.id}/role`, { role: 'king' });
      expect(badRole.status).toBe(400);
      expect(badRole.body.errors).toEqual([VALIDATION.invalidRole]);

      const unknown = await admin.patch('/api/users/00000000-0000-4000-8000-000000000000/role', { role: 'manager' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(IDENTITY_MESSAGES.userNotFound);
    });
  });
});
