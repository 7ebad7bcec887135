import { Button, Card, Dropdown, Flex, Typography, theme } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { shortName, taskDueState, TASK_STATUSES, type TaskStatus, type TaskView } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { InitialsAvatar, TaskPriorityBadge, useDateFormat, WRAP_ANYWHERE } from '@rtm/frontend/ui';
import { useTasksTranslation } from '../../i18n';

export interface TaskCardProps {
  task: TaskView;
  /** Moves the task to another column (drag and drop, or the card's Move menu for keyboard users). */
  onMove?: (task: TaskView, status: TaskStatus) => void;
}

/** The MIME type a dragged card carries (its task id). */
export const TASK_DRAG_TYPE = 'application/x-rtm-task';

/**
 * A board card (SPEC section 2): title, code, priority badge (Low, Med, High), assignee initials and first
 * name or e-mail prefix ('Unassigned'), due date 'MMM d'. Overdue cards have a red start border, cards due
 * within 3 days a gold one. Draggable to another column; the Move menu does the same from the keyboard.
 */
export function TaskCard({ task, onMove }: TaskCardProps) {
  const { t } = useTasksTranslation();
  const labels = useEnumLabels();
  const { token } = theme.useToken();
  const { formatDate } = useDateFormat();
  const due = taskDueState(task);
  const accent = due === 'overdue' ? token.colorError : due === 'soon' ? token.colorWarning : undefined;

  return (
    <Card
      size="small"
      draggable={!!onMove}
      onDragStart={(e) => {
        e.dataTransfer.setData(TASK_DRAG_TYPE, task.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      style={accent ? { borderInlineStart: `4px solid ${accent}` } : undefined}
      styles={{ body: { padding: 10 } }}
      data-testid="task-card"
      data-task-id={task.id}
      data-due={due}
    >
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="flex-start" gap={4}>
          <Link to={`/tasks/${task.id}`} style={{ minWidth: 0, fontWeight: 600, ...WRAP_ANYWHERE }} dir="auto">
            {task.title}
          </Link>
          {onMove && (
            <Dropdown
              trigger={['click']}
              menu={{
                items: TASK_STATUSES.filter((s) => s !== task.status).map((s) => ({
                  key: s,
                  label: t('board.moveTo', { status: labels.taskStatus(s) }),
                })),
                onClick: ({ key }) => onMove(task, key as TaskStatus),
              }}
            >
              <Button
                type="text"
                size="small"
                icon={<SwapOutlined />}
                aria-label={t('board.move', { title: task.title })}
                data-testid="task-card-move"
              />
            </Dropdown>
          )}
        </Flex>
        <Flex justify="space-between" align="center" gap={4} wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} dir="ltr">
            {task.taskId}
          </Typography.Text>
          <TaskPriorityBadge priority={task.priority} variant="short" />
        </Flex>
        <Flex justify="space-between" align="center" gap={4} wrap>
          <Flex align="center" gap={6} style={{ minWidth: 0 }}>
            {task.assignedTo && <InitialsAvatar person={task.assignedTo} size="small" />}
            <Typography.Text type={task.assignedTo ? undefined : 'secondary'} style={{ fontSize: 12 }} ellipsis dir="auto">
              {task.assignedTo ? shortName(task.assignedTo) : t('board.unassigned')}
            </Typography.Text>
          </Flex>
          {task.dueDate && (
            <Typography.Text
              style={{
                fontSize: 12,
                // The palette's darkest gold, not colorWarningText (below 4.5:1 on the card in the light theme).
                color:
                  due === 'overdue'
                    ? token.colorErrorText
                    : due === 'soon'
                      ? (token as unknown as Record<string, string>).gold9
                      : undefined,
              }}
              type={due === 'normal' ? 'secondary' : undefined}
              data-testid="task-card-due"
            >
              {due === 'overdue'
                ? t('board.overdue', { date: formatDate(task.dueDate, 'short') })
                : due === 'soon'
                  ? t('board.dueSoon', { date: formatDate(task.dueDate, 'short') })
                  : formatDate(task.dueDate, 'short')}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
