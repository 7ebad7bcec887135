import { describe, expect, it } from '@jest/globals';
import { activeFilterCount, BOARD_LIMIT, DEFAULT_PAGE_SIZE, parseTaskListQuery, taskListUrl } from './taskListQuery';

const parse = (qs: string) => parseTaskListQuery(new URLSearchParams(qs));

describe('the task list query', () => {
  it('reads filters, paging, order and view from the URL, ignoring unknown values', () => {
    expect(parse('search=%20pump%20&status=done&priority=urgent&page=3&pageSize=50&sort=dueDate&order=asc&view=board')).toEqual({
      search: 'pump',
      status: 'done',
      priority: null,
      assignedToId: null,
      page: 3,
      pageSize: 50,
      sort: 'dueDate',
      order: 'asc',
      view: 'board',
    });
    expect(parse('page=0&pageSize=9999&sort=nope&view=cards')).toMatchObject({
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: null,
      view: 'table',
    });
  });

  it('counts the active filters', () => {
    expect(activeFilterCount(parse('search=a&status=to_do&page=2'))).toBe(2);
    expect(activeFilterCount(parse(''))).toBe(0);
  });

  it('asks the server for one page in the table and for every task (up to the maximum) on the board', () => {
    expect(taskListUrl(parse('status=in_progress&page=3&pageSize=10&sort=title&order=asc'))).toBe(
      '/api/tasks?status=in_progress&limit=10&offset=20&sort=title&order=asc',
    );
    expect(taskListUrl(parse('page=3&view=board&order=asc'))).toBe(`/api/tasks?limit=${BOARD_LIMIT}&offset=0`);
  });
});
