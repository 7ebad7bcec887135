import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { EmptyState } from './EmptyState';
import { tableChangePatch, type ListPaging } from './listTable';

type ListQuery<S extends string> = ListPaging & { sort: S | null; order: 'asc' | 'desc' | null };

export interface ServerTableProps<R extends { id: string }, S extends string> {
  rows: readonly R[];
  columns: TableColumnsType<R>;
  loading: boolean;
  query: ListQuery<S>;
  /** Sortable columns (by key) and the server's sort field behind each. */
  sortFields: Record<string, S>;
  /** Receives the page, page size and sort a header or pager click asks for. */
  onQueryChange: (patch: ListQuery<S>) => void;
  pagination: TablePaginationConfig;
  /** Opens a row (click or Enter); `rowLabel` names the row for screen readers. */
  onOpen: (row: R) => void;
  rowLabel: (row: R) => string;
  rowTestId: string;
  empty: string;
  /** Below this width the table scrolls inside its own box (a tablet beside the sidebar). */
  scrollX: number;
  'data-testid'?: string;
}

/** A list sorted and paged on the server whose rows open their detail page, reachable by keyboard. */
export function ServerTable<R extends { id: string }, S extends string>(props: ServerTableProps<R, S>) {
  const { rows, columns, loading, query, sortFields, onQueryChange, pagination, onOpen, rowLabel, rowTestId, empty, scrollX } = props;
  const onChange = (page: TablePaginationConfig, _filters: unknown, sorter: SorterResult<R> | SorterResult<R>[]) =>
    onQueryChange(tableChangePatch(query, sortFields, page, sorter));
  return (
    <Table<R>
      rowKey="id"
      columns={columns}
      dataSource={rows as R[]}
      loading={loading}
      onChange={onChange}
      showSorterTooltip={false}
      size="middle"
      tableLayout="fixed"
      scroll={{ x: scrollX }}
      pagination={pagination}
      onRow={(row) => ({
        onClick: () => onOpen(row),
        onKeyDown: (e) => {
          if (e.key === 'Enter') onOpen(row);
        },
        tabIndex: 0,
        style: { cursor: 'pointer' },
        'data-testid': rowTestId,
        'aria-label': rowLabel(row),
      })}
      locale={{ emptyText: <EmptyState title={empty} /> }}
      data-testid={props['data-testid']}
    />
  );
}
