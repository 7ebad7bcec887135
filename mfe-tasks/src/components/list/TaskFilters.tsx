import { useCallback } from 'react';
import { Button, Card, Flex } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { TASK_PRIORITIES, TASK_STATUSES } from '@rtm/contracts';
import { UserPicker, type KnownPerson } from '@rtm/frontend/directory';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { FilterSelect, SearchInput } from '@rtm/frontend/ui';
import { activeFilterCount, type TaskListQuery } from '../../api/taskListQuery';
import type { useTaskListQuery } from '../../hooks/useTaskListQuery';
import { useTasksTranslation } from '../../i18n';

export interface TaskFiltersProps {
  query: TaskListQuery;
  update: ReturnType<typeof useTaskListQuery>['update'];
  clearFilters: () => void;
  /** The assignee filtered by, when a listed task tells their name (after a reload the URL has only the id). */
  selectedAssignee?: KnownPerson | null;
}

/** As wide as the FilterSelects beside it. */
const FILTER_STYLE = { minWidth: 160, flex: '1 1 160px' } as const;

/** Search by title or code, Status, Priority and Assigned To (filtered on the server); 'Clear All'. */
export function TaskFilters({ query, update, clearFilters, selectedAssignee }: TaskFiltersProps) {
  const { t } = useTasksTranslation();
  const labels = useEnumLabels();
  const onSearch = useCallback((search: string) => update({ search }), [update]);
  const count = activeFilterCount(query);

  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="task-filters">
      <Flex gap={8} wrap align="center">
        <div style={{ flex: '2 1 240px' }}>
          <SearchInput
            value={query.search}
            onSearch={onSearch}
            placeholder={t('filters.search')}
            aria-label={t('filters.searchLabel')}
            data-testid="task-search"
          />
        </div>
        <FilterSelect
          label={t('filters.status')}
          value={query.status}
          onChange={(status) => update({ status })}
          options={TASK_STATUSES.map((s) => ({ value: s, label: labels.taskStatus(s) }))}
          data-testid="filter-status"
        />
        <FilterSelect
          label={t('filters.priority')}
          value={query.priority}
          onChange={(priority) => update({ priority })}
          options={TASK_PRIORITIES.map((p) => ({ value: p, label: labels.taskPriority(p) }))}
          data-testid="filter-priority"
        />
        <UserPicker
          allowClear
          includeInactive
          selected={selectedAssignee}
          placeholder={t('filters.assignee')}
          aria-label={t('filters.assignee')}
          style={FILTER_STYLE}
          value={query.assignedToId}
          onChange={(assignedToId) => update({ assignedToId })}
          data-testid="filter-assignee"
        />
        <Button icon={<ClearOutlined />} onClick={clearFilters} disabled={count === 0}>
          {t('filters.clearAll')}
        </Button>
      </Flex>
    </Card>
  );
}
