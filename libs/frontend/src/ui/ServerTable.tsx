import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { SorterResult, TableRowSelection } from 'antd/es/table/interface';
import { useNavigate } from 'react-router';
import { EmptyState } from './EmptyState';
import { tableChangePatch, type ListPaging } from './listTable';

type ListQuery<S extends string> = ListPaging & { sort: S | null; order: 'asc' | 'desc' | null };

/** A list sorted and paged on the server, as its page holds it: the rows of the page and the query that chose them. */
export interface ServerList<R, S extends string> {
  rows: readonly R[];
  /** A new page or order is on its way (the rows shown are the previous ones). */
  loading: boolean;
  query: ListQuery<S>;
  /** Receives the page, page size and sort a header or pager click asks for. */
  update: (patch: ListQuery<S>) => void;
  /** Sortable columns (by key) and the server's sort field behind each. */
  sortFields: Record<string, S>;
  pagination: TablePaginationConfig;
}

/** Where a row of a list leads (click or Enter), its name for screen readers and its test id. */
export interface RowLink<R> {
  path: (row: R) => string;
  label: (row: R) => string;
  testId: string;
}

export interface ServerTableProps<R extends { id: string }, S extends string> {
  list: ServerList<R, S>;
  columns: TableColumnsType<R>;
  rowLink: RowLink<R>;
  empty: string;
  /** Below this width the table scrolls inside its own box (a tablet beside the sidebar). */
  scrollX: number;
  /** Checkboxes that choose rows (a bulk edit's); none without it. */
  rowSelection?: TableRowSelection<R>;
  'data-testid'?: string;
}

/**
 * The select-all checkbox of the selection column's title. antd also draws every column's title in a hidden row that
 * measures the columns (`aria-hidden`, height 0); the copy there is taken out of the tab order, so nothing hidden from
 * screen readers can take the focus (axe: aria-hidden-focus).
 */
function SelectAllTitle({ checkbox }: { checkbox: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!ref.current?.closest('.ant-table-measure-row')) return;
    for (const input of ref.current.querySelectorAll('input')) input.tabIndex = -1;
  });
  return <span ref={ref}>{checkbox}</span>;
}

const withSafeSelectAll = <R,>(selection: TableRowSelection<R> | undefined): TableRowSelection<R> | undefined =>
  selection && !selection.columnTitle
    ? { ...selection, columnTitle: (checkbox: ReactNode) => <SelectAllTitle checkbox={checkbox} /> }
    : selection;

/** A list sorted and paged on the server whose rows open their detail page, reachable by keyboard. */
export function ServerTable<R extends { id: string }, S extends string>(props: ServerTableProps<R, S>) {
  const { list, columns, rowLink, empty, scrollX, rowSelection } = props;
  const navigate = useNavigate();
  const open = (row: R) => navigate(rowLink.path(row));
  const onChange = (page: TablePaginationConfig, _filters: unknown, sorter: SorterResult<R> | SorterResult<R>[]) =>
    list.update(tableChangePatch(list.query, list.sortFields, page, sorter));
  return (
    <Table<R>
      rowKey="id"
      columns={columns}
      dataSource={list.rows as R[]}
      loading={list.loading}
      onChange={onChange}
      showSorterTooltip={false}
      size="middle"
      tableLayout="fixed"
      scroll={{ x: scrollX }}
      pagination={list.pagination}
      rowSelection={withSafeSelectAll(rowSelection)}
      onRow={(row) => ({
        onClick: () => open(row),
        onKeyDown: (e) => {
          if (e.key === 'Enter') open(row);
        },
        tabIndex: 0,
        style: { cursor: 'pointer' },
        'data-testid': rowLink.testId,
        'aria-label': rowLink.label(row),
      })}
      locale={{ emptyText: <EmptyState title={empty} /> }}
      data-testid={props['data-testid']}
    />
  );
}
