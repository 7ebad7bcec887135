import { useState, type CSSProperties } from 'react';
import { Select, Spin, Typography } from 'antd';
import { displayName, type PersonName, type UserListEntry, type UserRole } from '@rtm/contracts';
import { useCommonTranslation } from '../i18n/useCommonTranslation';
import { UserText } from '../ui/UserText';
import { useUserSearch } from './useUserSearch';

/** A person a picker can show before any search: the value already chosen (a risk's owner, a task's assignee). */
export type KnownPerson = PersonName & { id: string };

/** 'Name (e-mail)', the text of a person's option and of the chosen value. */
export const personLabel = (person: PersonName) => (person.email ? `${displayName(person)} (${person.email})` : displayName(person));

export interface UserPickerProps {
  id?: string;
  value?: string | null;
  /** Called with null when cleared. */
  onChange?: (userId: string | null) => void;
  /** Only users of these roles are offered (risk owners and department managers: managers and system admins). */
  roles?: readonly UserRole[];
  /** Users never offered (the user whose work is being reassigned). */
  excludeIds?: readonly string[];
  /** Deactivated users are offered too (system admins see who is inactive; others never get the flag). */
  includeInactive?: boolean;
  /** The chosen person, so their name shows even when the current page of results does not list them. */
  selected?: KnownPerson | null;
  /** Options listed before the users (e.g. 'None'), shown whatever is typed. */
  leadingOptions?: readonly { value: string; label: string }[];
  placeholder?: string;
  'aria-label'?: string;
  allowClear?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * A single-user select that searches the server as the user types (name, username or e-mail; debounced,
 * 20 at a time), so it works at any number of users. Asks the server only once opened; the chosen
 * user's name stays shown whatever the results are.
 */
export function UserPicker({
  id,
  value,
  onChange,
  roles,
  excludeIds,
  includeInactive,
  selected,
  leadingOptions = [],
  placeholder,
  allowClear,
  style,
  ...rest
}: UserPickerProps) {
  const { t } = useCommonTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useUserSearch(text, { roles, enabled: open });
  // Names of the users picked here, for when a later search no longer lists them.
  const [picked, setPicked] = useState<Record<string, KnownPerson>>({});

  const offered = search.users.filter((u) => (includeInactive || u.isActive !== false) && !excludeIds?.includes(u.id));
  const options = [...leadingOptions, ...offered.map((u) => ({ value: u.id, label: personLabel(u) }))];
  // While a search is typed only its results are listed; otherwise the chosen user is, found or not.
  if (value && !text && !options.some((o) => o.value === value)) {
    const known = picked[value] ?? (selected?.id === value ? selected : undefined);
    options.unshift({ value, label: known ? personLabel(known) : t('userPicker.selectedUser') });
  }
  const userOf = (userId: string): UserListEntry | undefined => offered.find((u) => u.id === userId);
  const more = search.total > search.users.length;

  return (
    <Select<string>
      id={id}
      value={value ?? undefined}
      allowClear={allowClear}
      placeholder={placeholder}
      aria-label={rest['aria-label']}
      style={style}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setText('');
      }}
      onChange={(userId) => {
        const user = userId ? userOf(userId) : undefined;
        if (user) setPicked((prev) => ({ ...prev, [user.id]: user }));
        onChange?.(userId ?? null);
      }}
      options={options}
      // The chosen name is cut at its own end (the right of a Latin name in an Arabic page).
      labelRender={({ label }) => <UserText cut>{label}</UserText>}
      optionRender={(option) => <span dir="auto">{option.label}</span>}
      notFoundContent={search.searching ? <Spin size="small" /> : search.isError ? t('userPicker.loadFailed') : t('userPicker.noUsers')}
      popupRender={(menu) => (
        <>
          {menu}
          {more && !search.searching && (
            <Typography.Text
              type="secondary"
              style={{ display: 'block', padding: '4px 12px', fontSize: 12 }}
              data-testid="user-picker-more"
            >
              {t('userPicker.more', { shown: search.users.length, total: search.total })}
            </Typography.Text>
          )}
        </>
      )}
      data-testid={rest['data-testid']}
    />
  );
}
