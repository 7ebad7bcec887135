import { Badge, Card, Col, Flex, Row, Typography, theme } from 'antd';
import { TASK_STATUSES, type TaskStatus } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { useTasksTranslation } from '../i18n';

export interface BoardTask {
  id: string;
  title: string;
  status: TaskStatus;
}

export interface TaskBoardProps {
  tasks?: readonly BoardTask[];
  title?: string;
}

/**
 * Four status columns with counts and 'No tasks' placeholders (cards come with the task slice). The
 * columns follow the reading order: To Do first, at the start edge (the right in Arabic).
 */
export function TaskBoard({ tasks = [], title }: TaskBoardProps) {
  const { t } = useTasksTranslation();
  const labels = useEnumLabels();
  const { token } = theme.useToken();
  return (
    <Card title={title ?? t('board.title')} data-testid="task-board">
      <Row gutter={[12, 12]}>
        {TASK_STATUSES.map((status) => {
          const column = tasks.filter((task) => task.status === status);
          return (
            <Col key={status} xs={24} sm={12} lg={6}>
              <Card
                size="small"
                title={labels.taskStatus(status)}
                extra={<Badge count={column.length} showZero color={token.colorTextSecondary} />}
                styles={{ body: { minHeight: 200 } }}
                data-testid={`task-column-${status}`}
              >
                {column.length === 0 ? (
                  <Typography.Text type="secondary">{t('board.empty')}</Typography.Text>
                ) : (
                  <Flex vertical gap={8}>
                    {column.map((task) => (
                      <Card key={task.id} size="small">
                        {task.title}
                      </Card>
                    ))}
                  </Flex>
                )}
              </Card>
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}

export default TaskBoard;
