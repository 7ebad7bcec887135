import type { ReactNode } from 'react';
import { Card, Flex, Pagination, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState } from './EmptyState';
import type { RowLink, ServerList } from './ServerTable';
import { UserText } from './UserText';

export interface ServerCardListProps<R extends { id: string }, S extends string> {
  list: ServerList<R, S>;
  rowLink: RowLink<R>;
  /** What a card shows of its row. */
  card: (row: R) => ReactNode;
  empty: string;
  'data-testid'?: string;
}

/**
 * A server-paged list below 768 px (SPEC section 2): one card per row instead of a table's columns, each opening its
 * detail page by click or Enter; the table's paging, in its short form. A card is named by what it shows (code, status,
 * title...), not by the table row's shorter label: a name that left out visible text fails axe's
 * label-content-name-mismatch.
 */
export function ServerCardList<R extends { id: string }, S extends string>({
  list,
  rowLink,
  card,
  empty,
  'data-testid': testId,
}: ServerCardListProps<R, S>) {
  const navigate = useNavigate();
  if (!list.rows.length && !list.loading) return <EmptyState title={empty} />;
  const { query, update } = list;
  return (
    <Spin spinning={list.loading}>
      <Flex vertical gap={8} data-testid={testId}>
        {list.rows.map((row) => (
          <Card
            key={row.id}
            size="small"
            hoverable
            role="link"
            tabIndex={0}
            onClick={() => navigate(rowLink.path(row))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') navigate(rowLink.path(row));
            }}
            data-testid={rowLink.testId}
          >
            {card(row)}
          </Card>
        ))}
        <Pagination
          {...list.pagination}
          simple
          align="center"
          onChange={(page, pageSize) =>
            update({ page: pageSize !== query.pageSize ? 1 : page, pageSize, sort: query.sort, order: query.order })
          }
        />
      </Flex>
    </Spin>
  );
}

/** The body cards of records share: the record's code and its status on one line, its title, then the rest (`children`). */
export function RecordCardBody({
  code,
  status,
  title,
  children,
}: {
  code: string;
  status: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Flex vertical gap={6}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong dir="ltr">
          {code}
        </Typography.Text>
        {status}
      </Flex>
      <UserText>{title}</UserText>
      {children}
    </Flex>
  );
}
