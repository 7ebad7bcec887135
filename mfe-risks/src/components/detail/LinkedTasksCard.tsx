import { Card, Flex, Progress, Typography } from 'antd';
import { EmptyState, LinkedItem, SkeletonRows, TaskStatusBadge } from '@rtm/frontend/ui';
import { useLinkedTasks } from '../../hooks/useLinkedTasks';
import { useRisksTranslation } from '../../i18n';

/**
 * GET /api/risks/{id}/tasks: the treatment's progress ('2 of 5 done' with a bar), then each task's title,
 * code and status badge, linking to /tasks/{id}; a failure shows the empty state.
 */
export function LinkedTasksCard({ riskId }: { riskId: string }) {
  const { data = [], isLoading } = useLinkedTasks(riskId);
  const { t } = useRisksTranslation();
  const done = data.filter((task) => task.status === 'done').length;
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
          <div data-testid="treatment-progress" data-done={done} data-total={data.length}>
            <Typography.Text id={`treatment-${riskId}`}>{t('linkedTasks.progress', { done, total: data.length })}</Typography.Text>
            <Progress
              percent={Math.round((done / data.length) * 100)}
              status={done === data.length ? 'success' : 'normal'}
              aria-labelledby={`treatment-${riskId}`}
            />
          </div>
          {data.map((task) => (
            <LinkedItem
              key={task.id}
              to={`/tasks/${task.id}`}
              title={task.title}
              code={task.taskId}
              badge={<TaskStatusBadge status={task.status} />}
              data-testid="linked-task"
            />
          ))}
        </Flex>
      )}
    </Card>
  );
}
