import type { ReactNode } from 'react';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useShellTranslation } from '../../i18n';

export interface StatCardProps {
  title: string;
  /** The big number (or percent); left out while loading or after a failure. */
  value?: ReactNode;
  /** A badge beside the title (e.g. '2 Critical'). */
  badge?: ReactNode;
  /** A line under the value (e.g. '3 of 4 tasks'). */
  footer?: ReactNode;
  loading: boolean;
  failed: boolean;
  testId: string;
  /** The list behind the figure (e.g. the risks outside appetite): the whole card links there. */
  to?: string;
}

/** One stat card of the dashboard: title, badge, value, footer line; with `to`, a link to the list behind the figure. */
export function StatCard({ title, value, badge, footer, loading, failed, testId, to }: StatCardProps) {
  const { t } = useShellTranslation();
  const card = (
    <Card size="small" data-testid={testId} style={{ height: '100%' }} hoverable={!!to}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={3} style={{ margin: 0, fontSize: 14, fontWeight: 500 }} type="secondary">
          {title}
        </Typography.Title>
        {!loading && !failed && badge}
      </Flex>
      {loading ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} style={{ marginTop: 12 }} />
      ) : failed ? (
        <Typography.Text type="danger" style={{ display: 'block', marginTop: 12 }}>
          {t('dashboard.stats.loadFailed')}
        </Typography.Text>
      ) : (
        <>
          <div style={{ fontSize: 30, fontWeight: 600, lineHeight: 1.3, marginTop: 8 }} data-testid="stat-value">
            {value}
          </div>
          {footer && <Typography.Text type="secondary">{footer}</Typography.Text>}
        </>
      )}
    </Card>
  );
  return to ? (
    <Link to={to} style={{ display: 'block', height: '100%' }} data-testid={`${testId}-link`}>
      {card}
    </Link>
  ) : (
    card
  );
}
