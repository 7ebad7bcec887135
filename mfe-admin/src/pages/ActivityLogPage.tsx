import { Button, Card, Pagination } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { serverMessage } from '@rtm/frontend/api-client';
import { EmptyState, PageHeader, SkeletonRows, listPagination } from '@rtm/frontend/ui';
import { PAGE_SIZES, hasFilters } from '../api/activityLogQuery';
import { ActivityLogFilters } from '../components/activity-log/ActivityLogFilters';
import { ActivityTimeline } from '../components/activity/ActivityTimeline';
import { useActivityLog, useExportActivities } from '../hooks/useActivityLog';
import { useActivityLogQuery } from '../hooks/useActivityLogQuery';
import { useAdminTranslation } from '../i18n';

/** /activity (SPEC section 2): the audit trail, filtered and paged on the server, exported as .xlsx with the same filters. */
export function ActivityLogPage() {
  const { t } = useAdminTranslation();
  const { query, update, clearFilters } = useActivityLogQuery();
  const activities = useActivityLog(query);
  const exporting = useExportActivities();
  const total = activities.data?.total ?? 0;
  const filteredBy = activities.data?.items.find((a) => a.user && a.userId === query.userId);
  const selectedUser = filteredBy?.user && filteredBy.userId ? { id: filteredBy.userId, ...filteredBy.user } : null;
  const paging = listPagination(query, total, PAGE_SIZES, (from, to, n) => t('activity.range', { from, to, total: n }));

  let content;
  if (activities.isLoading) content = <SkeletonRows count={5} />;
  else if (activities.isError)
    content = (
      <EmptyState
        title={t('activity.loadFailed')}
        description={serverMessage(activities.error, '')}
        action={<Button onClick={() => void activities.refetch()}>{t('common:actions.retry')}</Button>}
        data-testid="activity-error"
      />
    );
  else if (!activities.data?.items.length)
    content = <EmptyState title={hasFilters(query) ? t('activity.noMatches') : t('activity.empty')} data-testid="activity-empty" />;
  else
    content = (
      <>
        <div style={{ paddingTop: 8 }}>
          <ActivityTimeline activities={activities.data.items} />
        </div>
        <Pagination
          {...paging}
          align="end"
          onChange={(page, pageSize) => update({ page: pageSize !== query.pageSize ? 1 : page, pageSize })}
          data-testid="activity-pagination"
        />
      </>
    );

  return (
    <>
      <PageHeader
        title={t('activity.title')}
        subtitle={t('activity.subtitle')}
        extra={
          <Button
            icon={<DownloadOutlined />}
            loading={exporting.isPending}
            disabled={!total}
            onClick={() => exporting.mutate(query)}
            data-testid="activity-export"
          >
            {t('activity.export.button')}
          </Button>
        }
      />
      <Card>
        <ActivityLogFilters query={query} update={update} clearFilters={clearFilters} selectedUser={selectedUser} />
        {content}
      </Card>
    </>
  );
}
