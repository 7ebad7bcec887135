import type { HTMLAttributes } from 'react';
import { Button, Card, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { MovementDirection, RiskCellAt, RiskMovementDto } from '@rtm/contracts';
import { serverMessage } from '@rtm/frontend/api-client';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { EmptyState, listPagination, ToneTag, UserText, type Tone } from '@rtm/frontend/ui';
import { MOVEMENT_PAGE_SIZES, type TrendsQuery } from '../../api/trendsQuery';
import { useRiskMovements } from '../../hooks/useRiskMovements';
import { useRisksTranslation } from '../../i18n';
import { useDayText } from './useDayText';

const DIRECTION_TONES: Record<MovementDirection, Tone> = { up: 'red', down: 'green', across: 'blue', new: 'gold', removed: 'neutral' };

export interface MovementsTableProps {
  from: string;
  to: string;
  query: TrendsQuery;
  update: (patch: { page?: number; pageSize?: number }) => void;
}

/** The risks whose cell changed between the compare mode's two days (issue 26), paged on the server, largest change first. */
export function MovementsTable({ from, to, query, update }: MovementsTableProps) {
  const { t } = useRisksTranslation();
  const labels = useEnumLabels();
  const dayText = useDayText();
  const movements = useRiskMovements({
    from,
    to,
    assessment: query.assessment,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const total = movements.data?.total ?? 0;
  const cellText = (cell: RiskCellAt | null) =>
    cell
      ? t('trends.cellAt', { likelihood: cell.likelihood, impact: cell.impact, score: cell.score, level: labels.riskLevel(cell.level) })
      : t('trends.notInRegister');

  const columns: TableColumnsType<RiskMovementDto> = [
    {
      key: 'riskId',
      title: t('columns.riskId'),
      width: 130,
      render: (_, m) =>
        m.direction === 'removed' ? (
          <Typography.Text strong dir="ltr" style={{ whiteSpace: 'nowrap' }}>
            {m.riskId}
          </Typography.Text>
        ) : (
          <Link to={`/risks/${m.id}`} dir="ltr" style={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="movement-risk-link">
            {m.riskId}
          </Link>
        ),
    },
    {
      key: 'title',
      title: t('columns.title'),
      render: (_, m) => (
        <UserText cut tooltip>
          {m.title}
        </UserText>
      ),
    },
    { key: 'from', title: t('trends.fromCell'), width: 170, render: (_, m) => cellText(m.from) },
    { key: 'to', title: t('trends.toCell'), width: 170, render: (_, m) => cellText(m.to) },
    {
      key: 'direction',
      title: t('trends.direction'),
      width: 130,
      render: (_, m) => (
        <ToneTag tone={DIRECTION_TONES[m.direction]} data-testid="movement-direction">
          {t(`trends.directions.${m.direction}`)}
        </ToneTag>
      ),
    },
  ];

  return (
    <Card
      title={t('trends.movementsTitle', { from: dayText(from), to: dayText(to) })}
      data-testid="movements-card"
      aria-busy={movements.isFetching}
    >
      {movements.isError && !movements.data ? (
        <EmptyState
          title={t('trends.movementsFailed')}
          description={serverMessage(movements.error, '')}
          action={<Button onClick={() => void movements.refetch()}>{t('common:actions.retry')}</Button>}
        />
      ) : (
        <Table<RiskMovementDto>
          rowKey="id"
          size="middle"
          tableLayout="fixed"
          scroll={{ x: 760 }}
          columns={columns}
          dataSource={movements.data?.items ?? []}
          loading={movements.isLoading || (movements.isFetching && movements.isPlaceholderData)}
          pagination={listPagination(query, total, MOVEMENT_PAGE_SIZES, (a, b, n) => t('list.range', { from: a, to: b, total: n }))}
          onChange={(page) =>
            update({
              page: page.pageSize !== query.pageSize ? 1 : (page.current ?? 1),
              pageSize: page.pageSize ?? query.pageSize,
            })
          }
          onRow={(m) => ({ 'data-testid': 'movement-row', 'data-risk-id': m.riskId }) as HTMLAttributes<HTMLElement>}
          locale={{ emptyText: <EmptyState title={t('trends.noMovements')} /> }}
          data-testid="movements-table"
        />
      )}
    </Card>
  );
}
