import { Badge, Card, Col, Flex, Row, Typography } from 'antd';
import { TASK_STATUSES, TASK_STATUS_LABELS, type TaskStatus } from '@rtm/contracts';

export interface BoardTask {
  id: string;
  title: string;
  status: TaskStatus;
}

export interface TaskBoardProps {
  tasks?: readonly BoardTask[];
  title?: string;
}

/** Four status columns with counts and 'No tasks' placeholders (cards come with the task slice). */
export function TaskBoard({ tasks = [], title = 'My Tasks' }: TaskBoardProps) {
  return (
    <Card title={title} data-testid="task-board">
      <Row gutter={[12, 12]}>
        {TASK_STATUSES.map((status) => {
          const column = tasks.filter((t) => t.status === status);
          return (
            <Col key={status} xs={24} sm={12} lg={6}>
              <Card
                size="small"
                title={TASK_STATUS_LABELS[status]}
                extra={<Badge count={column.length} showZero color="gray" />}
                styles={{ body: { minHeight: 200 } }}
              >
                {column.length === 0 ? (
                  <Typography.Text type="secondary">No tasks</Typography.Text>
                ) : (
                  <Flex vertical gap={8}>
                    {column.map((t) => (
                      <Card key={t.id} size="small">
                        {t.title}
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
