import { useState, type DragEvent } from 'react';
import { Badge, Button, Card, Col, Flex, Row, Segmented, Spin, Typography, theme } from 'antd';
import { TASK_STATUSES, type TaskStatus, type TaskView } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { useIsMobile } from '@rtm/frontend/ui';
import { useMyTasks } from '../hooks/useMyTasks';
import { useChangeTask } from '../hooks/useTaskMutations';
import { useTasksTranslation } from '../i18n';
import { BOARD_COLUMN_STEP, columnWindow } from './board/columnWindow';
import { TASK_DRAG_TYPE, TaskCard } from './board/TaskCard';

export interface TaskBoardProps {
  /** The tasks to show; without them the board shows the signed-in user's tasks (GET /api/tasks/my-tasks). */
  tasks?: readonly TaskView[];
  title?: string;
  loading?: boolean;
}

/**
 * Task board (SPEC section 2): four columns To Do, In Progress, Done, Blocked, each with a count and a
 * 'No tasks' placeholder, at least 200 px high. A card dragged onto another column changes the task's
 * status (PATCH, which writes its history); the card's Move menu does the same from the keyboard. The
 * card shows the new column at once, and goes back if the server refuses.
 * Exposed as `./TaskBoard`; the columns follow the reading order (To Do at the start edge, the right in Arabic).
 * Below 768 px it shows one column at a time, chosen with a switch above it that carries each column's count.
 * A column draws its first BOARD_COLUMN_STEP cards and a 'Show N more' button for the next ones (see columnWindow).
 */
export function TaskBoard({ tasks, title, loading }: TaskBoardProps) {
  const { t } = useTasksTranslation();
  const labels = useEnumLabels();
  const { token } = theme.useToken();
  const mine = useMyTasks(tasks === undefined);
  const changeTask = useChangeTask();
  const [moved, setMoved] = useState<Record<string, TaskStatus>>({});
  const [dropTarget, setDropTarget] = useState<TaskStatus | null>(null);
  const isMobile = useIsMobile();
  const [phoneColumn, setPhoneColumn] = useState<TaskStatus>('to_do');
  const [limits, setLimits] = useState<Partial<Record<TaskStatus, number>>>({});
  const shown = (tasks ?? mine.data?.items ?? []).map((task) => (moved[task.id] ? { ...task, status: moved[task.id] } : task));

  const move = (task: TaskView, status: TaskStatus) => {
    if (task.status === status) return;
    setMoved((prev) => ({ ...prev, [task.id]: status }));
    changeTask.mutate(
      { id: task.id, input: { status } },
      // Once the lists are fresh (or the change refused), the server's status shows again.
      { onSettled: () => setMoved(({ [task.id]: _done, ...rest }) => rest) },
    );
  };

  const drop = (status: TaskStatus, e: DragEvent) => {
    e.preventDefault();
    setDropTarget(null);
    const id = e.dataTransfer.getData(TASK_DRAG_TYPE);
    const task = shown.find((x) => x.id === id);
    if (task) move(task, status);
  };

  return (
    <Card title={title ?? t('board.title')} data-testid="task-board">
      <Spin spinning={!!loading || (tasks === undefined && mine.isLoading)}>
        {isMobile && (
          <Segmented<TaskStatus>
            block
            value={phoneColumn}
            onChange={setPhoneColumn}
            options={TASK_STATUSES.map((status) => {
              const label = t('board.columnOption', {
                status: labels.taskStatus(status),
                count: shown.filter((task) => task.status === status).length,
              });
              return { value: status, label, title: label };
            })}
            aria-label={t('board.columnSwitch')}
            style={{ marginBottom: 12 }}
            data-testid="board-column-switch"
          />
        )}
        <Row gutter={[12, 12]}>
          {(isMobile ? [phoneColumn] : TASK_STATUSES).map((status) => {
            const column = shown.filter((task) => task.status === status);
            const limit = limits[status] ?? BOARD_COLUMN_STEP;
            const drawn = columnWindow(column, limit, new Set(Object.keys(moved)));
            const more = Math.min(BOARD_COLUMN_STEP, column.length - drawn.length);
            return (
              <Col key={status} xs={24} sm={12} lg={6}>
                <Card
                  size="small"
                  title={labels.taskStatus(status)}
                  extra={
                    <Badge
                      count={column.length}
                      showZero
                      style={{ backgroundColor: token.colorFillSecondary, color: token.colorText }}
                      data-testid="task-column-count"
                    />
                  }
                  styles={{
                    body: {
                      minHeight: 200,
                      background: dropTarget === status ? token.colorPrimaryBg : undefined,
                      transition: 'background 0.2s',
                    },
                  }}
                  onDragOver={(e) => {
                    if (!e.dataTransfer.types.includes(TASK_DRAG_TYPE)) return;
                    e.preventDefault();
                    e.dataTransfer.dropEffect = 'move';
                    setDropTarget(status);
                  }}
                  onDragLeave={() => setDropTarget((current) => (current === status ? null : current))}
                  onDrop={(e) => drop(status, e)}
                  data-testid={`task-column-${status}`}
                  data-count={column.length}
                >
                  {column.length === 0 ? (
                    <Typography.Text type="secondary">{t('board.empty')}</Typography.Text>
                  ) : (
                    <Flex vertical gap={8}>
                      {drawn.map((task) => (
                        <TaskCard key={task.id} task={task} onMove={move} />
                      ))}
                      {more > 0 && (
                        <Button
                          type="dashed"
                          block
                          onClick={() => setLimits((prev) => ({ ...prev, [status]: limit + BOARD_COLUMN_STEP }))}
                          data-testid="task-column-more"
                        >
                          {t('board.showMore', { count: more })}
                        </Button>
                      )}
                    </Flex>
                  )}
                </Card>
              </Col>
            );
          })}
        </Row>
      </Spin>
    </Card>
  );
}

export default TaskBoard;
