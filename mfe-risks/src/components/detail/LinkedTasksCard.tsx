import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { EmptyState, SkeletonRows, ToneTag } from '@rtm/frontend/ui';
import { useLinkedTasks } from '../../hooks/useLinkedTasks';
import { useRisksTranslation } from '../../i18n';
import { TASK_STATUS_TONES } from '../riskLabels';

/** GET /api/risks/{id}/tasks: title, task code, status badge, link to /tasks/{id}; a failure shows the empty state. */
export function LinkedTasksCard({ riskId }: { riskId: string }) {
  const { data = [], isLoading } = useLinkedTasks(riskId);
  const { t } = useRisksTranslation();
  const labels = useEnumLabels();
  return (
    <Card
      title={data.length ? t('linkedTasks.titleCount', { count: data.length }) : t('linkedTasks.title')}
      data-testid="linked-tasks-card"
    >
      {isLoading ? (
        <SkeletonRows count={2} />
      ) : data.length === 0 ? (
        <EmptyState title={t('linkedTasks.empty')} />
      ) : (
        <Flex vertical gap={8}>
          {data.map((task) => (
            <Link key={task.id} to={`/tasks/${task.id}`} data-testid="linked-task">
              <Card size="small" hoverable>
                <Flex justify="space-between" align="center" gap={8}>
                  <div style={{ minWidth: 0 }}>
                    <Typography.Text strong ellipsis style={{ display: 'block' }} dir="auto">
                      {task.title}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }} dir="ltr">
                      {task.taskId}
                    </Typography.Text>
                  </div>
                  <ToneTag tone={TASK_STATUS_TONES[task.status] ?? 'neutral'}>{labels.taskStatus(task.status)}</ToneTag>
                </Flex>
              </Card>
            </Link>
          ))}
        </Flex>
      )}
    </Card>
  );
}
