import { Flex, Typography } from 'antd';
import { taskDueState, type TaskStatus } from '@rtm/contracts';
import { ToneTag, useDateFormat, type DateFormat } from '@rtm/frontend/ui';
import { useTasksTranslation } from '../i18n';

/** A due date with its state: 'Overdue' (red) or 'Due soon' (gold) for tasks not done; '—' when none. */
export function DueDate({ task, format = 'medium' }: { task: { dueDate: string | null; status: TaskStatus }; format?: DateFormat }) {
  const { t } = useTasksTranslation();
  const { formatDate } = useDateFormat();
  if (!task.dueDate) return <Typography.Text type="secondary">{t('detail.noDueDate')}</Typography.Text>;
  const state = taskDueState(task);
  return (
    <Flex gap={8} align="center" wrap component="span">
      <span>{formatDate(task.dueDate, format)}</span>
      {state === 'overdue' && <ToneTag tone="red">{t('due.overdue')}</ToneTag>}
      {state === 'soon' && <ToneTag tone="gold">{t('due.soon')}</ToneTag>}
    </Flex>
  );
}
