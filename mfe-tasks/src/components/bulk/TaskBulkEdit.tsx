import { useState } from 'react';
import { Checkbox, Form, Select } from 'antd';
import { TASK_PRIORITIES, TASK_STATUSES } from '@rtm/contracts';
import { BulkEditBar, BulkEditDialog, CLEAR, useSelectAllMatching, type BulkSelection } from '@rtm/frontend/bulk-edit';
import { UserPicker } from '@rtm/frontend/directory';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { apiDate, FormDatePicker } from '@rtm/frontend/ui';
import type { Dayjs } from 'dayjs';
import { taskListUrl, type TaskListQuery } from '../../api/taskListQuery';
import { useTasksTranslation } from '../../i18n';

interface Values {
  status?: string;
  priority?: string;
  assignedToId?: string | null;
  dueDate?: Dayjs | null;
  clearDueDate?: boolean;
}

export interface TaskBulkEditProps {
  selection: BulkSelection;
  /** Tasks the list's filters match. */
  matching: number;
  query: TaskListQuery;
}

/** The due date the form asks for: a day, none (cleared), or unchanged. */
const dueDateChange = ({ dueDate, clearDueDate, ...rest }: Values) => ({
  ...rest,
  dueDate: clearDueDate ? CLEAR : dueDate ? apiDate(dueDate) : undefined,
});

/** Issue 27: the task list's bulk edit: its bar, 'select all matching', and the dialog (status, assignee, priority, due date). */
export function TaskBulkEdit({ selection, matching, query }: TaskBulkEditProps) {
  const { t } = useTasksTranslation();
  const labels = useEnumLabels();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const clearDueDate = Form.useWatch('clearDueDate', form);

  const { selectAll, selectingAll } = useSelectAllMatching(
    '/api/tasks',
    selection,
    taskListUrl({ ...query, view: 'table' }).slice('/api/tasks'.length),
  );

  return (
    <>
      <BulkEditBar
        selected={selection.ids.length}
        matching={matching}
        onSelectAllMatching={selectAll}
        selectingAll={selectingAll}
        onClear={selection.clear}
        onEdit={() => setOpen(true)}
      />
      <BulkEditDialog<Values>
        list="/api/tasks"
        form={form}
        name="task-bulk-edit"
        open={open}
        ids={selection.ids}
        label={selection.label}
        transform={dueDateChange}
        onClose={(changed) => {
          setOpen(false);
          if (changed) selection.clear();
        }}
      >
        <Form.Item name="status" label={t('form.status')}>
          <Select
            allowClear
            placeholder={t('common:bulkEdit.keep')}
            options={TASK_STATUSES.map((status) => ({ value: status, label: labels.taskStatus(status) }))}
            data-testid="bulk-status"
          />
        </Form.Item>
        <Form.Item name="priority" label={t('form.priority')}>
          <Select
            allowClear
            placeholder={t('common:bulkEdit.keep')}
            options={TASK_PRIORITIES.map((priority) => ({ value: priority, label: labels.taskPriority(priority) }))}
            data-testid="bulk-priority"
          />
        </Form.Item>
        <Form.Item name="assignedToId" label={t('form.assignedTo')}>
          <UserPicker
            allowClear
            placeholder={t('common:bulkEdit.keep')}
            leadingOptions={[{ value: CLEAR, label: t('form.unassigned') }]}
            data-testid="bulk-assignee"
          />
        </Form.Item>
        <Form.Item name="dueDate" label={t('form.dueDate')}>
          <FormDatePicker placeholder={t('common:bulkEdit.keep')} disabled={clearDueDate} data-testid="bulk-due-date" />
        </Form.Item>
        <Form.Item name="clearDueDate" valuePropName="checked">
          <Checkbox>{t('bulk.clearDueDate')}</Checkbox>
        </Form.Item>
      </BulkEditDialog>
    </>
  );
}
