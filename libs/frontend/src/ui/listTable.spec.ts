import { describe, expect, it } from '@jest/globals';
import { columnSortOrder, paramOneOf, paramWholeNumber, tableChangePatch } from './listTable';

const current = { page: 3, pageSize: 20, sort: 'title' as 'title' | 'code' | null, order: 'asc' as 'asc' | 'desc' | null };
const fields = { title: 'title', code: 'code' } as const;

describe('list tables', () => {
  it('reads URL values only when they are known or whole numbers in range', () => {
    expect(paramOneOf(['a', 'b'], 'b')).toBe('b');
    expect(paramOneOf(['a', 'b'], 'c')).toBeNull();
    expect(paramWholeNumber('12', 1, 20)).toBe(12);
    expect(paramWholeNumber('21', 1, 20)).toBeNull();
    expect(paramWholeNumber('1.5', 1, 20)).toBeNull();
  });

  it('keeps the page when only the page changes, and goes to page 1 when the order or the size changes', () => {
    expect(tableChangePatch(current, fields, { current: 4, pageSize: 20 }, { columnKey: 'title', order: 'ascend' })).toEqual({
      page: 4,
      pageSize: 20,
      sort: 'title',
      order: 'asc',
    });
    expect(tableChangePatch(current, fields, { current: 4, pageSize: 20 }, { columnKey: 'code', order: 'descend' })).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'code',
      order: 'desc',
    });
    expect(tableChangePatch(current, fields, { current: 4, pageSize: 50 }, { columnKey: 'title', order: 'ascend' }).page).toBe(1);
    expect(tableChangePatch(current, fields, { current: 3, pageSize: 20 }, { columnKey: 'title', order: undefined })).toMatchObject({
      page: 1,
      sort: null,
      order: null,
    });
  });

  it("shows the query's order on its column only", () => {
    expect(columnSortOrder(current, 'title')).toBe('ascend');
    expect(columnSortOrder(current, 'code')).toBeNull();
  });
});
