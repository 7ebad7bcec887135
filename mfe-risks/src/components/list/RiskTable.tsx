import { Flex, Typography, type TableColumnsType } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { displayName, type RiskSortField, type RiskView } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { columnSortOrder, ServerTable, ToneTag, UserText, type ServerList } from '@rtm/frontend/ui';
import type { RiskListQuery } from '../../api/riskListQuery';
import type { useRiskListQuery } from '../../hooks/useRiskListQuery';
import { useRisksTranslation } from '../../i18n';
import { RiskLevelCell } from '../badges/RiskLevelCell';
import { RiskStatusBadge } from '../badges/RiskStatusBadge';
import { ReviewDue } from '../reviews/ReviewDue';
import { isReviewOverdue } from '../reviews/reviewDue';
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
  /** The bulk edit's checkboxes (issue 27). */
  rowSelection?: TableRowSelection<RiskView>;
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
 * Columns Risk ID, Title, Suggested Solution (Next Review when filtered by review, issue 26), Type, Owner, Level, Status;
 * a row opens /risks/{id}.
 * Fixed widths for the short columns and a fixed layout, so Level and Status stay in view at laptop
 * widths (1366 px with the sidebar open); Title, Suggested Solution and Owner are cut with a tooltip.
 */
export function RiskTable({ risks, total, query, update, loading, filtered, rowSelection }: RiskTableProps) {
  const { t } = useRisksTranslation();
  const labels = useEnumLabels();
  const pagination = useRiskPagination(query, total);
  const list: ServerList<RiskView, RiskSortField> = { rows: risks, loading, query, update, sortFields: SORT_FIELDS, pagination };
  const rowLink = useRiskRowLink();

  const nextReviewColumn: TableColumnsType<RiskView>[number] = {
    key: 'nextReview',
    title: t('columns.nextReview'),
    width: 130,
    render: (_, risk) => <ReviewDue nextReviewDue={risk.nextReviewDue} />,
  };
  const statusWithReview = (_: unknown, risk: RiskView) => (
    <Flex vertical gap={4} align="start">
      <RiskStatusBadge status={risk.status} variant="list" />
      {isReviewOverdue(risk.nextReviewDue) && (
        <ToneTag tone="red" data-testid="review-overdue">
          {t('reviews.reviewOverdue')}
        </ToneTag>
      )}
    </Flex>
  );

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
  ];
  // Issue 26: filtered by review, the next review's day takes the Suggested Solution's place (the Title keeps its width);
  // otherwise an overdue review is tagged under the status.
  const shown = query.review
    ? columns.map((column) => (column.key === 'suggestedSolution' ? nextReviewColumn : column))
    : columns.map((column) => (column.key === 'status' ? { ...column, render: statusWithReview } : column));

  return (
    <ServerTable
      list={list}
      columns={shown}
      rowLink={rowLink}
      empty={filtered ? t('list.emptyFiltered') : t('list.empty')}
      scrollX={900}
      rowSelection={rowSelection}
      data-testid="risks-table"
    />
  );
}
