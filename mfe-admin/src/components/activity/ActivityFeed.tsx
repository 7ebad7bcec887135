import { Card } from 'antd';
import { EmptyState } from '@rtm/frontend/ui';
import { useAdminTranslation } from '../../i18n';
import { ActivityList } from './ActivityList';

export interface ActivityFeedProps {
  title?: string;
  /** Scroll height of the list: 150, 350 or 400 px by layout (SPEC section 9). */
  maxHeight?: number;
}

/** Exposed as `./ActivityFeed`: the dashboard's Recent Activity. */
export function ActivityFeed({ title, maxHeight = 400 }: ActivityFeedProps) {
  const { t } = useAdminTranslation();
  const heading = title ?? t('activity.recent');
  return (
    <Card title={heading} data-testid="activity-feed">
      <ActivityList
        label={heading}
        maxHeight={maxHeight}
        empty={<EmptyState title={t('activity.emptyFeed')} description={t('activity.emptyFeedText')} />}
      />
    </Card>
  );
}

export default ActivityFeed;
