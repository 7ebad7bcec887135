import { Flex, Typography } from 'antd';
import { displayName } from '@rtm/contracts';
import { RecordCardBody, ServerCardList, TaskPriorityBadge, TaskStatusBadge, UserText } from '@rtm/frontend/ui';
import { useTasksTranslation } from '../../i18n';
import { DueDate } from '../DueDate';
import { useTaskList, type TaskTableProps } from './useTaskList';

/** The task list below 768 px: one card per task (code, status, title, priority, assignee, due date) instead of a table. */
export function TaskCardList(props: TaskTableProps) {
  const { t } = useTasksTranslation();
  const { list, rowLink } = useTaskList(props);
  return (
    <ServerCardList
      list={list}
      rowLink={rowLink}
      empty={t('list.emptyFiltered')}
      data-testid="task-cards"
      card={(task) => (
        <RecordCardBody code={task.taskId} status={<TaskStatusBadge status={task.status} />} title={task.title}>
          <Flex gap={8} align="center" wrap>
            <TaskPriorityBadge priority={task.priority} />
            {task.assignedTo ? (
              <UserText type="secondary">{displayName(task.assignedTo)}</UserText>
            ) : (
              <Typography.Text type="secondary">{t('board.unassigned')}</Typography.Text>
            )}
          </Flex>
          <DueDate task={task} />
        </RecordCardBody>
      )}
    />
  );
}
