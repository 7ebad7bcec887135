import { useEffect } from 'react';
import { Button, Card, Flex, Segmented, Typography } from 'antd';
import { AppstoreOutlined, DownloadOutlined, PlusOutlined, TableOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { EmptyState, PageHeader, SkeletonRows, useIsMobile } from '@rtm/frontend/ui';
import { SavedViewsMenu } from '@rtm/frontend/saved-views';
import { activeFilterCount, BOARD_LIMIT, type TaskListView } from '../api/taskListQuery';
import { useBulkSelection } from '@rtm/frontend/bulk-edit';
import type { TaskView } from '@rtm/contracts';
import { TaskBulkEdit } from '../components/bulk/TaskBulkEdit';
import { TaskCardList } from '../components/list/TaskCardList';
import { TaskFilters } from '../components/list/TaskFilters';
import { TaskTable } from '../components/list/TaskTable';
import { TaskBoard } from '../components/TaskBoard';
import { useExportTasks } from '../hooks/useExportTasks';
import { useTaskListQuery } from '../hooks/useTaskListQuery';
import { useTasks } from '../hooks/useTasks';
import { useTasksTranslation } from '../i18n';

const taskCode = (task: TaskView) => task.taskId;

/**
 * /tasks (SPEC section 2): 'New Task'; the tasks as a table (filtered, sorted and paged on the server) or
 * as a board; the empty state 'No tasks yet' with 'Create Task' when there is no task at all.
 */
export function TaskListPage() {
  const navigate = useNavigate();
  const { t } = useTasksTranslation();
  const { query, update, clearFilters } = useTaskListQuery();
  const tasks = useTasks(query);
  const exportTasks = useExportTasks();
  const filtered = activeFilterCount(query) > 0;
  const total = tasks.data?.total ?? 0;
  const items = tasks.data?.items;
  const newTask = () => navigate('/tasks/new');
  // Below 768 px the list is cards (the table's Status ran out of view), as the risk list is.
  const isMobile = useIsMobile();
  const Results = isMobile ? TaskCardList : TaskTable;
  const selection = useBulkSelection<TaskView>(taskCode, items);

  // A page past the end (e.g. after deletions): go to the last page that has rows.
  useEffect(() => {
    if (query.view === 'table' && items && items.length === 0 && total > 0 && query.page > 1) {
      update({ page: Math.max(1, Math.ceil(total / query.pageSize)) });
    }
  }, [items, total, query.view, query.page, query.pageSize, update]);

  const noTasksAtAll = tasks.data && total === 0 && !filtered;

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        extra={
          <>
            <SavedViewsMenu list="tasks" />
            <Button
              icon={<DownloadOutlined />}
              loading={exportTasks.isPending}
              onClick={() => exportTasks.mutate(query)}
              data-testid="export-tasks"
            >
              {t('export.button')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={newTask}>
              {t('list.newTask')}
            </Button>
          </>
        }
      />
      {noTasksAtAll ? (
        <Card>
          <EmptyState
            title={t('list.empty')}
            description={t('list.emptyText')}
            action={
              <Button type="primary" icon={<PlusOutlined />} onClick={newTask}>
                {t('list.create')}
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <TaskFilters
            query={query}
            update={update}
            clearFilters={clearFilters}
            selectedAssignee={items?.find((task) => task.assignedTo?.id === query.assignedToId)?.assignedTo}
          />
          <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
            <Typography.Text strong>{tasks.data ? t('list.allTasksCount', { count: total }) : t('list.allTasks')}</Typography.Text>
            <Segmented<TaskListView>
              value={query.view}
              onChange={(view) => update({ view: view === 'table' ? null : view })}
              options={[
                { value: 'table', label: t('list.tableView'), icon: <TableOutlined /> },
                { value: 'board', label: t('list.boardView'), icon: <AppstoreOutlined /> },
              ]}
              aria-label={t('list.viewLabel')}
              data-testid="view-toggle"
            />
          </Flex>
          {tasks.isLoading ? (
            <Card>
              <SkeletonRows count={5} />
            </Card>
          ) : tasks.isError && !tasks.data ? (
            <Card>
              <EmptyState
                title={t('list.loadFailed')}
                action={<Button onClick={() => void tasks.refetch()}>{t('common:actions.retry')}</Button>}
              />
            </Card>
          ) : query.view === 'board' ? (
            <>
              {total > BOARD_LIMIT && (
                <Typography.Paragraph type="secondary">{t('list.boardLimited', { shown: BOARD_LIMIT, total })}</Typography.Paragraph>
              )}
              <TaskBoard tasks={items ?? []} title={t('list.boardTitle')} loading={tasks.isFetching && tasks.isPlaceholderData} />
            </>
          ) : (
            <Card data-testid="tasks-card" aria-busy={tasks.isFetching} data-search={query.search}>
              <TaskBulkEdit selection={selection} matching={total} query={query} />
              <Results
                rowSelection={isMobile ? undefined : selection.rowSelection}
                tasks={items ?? []}
                total={total}
                query={query}
                update={update}
                loading={tasks.isFetching && tasks.isPlaceholderData}
              />
            </Card>
          )}
        </>
      )}
    </>
  );
}
