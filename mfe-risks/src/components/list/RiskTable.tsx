import { Table, Typography, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useNavigate } from 'react-router';
import { displayName, type RiskSortField, type RiskView } from '@rtm/contracts';
import { EmptyState } from '@rtm/frontend/ui';
import { PAGE_SIZES, type RiskListQuery } from '../../api/riskListQuery';
import type { useRiskListQuery } from '../../hooks/useRiskListQuery';
import { RiskLevelBadge } from '../badges/RiskLevelBadge';
import { RiskStatusBadge } from '../badges/RiskStatusBadge';
import { riskTypeLabel } from '../riskLabels';

export interface RiskTableProps {
  risks: readonly RiskView[];
  total: number;
  query: RiskListQuery;
  update: ReturnType<typeof useRiskListQuery>['update'];
  loading: boolean;
  /** A search or filter is active: the empty text is 'No risks found', else 'No risks reported yet'. */
  filtered: boolean;
}

/** Sortable columns (by key) and the server's sort field behind each. */
const SORT_FIELDS: Record<string, RiskSortField> = { riskId: 'riskId', title: 'title', level: 'riskScore', status: 'status' };

const sortOrderOf = (query: RiskListQuery, field: RiskSortField) =>
  query.sort === field ? (query.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

/** Columns Risk ID, Title, Suggested Solution, Type, Owner, Level, Status; a row opens /risks/{id}. */
export function RiskTable({ risks, total, query, update, loading, filtered }: RiskTableProps) {
  const navigate = useNavigate();
  const open = (risk: RiskView) => navigate(`/risks/${risk.id}`);

  const columns: TableColumnsType<RiskView> = [
    {
      key: 'riskId',
      title: 'Risk ID',
      dataIndex: 'riskId',
      sorter: true,
      sortOrder: sortOrderOf(query, 'riskId'),
      width: 140,
      render: (code: string) => (
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          {code}
        </Typography.Text>
      ),
    },
    {
      key: 'title',
      title: 'Title',
      dataIndex: 'title',
      sorter: true,
      sortOrder: sortOrderOf(query, 'title'),
      ellipsis: true,
    },
    {
      key: 'suggestedSolution',
      title: 'Suggested Solution',
      dataIndex: 'suggestedSolution',
      ellipsis: true,
      render: (text: string | null) => text || <Typography.Text type="secondary">—</Typography.Text>,
    },
    { key: 'type', title: 'Type', dataIndex: 'riskType', render: (name: string) => riskTypeLabel(name) },
    {
      key: 'owner',
      title: 'Owner',
      render: (_, risk) => (risk.owner ? displayName(risk.owner) : <Typography.Text type="secondary">—</Typography.Text>),
    },
    {
      key: 'level',
      title: 'Level',
      sorter: true,
      sortOrder: sortOrderOf(query, 'riskScore'),
      render: (_, risk) => <RiskLevelBadge level={risk.riskLevel} />,
    },
    {
      key: 'status',
      title: 'Status',
      dataIndex: 'status',
      sorter: true,
      sortOrder: sortOrderOf(query, 'status'),
      render: (_, risk) => <RiskStatusBadge status={risk.status} variant="list" />,
    },
  ];

  const onChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<RiskView> | SorterResult<RiskView>[]) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = s?.order && s.columnKey ? (SORT_FIELDS[String(s.columnKey)] ?? null) : null;
    const pageSize = pagination.pageSize ?? query.pageSize;
    const sortChanged = sort !== query.sort || (sort && (s.order === 'ascend' ? 'asc' : 'desc') !== query.order);
    update({
      page: pageSize !== query.pageSize || sortChanged ? 1 : (pagination.current ?? 1),
      pageSize,
      sort,
      order: sort ? (s.order === 'ascend' ? 'asc' : 'desc') : null,
    });
  };

  return (
    <Table<RiskView>
      rowKey="id"
      columns={columns}
      dataSource={risks as RiskView[]}
      loading={loading}
      onChange={onChange}
      showSorterTooltip={false}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: query.page,
        pageSize: query.pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        hideOnSinglePage: total <= PAGE_SIZES[0],
        showTotal: (n, [from, to]) => `${from}-${to} of ${n}`,
      }}
      onRow={(risk) => ({
        onClick: () => open(risk),
        onKeyDown: (e) => {
          if (e.key === 'Enter') open(risk);
        },
        tabIndex: 0,
        style: { cursor: 'pointer' },
        'data-testid': 'risk-row',
        'aria-label': `${risk.riskId} ${risk.title}`,
      })}
      locale={{ emptyText: <EmptyState title={filtered ? 'No risks found' : 'No risks reported yet'} /> }}
      data-testid="risks-table"
    />
  );
}
