import { describe, expect, it } from '@jest/globals';
import { parseUsersScreenQuery, usersPageQuery } from './usersQuery';

describe(parseUsersScreenQuery.name, () => {
  it('reads the search, role, department and page of the URL; malformed values fall back', () => {
    const q = parseUsersScreenQuery(new URLSearchParams('search=%20ada%20&role=manager&departmentId=4&page=3&pageSize=50'));
    expect(q).toEqual({ search: 'ada', role: 'manager', departmentId: 4, page: 3, pageSize: 50 });
    expect(parseUsersScreenQuery(new URLSearchParams('role=boss&departmentId=x&page=0&pageSize=1000'))).toEqual({
      search: '',
      role: null,
      departmentId: null,
      page: 1,
      pageSize: 20,
    });
  });
});

describe(usersPageQuery.name, () => {
  it('asks the server for one page: limit is the page size, offset the rows before it', () => {
    expect(usersPageQuery({ search: 'ada', role: 'manager', departmentId: 4, page: 3, pageSize: 50 })).toEqual({
      search: 'ada',
      roles: ['manager'],
      departmentId: 4,
      limit: 50,
      offset: 100,
    });
  });
});
