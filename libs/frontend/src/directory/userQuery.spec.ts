import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { UserListEntry } from '@rtm/contracts';
import { fetchUsersPage, matchesUserQuery, usersUrl } from './userQuery';

const user = (
  id: string,
  firstName: string,
  role: UserListEntry['role'],
  email: string,
  departmentId: number | null = null,
): UserListEntry => ({
  id,
  firstName,
  lastName: 'Test',
  email,
  role,
  departmentId,
  profileImageUrl: null,
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const ada = user('1', 'Ada', 'manager', 'ada@example.com', 3);
const bob = user('2', 'Bob', 'team_member', 'bob@corp.example', 3);
const cy = user('3', 'Cy', 'system_admin', 'cy@example.com');

describe(usersUrl.name, () => {
  it('sends the search, the roles comma-separated, the department and the page, capped at 500', () => {
    expect(usersUrl({ search: ' ada ', roles: ['manager', 'system_admin'], departmentId: 3, limit: 20, offset: 40 })).toBe(
      '/api/users?search=ada&role=manager%2Csystem_admin&departmentId=3&limit=20&offset=40',
    );
    expect(usersUrl({ limit: 10_000 })).toBe('/api/users?limit=500');
  });
});

describe(matchesUserQuery.name, () => {
  it('matches a part of the name, the full name or the e-mail, ignoring case, within the roles and department', () => {
    expect(matchesUserQuery(bob, { search: 'CORP.EX', limit: 20 })).toBe(true);
    expect(matchesUserQuery(ada, { search: 'ada test', limit: 20 })).toBe(true);
    expect(matchesUserQuery(bob, { search: 'ada', limit: 20 })).toBe(false);
    expect(matchesUserQuery(bob, { roles: ['manager', 'system_admin'], limit: 20 })).toBe(false);
    expect(matchesUserQuery(cy, { departmentId: 3, limit: 20 })).toBe(false);
  });
});

describe(fetchUsersPage.name, () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const answer = (body: unknown, total?: number) =>
    jest
      .fn<typeof fetch>()
      .mockImplementation(() =>
        Promise.resolve(new Response(JSON.stringify(body), { headers: total === undefined ? {} : { 'X-Total-Count': String(total) } })),
      );

  it("takes the server's page and its X-Total-Count as they are", async () => {
    globalThis.fetch = answer([ada], 1234);
    await expect(fetchUsersPage({ search: 'a', limit: 1 })).resolves.toEqual({ items: [ada], total: 1234 });
    expect(jest.mocked(globalThis.fetch).mock.calls[0][0]).toBe('/api/users?search=a&limit=1');
  });

  it('filters and pages here when the server answers every user without X-Total-Count (a gateway older than the filters)', async () => {
    globalThis.fetch = answer([ada, bob, cy]);
    await expect(fetchUsersPage({ roles: ['manager', 'system_admin'], limit: 1, offset: 1 })).resolves.toEqual({ items: [cy], total: 2 });
    await expect(fetchUsersPage({ search: 'corp', limit: 20 })).resolves.toEqual({ items: [bob], total: 1 });
  });
});
