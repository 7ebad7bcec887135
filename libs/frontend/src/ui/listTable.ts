import type { TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';

/** Readers of a list's URL parameters: unknown or malformed values read as null rather than reaching the server. */
export const paramOneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export const paramWholeNumber = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

/** A calendar day YYYY-MM-DD that exists (2026-02-30 does not), else null. */
export const paramDay = (value: string | null): string | null => {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : null;
};

/** Where a server-paged list is: page (from 1) and page size. */
export interface ListPaging {
  page: number;
  pageSize: number;
}

/** The paging of a server-paged table or card list: page sizes, '1-20 of 42' from `range`, hidden when one page holds all. */
export function listPagination(
  paging: ListPaging,
  total: number,
  pageSizes: readonly number[],
  range: (from: number, to: number, total: number) => string,
): TablePaginationConfig {
  return {
    current: paging.page,
    pageSize: paging.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: pageSizes.map(String),
    hideOnSinglePage: total <= pageSizes[0],
    showTotal: (n, [from, to]) => range(from, to, n),
  };
}

/**
 * What a table's change (page, page size or sort header) writes to the list's query: the server's sort
 * field of the sorted column (`sortFields`, by column key), and page 1 when the size or the order changed.
 */
export function tableChangePatch<S extends string, R>(
  current: ListPaging & { sort: S | null; order: 'asc' | 'desc' | null },
  sortFields: Record<string, S>,
  page: TablePaginationConfig,
  sorter: SorterResult<R> | SorterResult<R>[],
): { page: number; pageSize: number; sort: S | null; order: 'asc' | 'desc' | null } {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  const sort = s?.order && s.columnKey ? (sortFields[String(s.columnKey)] ?? null) : null;
  const order = sort ? (s.order === 'ascend' ? 'asc' : 'desc') : null;
  const pageSize = page.pageSize ?? current.pageSize;
  const reset = pageSize !== current.pageSize || sort !== current.sort || (sort !== null && order !== current.order);
  return { page: reset ? 1 : (page.current ?? 1), pageSize, sort, order };
}

/** The antd sort order a column shows for the query's sort. */
export const columnSortOrder = <S extends string>(current: { sort: S | null; order: 'asc' | 'desc' | null }, field: S) =>
  current.sort === field ? (current.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
