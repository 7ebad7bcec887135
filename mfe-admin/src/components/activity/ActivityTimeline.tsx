import { Flex, Tag, Timeline, Typography } from 'antd';
import type { ActivityDto } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { DelayedTooltip, useDateFormat, UserText, WRAP_ANYWHERE } from '@rtm/frontend/ui';
import { useAdminTranslation } from '../../i18n';
import { activityActor } from './activityActor';
import { describeActivity } from './describeActivity';

/** Who, when (relative), what, and the entity type badge of each activity. */
export function ActivityTimeline({ activities }: { activities: readonly ActivityDto[] }) {
  const { t } = useAdminTranslation();
  const labels = useEnumLabels();
  const { formatDate, formatRelative } = useDateFormat();
  return (
    <Timeline
      data-testid="activity-timeline"
      items={activities.map((a) => ({
        key: a.id,
        content: (
          <Flex vertical gap={2} data-testid="activity-item">
            <Flex gap={8} align="center" wrap>
              <UserText strong>{activityActor(a.user, t('activity.unknownUser'))}</UserText>
              <DelayedTooltip title={formatDate(a.createdAt, 'long')}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatRelative(a.createdAt)}
                </Typography.Text>
              </DelayedTooltip>
              <Tag style={{ marginInlineEnd: 0 }}>{labels.entityType(a.entityType)}</Tag>
            </Flex>
            <Typography.Text data-testid="activity-description" style={WRAP_ANYWHERE} dir="auto">
              {describeActivity(a, t, labels)}
            </Typography.Text>
          </Flex>
        ),
      }))}
    />
  );
}
