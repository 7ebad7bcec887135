import { beforeAll, describe, expect, it } from '@jest/globals';
import { IDENTITY_MESSAGES, VALIDATION, type DepartmentDto, type UserDto, type UserListEntry } from '@rtm/contracts';
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
      expect(res.body.length).toBe(Math.min(Number(res.headers.get('x-total-count')), 500)); // the default page is 500
      for (const user of res.body) expect(Object.keys(user).join()).not.toMatch(SECRET_FIELD);
      expect(res.text).not.toMatch(/\$argon2/);
      expect(res.body.every((user: UserDto) => typeof user.username === 'string' && typeof user.isActive === 'boolean')).toBe(true);
    });

    it('answers other roles without usernames and sign-in state', async () => {
      const member = await createUser(admin);
      for (const role of ['team_member', 'manager', 'executive'] as const) {
        const { client } = await signedInAs(admin, role);
        const res = await client.get(`/api/users?search=${member.username}`);
        expect(res.status).toBe(200);
        expect(res.body.map((user: UserDto) => user.id)).toContain(member.id);
        for (const user of res.body) {
          expect(user).not.toHaveProperty('username');
          expect(user).not.toHaveProperty('isActive');
        }
      }
    });
  });

  describe('GET /api/users: search, filters and paging', () => {
    const ids = (res: { body: UserListEntry[] }) => res.body.map((user) => user.id);
    const total = (res: { headers: Headers }) => Number(res.headers.get('x-total-count'));

    it('searches first name, last name, the full name, e-mail and username, in any case', async () => {
      const token = unique('Qz').toLowerCase();
      const byFirst = await createUser(admin, { firstName: `First${token}` });
      const byLast = await createUser(admin, { lastName: `Last${token}` });
      const byMail = await createUser(admin, { email: `mail.${token}@example.com` });
      const byName = await createUser(admin, { username: `name_${token}`, email: `${unique('other')}@example.com` });
      const search = async (text: string) => admin.get<UserListEntry[]>(`/api/users?search=${encodeURIComponent(text)}`);

      const all = await search(token.toUpperCase());
      expect(all.status).toBe(200);
      expect(ids(all)).toEqual([byFirst.id, byLast.id, byMail.id, byName.id]); // oldest account first
      expect(total(all)).toBe(4);
      expect(ids(await search(`first${token}`))).toEqual([byFirst.id]);
      expect(ids(await search(`last${token}`))).toEqual([byLast.id]);
      expect(ids(await search(`Test Last${token}`))).toEqual([byLast.id]); // first and last name together
      expect(ids(await search(`MAIL.${token}@EXAMPLE`))).toEqual([byMail.id]);
      expect(ids(await search(`name_${token}`))).toEqual([byName.id]);
      // LIKE wildcards are plain characters.
      expect(total(await search(`%${token}`))).toBe(0);
      expect(total(await search('_'.repeat(3) + token))).toBe(0);
    });

    it('does not match usernames for other roles, and lists only active users to them', async () => {
      const token = unique('Hid').toLowerCase();
      const hidden = await createUser(admin, { username: `hid_${token}`, email: `${unique('x')}@example.com` });
      const { client } = await signedInAs(admin, 'manager');
      expect(total(await client.get(`/api/users?search=hid_${token}`))).toBe(0);
      expect(ids(await admin.get(`/api/users?search=hid_${token}`))).toEqual([hidden.id]);

      const inactive = await createUser(admin, { lastName: `Gone${token}` });
      expect((await admin.patch(`/api/users/${inactive.id}/active`, { isActive: false })).status).toBe(200);
      expect(total(await client.get(`/api/users?search=Gone${token}`))).toBe(0);
      const listed = await admin.get<UserListEntry[]>(`/api/users?search=Gone${token}`);
      expect(listed.body).toEqual([expect.objectContaining({ id: inactive.id, isActive: false })]);
    });

    it('filters by one role or several and by department, with the number of matches in X-Total-Count', async () => {
      const department = await createDepartment(admin);
      const other = await createDepartment(admin);
      const manager = await createUser(admin, { role: 'manager', departmentId: department.id });
      const member = await createUser(admin, { role: 'team_member', departmentId: department.id });
      const executive = await createUser(admin, { role: 'executive', departmentId: department.id });
      await createUser(admin, { role: 'manager', departmentId: other.id });

      const inDepartment = await admin.get<UserListEntry[]>(`/api/users?departmentId=${department.id}`);
      expect(ids(inDepartment)).toEqual([manager.id, member.id, executive.id]);
      expect(total(inDepartment)).toBe(3);
      expect(ids(await admin.get(`/api/users?departmentId=${department.id}&role=manager`))).toEqual([manager.id]);
      const owners = await admin.get<UserListEntry[]>(`/api/users?departmentId=${department.id}&role=manager,executive`);
      expect(ids(owners)).toEqual([manager.id, executive.id]);
      expect(total(owners)).toBe(2);
      const everyManager = await admin.get<UserListEntry[]>('/api/users?role=manager&limit=500');
      expect(everyManager.body.every((user) => user.role === 'manager')).toBe(true);
      expect(ids(await admin.get(`/api/users?departmentId=${department.id}&search=${member.username}`))).toEqual([member.id]);
    });

    it('answers the users asked by id (any of them, not only a first page), active ones to other roles', async () => {
      const wanted = [await createUser(admin, { role: 'manager' }), await createUser(admin, { role: 'team_member' })];
      const inactive = await createUser(admin);
      expect((await admin.patch(`/api/users/${inactive.id}/active`, { isActive: false })).status).toBe(200);
      const asked = [...wanted, inactive].map((u) => u.id).join(',');
      const byIds = await admin.get<UserListEntry[]>(`/api/users?ids=${asked},${crypto.randomUUID()}`);
      expect(ids(byIds)).toEqual([...wanted, inactive].map((u) => u.id));
      expect(total(byIds)).toBe(3);
      const { client } = await signedInAs(admin, 'team_member');
      expect(ids(await client.get(`/api/users?ids=${asked}`))).toEqual(wanted.map((u) => u.id));
      expect(ids(await admin.get(`/api/users?ids=${asked}&role=manager`))).toEqual([wanted[0].id]);
    });

    it('pages with limit and offset, oldest account first, the total on every page', async () => {
      const department = await createDepartment(admin);
      const made: UserDto[] = [];
      for (let i = 0; i < 5; i++) made.push(await createUser(admin, { departmentId: department.id }));
      const page = (limit: number, offset: number) =>
        admin.get<UserListEntry[]>(`/api/users?departmentId=${department.id}&limit=${limit}&offset=${offset}`);
      const first = await page(2, 0);
      const second = await page(2, 2);
      const last = await page(2, 4);
      expect([ids(first), ids(second), ids(last)]).toEqual(
        [made.slice(0, 2), made.slice(2, 4), made.slice(4)].map((p) => p.map((u) => u.id)),
      );
      expect([first, second, last].map(total)).toEqual([5, 5, 5]);
      const beyond = await page(2, 10);
      expect(beyond.body).toEqual([]);
      expect(total(beyond)).toBe(5);
    });

    it('refuses bad paging and filters with 400 and a message', async () => {
      const cases: [string, string][] = [
        ['limit=501', IDENTITY_MESSAGES.pageLimitInvalid],
        ['limit=0', IDENTITY_MESSAGES.pageLimitInvalid],
        ['limit=ten', IDENTITY_MESSAGES.pageLimitInvalid],
        ['limit=2.5', IDENTITY_MESSAGES.pageLimitInvalid],
        ['offset=1e20', IDENTITY_MESSAGES.pageOffsetInvalid],
        ['offset=100000000000000000000', IDENTITY_MESSAGES.pageOffsetInvalid],
        ['offset=-1', IDENTITY_MESSAGES.pageOffsetInvalid],
        ['role=foo', VALIDATION.invalidRole],
        ['role=manager,king', VALIDATION.invalidRole],
        ['departmentId=abc', IDENTITY_MESSAGES.departmentIdInvalid],
        ['departmentId=99999999999', IDENTITY_MESSAGES.departmentIdInvalid],
        [`search=${'x'.repeat(201)}`, IDENTITY_MESSAGES.userSearchInvalid],
        ['search=a&search=b', IDENTITY_MESSAGES.userSearchInvalid],
        ['ids=1,2', IDENTITY_MESSAGES.userIdsInvalid],
        [`ids=${Array.from({ length: 101 }, () => crypto.randomUUID()).join(',')}`, IDENTITY_MESSAGES.userIdsInvalid],
      ];
      for (const [query, message] of cases) {
        const res = await admin.get(`/api/users?${query}`);
        expect({ query, status: res.status, message: res.body.message }).toEqual({ query, status: 400, message });
      }
      const { client } = await signedInAs(admin, 'team_member');
      expect((await client.get('/api/users?limit=501')).status).toBe(400);
    });
  });

  describe('GET /api/departments: paging', () => {
    it('pages departments by name with X-Total-Count, 500 at most', async () => {
      await createDepartment(admin);
      await createDepartment(admin);
      const all = await admin.get<DepartmentDto[]>('/api/departments');
      const count = Number(all.headers.get('x-total-count'));
      expect(all.body.length).toBe(Math.min(count, 500));
      const second = await admin.get<DepartmentDto[]>('/api/departments?limit=1&offset=1');
      expect(second.body).toEqual([all.body[1]]);
      expect(second.headers.get('x-total-count')).toBe(String(count));
      for (const query of ['limit=501', 'limit=0', 'offset=-1', 'offset=1e20']) {
        const res = await admin.get(`/api/departments?${query}`);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(query.startsWith('limit') ? IDENTITY_MESSAGES.pageLimitInvalid : IDENTITY_MESSAGES.pageOffsetInvalid);
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
