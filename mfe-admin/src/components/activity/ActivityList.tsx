import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ActivityDto } from '@rtm/contracts';
import { Button } from 'antd';
import { serverMessage } from '@rtm/frontend/api-client';
import { EmptyState, SkeletonRows } from '@rtm/frontend/ui';
import { useActivities } from '../../hooks/useActivities';
import { useAdminTranslation } from '../../i18n';
import { ActivityTimeline } from './ActivityTimeline';

export interface ActivityListProps {
  /** Names the list for assistive technology (it may scroll, so it can take the keyboard focus). */
  label: string;
  /** Shown when there is no activity. */
  empty: ReactNode;
  /** Scroll height of the list (SPEC section 9: 150, 350 or 400 px by layout); none on the log page. */
  maxHeight?: number;
  /** The query hook of the activities shown (a stable function): the whole log by default. */
  useSource?: () => UseQueryResult<ActivityDto[]>;
}

/** The activities: skeletons while loading, the failure with a Retry (not an empty list), the empty state, or the timeline. */
export function ActivityList({ label, empty, maxHeight, useSource = useActivities }: ActivityListProps) {
  const activities = useSource();
  const { t } = useAdminTranslation();
  if (activities.isLoading) return <SkeletonRows count={5} />;
  if (activities.isError) {
    return (
      <EmptyState
        title={t('activity.loadFailed')}
        description={serverMessage(activities.error, '')}
        action={<Button onClick={() => void activities.refetch()}>{t('common:actions.retry')}</Button>}
        data-testid="activity-error"
      />
    );
  }
  if (!activities.data?.length) return empty;
  return (
    <div
      style={{ maxHeight, overflowY: maxHeight ? 'auto' : undefined, paddingTop: 8 }}
      {...(maxHeight ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      <ActivityTimeline activities={activities.data} />
    </div>
  );
}
