import { Typography, type TableColumnsType } from 'antd';
import { displayName, type TaskSortField, type TaskView } from '@rtm/contracts';
import {
  columnSortOrder,
  DelayedTooltip,
  listPagination,
  ServerTable,
  TaskPriorityBadge,
  TaskStatusBadge,
  type RowLink,
  type ServerList,
} from '@rtm/frontend/ui';
import { PAGE_SIZES, type TaskListQuery } from '../../api/taskListQuery';
import type { useTaskListQuery } from '../../hooks/useTaskListQuery';
import { useTasksTranslation } from '../../i18n';
import { DueDate } from '../DueDate';

export interface TaskTableProps {
  tasks: readonly TaskView[];
  total: number;
  query: TaskListQuery;
  update: ReturnType<typeof useTaskListQuery>['update'];
  loading: boolean;
}

const SORT_FIELDS: Record<string, TaskSortField> = {
  taskId: 'taskId',
  title: 'title',
  status: 'status',
  priority: 'priority',
  dueDate: 'dueDate',
};

/** Columns code, title, status, priority, assignee, due date, sorted and paged on the server; a row opens /tasks/{id}. */
export function TaskTable({ tasks, total, query, update, loading }: TaskTableProps) {
  const { t } = useTasksTranslation();
  const pagination = listPagination(query, total, PAGE_SIZES, (from, to, n) => t('list.range', { from, to, total: n }));
  const list: ServerList<TaskView, TaskSortField> = { rows: tasks, loading, query, update, sortFields: SORT_FIELDS, pagination };
  const rowLink: RowLink<TaskView> = {
    path: (task) => `/tasks/${task.id}`,
    label: (task) => t('list.openTask', { code: task.taskId, title: task.title }),
    testId: 'task-row',
  };
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
        <DelayedTooltip title={title} placement="topLeft">
          <span dir="auto">{title}</span>
        </DelayedTooltip>
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
          <span dir="auto">{displayName(task.assignedTo)}</span>
        ) : (
          <Typography.Text type="secondary">{t('board.unassigned')}</Typography.Text>
        ),
    },
    { ...sortable('dueDate'), title: t('columns.dueDate'), width: 190, render: (_, task) => <DueDate task={task} /> },
  ];

  return (
    <ServerTable list={list} columns={columns} rowLink={rowLink} empty={t('list.emptyFiltered')} scrollX={860} data-testid="tasks-table" />
  );
}
