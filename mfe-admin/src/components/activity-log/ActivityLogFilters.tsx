import { Button, DatePicker, Flex, Select } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { ACTION_TYPES, ENTITY_TYPES, type ActionType, type EntityType } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { hasFilters, type ActivityLogQuery } from '../../api/activityLogQuery';
import type { useActivityLogQuery } from '../../hooks/useActivityLogQuery';
import { useAdminTranslation } from '../../i18n';
import { ActivityUserSelect } from './ActivityUserSelect';

export interface ActivityLogFiltersProps {
  query: ActivityLogQuery;
  update: ReturnType<typeof useActivityLogQuery>['update'];
  clearFilters: () => void;
}

const fieldStyle = { minWidth: 180, flex: '1 1 180px' } as const;

/** Entity type, action, user (searched on the server) and a range of days; the values live in the URL. */
export function ActivityLogFilters({ query, update, clearFilters }: ActivityLogFiltersProps) {
  const { t } = useAdminTranslation();
  const labels = useEnumLabels();
  const range: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null =
    query.from || query.to ? [query.from ? dayjs(query.from) : null, query.to ? dayjs(query.to) : null] : null;

  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }} data-testid="activity-filters">
      <Select<EntityType>
        allowClear
        placeholder={t('activity.filters.entityType')}
        aria-label={t('activity.filters.entityType')}
        style={fieldStyle}
        value={query.entityType ?? undefined}
        onChange={(entityType) => update({ entityType: entityType ?? null })}
        options={ENTITY_TYPES.map((type) => ({ value: type, label: labels.entityType(type) }))}
        data-testid="activity-filter-entity-type"
      />
      <Select<ActionType>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('activity.filters.action')}
        aria-label={t('activity.filters.action')}
        style={fieldStyle}
        value={query.actionType ?? undefined}
        onChange={(actionType) => update({ actionType: actionType ?? null })}
        options={ACTION_TYPES.map((type) => ({ value: type, label: t(`activity.action.${type}`) }))}
        data-testid="activity-filter-action"
      />
      <ActivityUserSelect value={query.userId} onChange={(userId) => update({ userId })} style={fieldStyle} />
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        value={range}
        onChange={(days) =>
          update({ from: days?.[0] ? days[0].format('YYYY-MM-DD') : null, to: days?.[1] ? days[1].format('YYYY-MM-DD') : null })
        }
        placeholder={[t('activity.filters.from'), t('activity.filters.to')]}
        aria-label={t('activity.filters.dates')}
        style={fieldStyle}
        data-testid="activity-filter-dates"
      />
      <Button icon={<ClearOutlined />} onClick={clearFilters} disabled={!hasFilters(query)}>
        {t('activity.filters.clear')}
      </Button>
    </Flex>
  );
}
