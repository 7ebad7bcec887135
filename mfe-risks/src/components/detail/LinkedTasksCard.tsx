import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { TASK_STATUS_LABELS, type TaskStatus } from '@rtm/contracts';
import { EmptyState, SkeletonRows } from '@rtm/frontend/ui';
import { useLinkedTasks } from '../../hooks/useLinkedTasks';

const TASK_STATUS_COLORS: Record<TaskStatus, string> = {
  to_do: 'default',
  in_progress: 'blue',
  done: 'green',
  blocked: 'red',
};

/** GET /api/risks/{id}/tasks: title, task code, status badge, link to /tasks/{id}; a failure shows the empty state. */
export function LinkedTasksCard({ riskId }: { riskId: string }) {
  const { data = [], isLoading } = useLinkedTasks(riskId);
  return (
    <Card title={`Linked Tasks${data.length ? ` (${data.length})` : ''}`} data-testid="linked-tasks-card">
      {isLoading ? (
        <SkeletonRows count={2} />
      ) : data.length === 0 ? (
        <EmptyState title="No tasks linked to this risk" />
      ) : (
        <Flex vertical gap={8}>
          {data.map((task) => (
            <Link key={task.id} to={`/tasks/${task.id}`} data-testid="linked-task">
              <Card size="small" hoverable>
                <Flex justify="space-between" align="center" gap={8}>
                  <div style={{ minWidth: 0 }}>
                    <Typography.Text strong ellipsis style={{ display: 'block' }}>
                      {task.title}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {task.taskId}
                    </Typography.Text>
                  </div>
                  <Tag color={TASK_STATUS_COLORS[task.status]} style={{ marginInlineEnd: 0 }}>
                    {TASK_STATUS_LABELS[task.status] ?? task.status}
                  </Tag>
                </Flex>
              </Card>
            </Link>
          ))}
        </Flex>
      )}
    </Card>
  );
}
