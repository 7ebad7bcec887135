import { Card } from 'antd';
import { EmptyState } from '@rtm/frontend/ui';
import { useAdminTranslation } from '../../i18n';
import { useMyActivities } from '../../hooks/useMyActivities';
import { ActivityList } from './ActivityList';

export interface ActivityFeedProps {
  title?: string;
  /** Scroll height of the list: 150, 350 or 400 px by layout (SPEC section 9). */
  maxHeight?: number;
  /** 'mine' (team members): GET /api/activities/mine instead of the whole log. */
  scope?: 'all' | 'mine';
}

/** Exposed as `./ActivityFeed`: the dashboard's Recent Activity. */
export function ActivityFeed({ title, maxHeight = 400, scope = 'all' }: ActivityFeedProps) {
  const { t } = useAdminTranslation();
  const heading = title ?? t('activity.recent');
  return (
    <Card title={heading} data-testid="activity-feed">
      <ActivityList
        label={heading}
        maxHeight={maxHeight}
        useSource={scope === 'mine' ? useMyActivities : undefined}
        empty={<EmptyState title={t('activity.emptyFeed')} description={t('activity.emptyFeedText')} />}
      />
    </Card>
  );
}

export default ActivityFeed;
