import { useEffect, useState, type CSSProperties } from 'react';
import { Select } from 'antd';
import { displayName } from '@rtm/contracts';
import { useActivityUsers } from '../../hooks/useActivityLog';
import { useAdminTranslation } from '../../i18n';

export interface ActivityUserSelectProps {
  value: string | null;
  onChange: (userId: string | null) => void;
  style?: CSSProperties;
}

/** The user filter: typing searches the users on the server (debounced); the chosen user keeps its name. */
export function ActivityUserSelect({ value, onChange, style }: ActivityUserSelectProps) {
  const { t } = useAdminTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const users = useActivityUsers(search);

  const options = (users.data ?? []).map((u) => ({ value: u.id, label: displayName(u) }));
  if (value && !options.some((o) => o.value === value)) {
    // A user chosen before (or from the URL of a reload) that the current search does not list.
    options.unshift({ value, label: chosen?.value === value ? chosen.label : t('activity.filters.selectedUser') });
  }

  return (
    <Select<string>
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={users.isFetching}
      placeholder={t('activity.filters.user')}
      aria-label={t('activity.filters.user')}
      style={style}
      value={value ?? undefined}
      onChange={(userId, option) => {
        const picked = Array.isArray(option) ? option[0] : option;
        setChosen(userId && picked ? { value: userId, label: String(picked.label) } : null);
        onChange(userId ?? null);
      }}
      notFoundContent={users.isFetching ? null : t('activity.filters.noUsers')}
      options={options}
      data-testid="activity-filter-user"
    />
  );
}
