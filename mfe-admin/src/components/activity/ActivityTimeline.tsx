import { Flex, Tag, Timeline, Tooltip, Typography } from 'antd';
import type { ActivityDto } from '@rtm/contracts';
import { formatDate, formatRelative } from '@rtm/frontend/ui';
import { activityActor } from './activityActor';

/** Who, when (relative), what, and the entity type badge of each activity. */
export function ActivityTimeline({ activities }: { activities: readonly ActivityDto[] }) {
  return (
    <Timeline
      data-testid="activity-timeline"
      items={activities.map((a) => ({
        key: a.id,
        content: (
          <Flex vertical gap={2} data-testid="activity-item">
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>{activityActor(a.user)}</Typography.Text>
              <Tooltip title={formatDate(a.createdAt, 'long')}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatRelative(a.createdAt)}
                </Typography.Text>
              </Tooltip>
              <Tag>{a.entityType}</Tag>
            </Flex>
            <Typography.Text>{a.description}</Typography.Text>
          </Flex>
        ),
      }))}
    />
  );
}
