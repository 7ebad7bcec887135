import { Button, DatePicker, Flex, Select } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { ACTION_TYPES, ENTITY_TYPES, SETTINGS_ACTION_TYPES, SETTINGS_LOG_ROLES, type ActionType, type EntityType } from '@rtm/contracts';
import { useCurrentUser } from '@rtm/frontend/auth';
import { UserPicker, type KnownPerson } from '@rtm/frontend/directory';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { hasFilters, type ActivityLogQuery } from '../../api/activityLogQuery';
import type { useActivityLogQuery } from '../../hooks/useActivityLogQuery';
import { useAdminTranslation } from '../../i18n';

export interface ActivityLogFiltersProps {
  query: ActivityLogQuery;
  update: ReturnType<typeof useActivityLogQuery>['update'];
  clearFilters: () => void;
  /** The user filtered by, when a listed activity tells their name (after a reload the URL has only the id). */
  selectedUser?: KnownPerson | null;
}

const fieldStyle = { minWidth: 180, flex: '1 1 180px' } as const;

/** Entity type, action, user (searched on the server) and a range of days; the values live in the URL. */
export function ActivityLogFilters({ query, update, clearFilters, selectedUser }: ActivityLogFiltersProps) {
  const { t } = useAdminTranslation();
  const labels = useEnumLabels();
  const { user } = useCurrentUser();
  // Settings changes are in the log for system admins only: the other roles are not offered them as filters.
  const seesSettings = Boolean(user && SETTINGS_LOG_ROLES.includes(user.role));
  const actionTypes = seesSettings
    ? ACTION_TYPES
    : ACTION_TYPES.filter((type) => !(SETTINGS_ACTION_TYPES as readonly string[]).includes(type));
  const entityTypes = seesSettings ? ENTITY_TYPES : ENTITY_TYPES.filter((type) => type !== 'settings');
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
        options={entityTypes.map((type) => ({ value: type, label: labels.entityType(type) }))}
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
        options={actionTypes.map((type) => ({ value: type, label: t(`activity.action.${type}`) }))}
        data-testid="activity-filter-action"
      />
      <UserPicker
        allowClear
        includeInactive
        selected={selectedUser}
        placeholder={t('activity.filters.user')}
        aria-label={t('activity.filters.user')}
        style={fieldStyle}
        value={query.userId}
        onChange={(userId) => update({ userId })}
        data-testid="activity-filter-user"
      />
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
