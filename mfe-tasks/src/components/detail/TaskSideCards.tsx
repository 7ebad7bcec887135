import { Card, Descriptions, Typography } from 'antd';
import type { TaskDetailView } from '@rtm/contracts';
import { FILL_CELL, PersonLabel, useDateFormat } from '@rtm/frontend/ui';
import { useTasksTranslation } from '../../i18n';
import { DueDate } from '../DueDate';

/** Due Date card. */
export function DueDateCard({ task }: { task: TaskDetailView }) {
  const { t } = useTasksTranslation();
  return (
    <Card title={t('detail.dueDate')} size="small" data-testid="due-date-card">
      <DueDate task={task} />
    </Card>
  );
}

/** Assigned To (SPEC section 2): avatar, name, e-mail; 'Unassigned' when nobody. */
export function AssigneeCard({ task }: { task: TaskDetailView }) {
  const { t } = useTasksTranslation();
  return (
    <Card title={t('detail.assignedTo')} size="small" data-testid="assignee-card">
      {task.assignedTo ? (
        <PersonLabel person={task.assignedTo} secondary={task.assignedTo.email} />
      ) : (
        <Typography.Text type="secondary">{t('board.unassigned')}</Typography.Text>
      )}
    </Card>
  );
}

/** Task Information (SPEC section 2): owner, Created, Last Updated, Completed when set. */
export function TaskInfoCard({ task }: { task: TaskDetailView }) {
  const { t } = useTasksTranslation();
  const { formatDate } = useDateFormat();
  const items = [
    {
      key: 'owner',
      label: t('detail.owner'),
      children: task.owner ? (
        <PersonLabel person={task.owner} />
      ) : (
        <Typography.Text type="secondary">{t('detail.unknown')}</Typography.Text>
      ),
    },
    { key: 'created', label: t('detail.created'), children: formatDate(task.createdAt, 'long') },
    { key: 'updated', label: t('detail.updated'), children: formatDate(task.updatedAt, 'long') },
    ...(task.completedAt ? [{ key: 'completed', label: t('detail.completed'), children: formatDate(task.completedAt, 'long') }] : []),
  ];
  return (
    <Card title={t('detail.information')} size="small" data-testid="task-info-card">
      <Descriptions column={1} layout="vertical" colon={false} size="small" items={items} styles={FILL_CELL} />
    </Card>
  );
}
