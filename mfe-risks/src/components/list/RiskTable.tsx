import { Typography, type TableColumnsType } from 'antd';
import { displayName, type RiskSortField, type RiskView } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { columnSortOrder, ServerTable, UserText, type ServerList } from '@rtm/frontend/ui';
import type { RiskListQuery } from '../../api/riskListQuery';
import type { useRiskListQuery } from '../../hooks/useRiskListQuery';
import { useRisksTranslation } from '../../i18n';
import { RiskLevelCell } from '../badges/RiskLevelCell';
import { RiskStatusBadge } from '../badges/RiskStatusBadge';
import { ReviewDue } from '../reviews/ReviewDue';
import { useRiskPagination } from './useRiskPagination';
import { useRiskRowLink } from './useRiskRowLink';

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

/** A cell cut to one line, its whole text in a tooltip. */
function Truncated({ text }: { text: string | null | undefined }) {
  if (!text) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <UserText cut tooltip>
      {text}
    </UserText>
  );
}

/**
 * Columns Risk ID, Title, Suggested Solution, Type, Owner, Level, Status, Next Review (issue 26); a row opens /risks/{id}.
 * Fixed widths for the short columns and a fixed layout, so Level and Status stay in view at laptop
 * widths (1366 px with the sidebar open); Title, Suggested Solution and Owner are cut with a tooltip.
 */
export function RiskTable({ risks, total, query, update, loading, filtered }: RiskTableProps) {
  const { t } = useRisksTranslation();
  const labels = useEnumLabels();
  const pagination = useRiskPagination(query, total);
  const list: ServerList<RiskView, RiskSortField> = { rows: risks, loading, query, update, sortFields: SORT_FIELDS, pagination };
  const rowLink = useRiskRowLink();

  const columns: TableColumnsType<RiskView> = [
    {
      key: 'riskId',
      title: t('columns.riskId'),
      dataIndex: 'riskId',
      sorter: true,
      sortOrder: columnSortOrder(query, 'riskId'),
      width: 135,
      render: (code: string) => (
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }} dir="ltr">
          {code}
        </Typography.Text>
      ),
    },
    {
      key: 'title',
      title: t('columns.title'),
      dataIndex: 'title',
      sorter: true,
      sortOrder: columnSortOrder(query, 'title'),
      ellipsis: { showTitle: false },
      render: (title: string) => <Truncated text={title} />,
    },
    {
      key: 'suggestedSolution',
      title: t('columns.suggestedSolution'),
      dataIndex: 'suggestedSolution',
      ellipsis: { showTitle: false },
      render: (text: string | null) => <Truncated text={text} />,
    },
    {
      key: 'type',
      title: t('columns.type'),
      dataIndex: 'riskType',
      width: 125,
      ellipsis: { showTitle: false },
      render: (name: string) => <Truncated text={labels.riskType(name)} />,
    },
    {
      key: 'owner',
      title: t('columns.owner'),
      width: 150,
      ellipsis: { showTitle: false },
      render: (_, risk) => <Truncated text={risk.owner ? displayName(risk.owner) : null} />,
    },
    {
      key: 'level',
      title: t('columns.level'),
      sorter: true,
      sortOrder: columnSortOrder(query, 'riskScore'),
      width: 120,
      render: (_, risk) => <RiskLevelCell risk={risk} />,
    },
    {
      key: 'status',
      title: t('columns.status'),
      dataIndex: 'status',
      sorter: true,
      sortOrder: columnSortOrder(query, 'status'),
      width: 130,
      render: (_, risk) => <RiskStatusBadge status={risk.status} variant="list" />,
    },
    {
      key: 'nextReview',
      title: t('columns.nextReview'),
      width: 120,
      render: (_, risk) => <ReviewDue nextReviewDue={risk.nextReviewDue} />,
    },
  ];

  return (
    <ServerTable
      list={list}
      columns={columns}
      rowLink={rowLink}
      empty={filtered ? t('list.emptyFiltered') : t('list.empty')}
      scrollX={900}
      data-testid="risks-table"
    />
  );
}
