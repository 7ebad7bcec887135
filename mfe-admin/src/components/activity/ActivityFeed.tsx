import { Card } from 'antd';
import { EmptyState, SkeletonRows } from '@rtm/frontend/ui';
import { useActivities } from '../../hooks/useActivities';
import { ActivityTimeline } from './ActivityTimeline';

export interface ActivityFeedProps {
  title?: string;
  /** Scroll height of the list: 150, 350 or 400 px by layout (SPEC section 9). */
  maxHeight?: number;
}

/** Exposed as `./ActivityFeed`: the dashboard's Recent Activity. */
export function ActivityFeed({ title = 'Recent Activity', maxHeight = 400 }: ActivityFeedProps) {
  const { data, isLoading } = useActivities();
  return (
    <Card title={title} data-testid="activity-feed">
      {isLoading ? (
        <SkeletonRows count={5} />
      ) : !data?.length ? (
        <EmptyState title="No recent activity" description="Activity will appear here as actions are taken" />
      ) : (
        <div style={{ maxHeight, overflowY: 'auto', paddingTop: 8 }}>
          <ActivityTimeline activities={data} />
        </div>
      )}
    </Card>
  );
}

export default ActivityFeed;
