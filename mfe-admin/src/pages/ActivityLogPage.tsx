import { Card } from 'antd';
import { EmptyState, PageHeader, SkeletonRows } from '@rtm/frontend/ui';
import { ActivityTimeline } from '../components/activity/ActivityTimeline';
import { useActivities } from '../hooks/useActivities';

/** /activity (SPEC section 2). */
export function ActivityLogPage() {
  const { data, isLoading } = useActivities();
  return (
    <>
      <PageHeader title="Activity Log" subtitle="Complete audit trail of all system activities" />
      <Card>
        {isLoading ? (
          <SkeletonRows count={5} />
        ) : !data?.length ? (
          <EmptyState title="No activities yet" />
        ) : (
          <div style={{ paddingTop: 8 }}>
            <ActivityTimeline activities={data} />
          </div>
        )}
      </Card>
    </>
  );
}
