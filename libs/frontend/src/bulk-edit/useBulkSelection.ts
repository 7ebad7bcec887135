import { useCallback, useMemo, useState } from 'react';
import type { TableRowSelection } from 'antd/es/table/interface';
import { MAX_SELECTION } from './bulkEdit';

/**
 * The rows chosen for a bulk edit, kept across pages (at most MAX_SELECTION): the table's checkboxes, 'select all N
 * matching' (ids from the server) and clear. `label`: a row's name (its code) where a page showed it (`rows`: the
 * page's), else its id.
 */
export function useBulkSelection<R extends { id: string }>(labelOf: (row: R) => string, rows: readonly R[] = []) {
  const [ids, setIds] = useState<string[]>([]);
  const [labels, setLabels] = useState<Record<string, string>>({});

  const rowSelection: TableRowSelection<R> = {
    selectedRowKeys: ids,
    preserveSelectedRowKeys: true,
    onChange: (keys, rows) => {
      setIds(keys.map(String).slice(0, MAX_SELECTION));
      setLabels((known) => ({ ...known, ...Object.fromEntries(rows.filter(Boolean).map((row) => [row.id, labelOf(row)])) }));
    },
    columnWidth: 48,
  };

  const replace = useCallback((next: readonly string[]) => setIds(next.slice(0, MAX_SELECTION)), []);
  const clear = useCallback(() => setIds([]), []);
  const shown = useMemo(() => new Map(rows.map((row) => [row.id, labelOf(row)])), [rows, labelOf]);
  const label = useCallback((id: string) => labels[id] ?? shown.get(id) ?? id, [labels, shown]);
  return { ids, rowSelection, replace, clear, label };
}

/** What the bulk edit's bar and dialog use of a selection (any row type). */
export interface BulkSelection {
  ids: string[];
  replace: (ids: readonly string[]) => void;
  clear: () => void;
  label: (id: string) => string;
}
