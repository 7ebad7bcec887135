import { Typography, type TableColumnsType } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';
import { displayName, type TaskView } from '@rtm/contracts';
import { columnSortOrder, ServerTable, TaskPriorityBadge, TaskStatusBadge, UserText } from '@rtm/frontend/ui';
import { useTasksTranslation } from '../../i18n';
import { DueDate } from '../DueDate';
import { TASK_SORT_FIELDS as SORT_FIELDS, useTaskList, type TaskTableProps } from './useTaskList';

/** Columns code, title, status, priority, assignee, due date, sorted and paged on the server; a row opens /tasks/{id}. */
/** `rowSelection`: the bulk edit's checkboxes (issue 27). */
export function TaskTable(props: TaskTableProps & { rowSelection?: TableRowSelection<TaskView> }) {
  const { t } = useTasksTranslation();
  const { list, rowLink } = useTaskList(props);
  const { query } = props;
  const sortable = (key: string) => ({ key, sorter: true, sortOrder: columnSortOrder(query, SORT_FIELDS[key]) });

  const columns: TableColumnsType<TaskView> = [
    {
      ...sortable('taskId'),
      title: t('columns.code'),
      dataIndex: 'taskId',
      width: 135,
      render: (code: string) => (
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }} dir="ltr">
          {code}
        </Typography.Text>
      ),
    },
    {
      ...sortable('title'),
      title: t('columns.title'),
      dataIndex: 'title',
      ellipsis: { showTitle: false },
      render: (title: string) => (
        <UserText cut tooltip>
          {title}
        </UserText>
      ),
    },
    { ...sortable('status'), title: t('columns.status'), width: 130, render: (_, task) => <TaskStatusBadge status={task.status} /> },
    {
      ...sortable('priority'),
      title: t('columns.priority'),
      width: 110,
      render: (_, task) => <TaskPriorityBadge priority={task.priority} />,
    },
    {
      key: 'assignee',
      title: t('columns.assignee'),
      width: 170,
      ellipsis: { showTitle: false },
      render: (_, task) =>
        task.assignedTo ? (
          <UserText cut tooltip>
            {displayName(task.assignedTo)}
          </UserText>
        ) : (
          <Typography.Text type="secondary">{t('board.unassigned')}</Typography.Text>
        ),
    },
    { ...sortable('dueDate'), title: t('columns.dueDate'), width: 190, render: (_, task) => <DueDate task={task} /> },
  ];

  return (
    <ServerTable
      list={list}
      columns={columns}
      rowLink={rowLink}
      empty={t('list.emptyFiltered')}
      scrollX={860}
      rowSelection={props.rowSelection}
      data-testid="tasks-table"
    />
  );
}
