import { Select } from 'antd';

const filterStyle = { minWidth: 160, flex: '1 1 160px' } as const;

export interface FilterSelectProps<T extends string | number> {
  /** Shown as the placeholder and read out as the select's name. */
  label: string;
  value: T | null | undefined;
  /** Called with null when the filter is cleared. */
  onChange: (value: T | null) => void;
  options: { value: T; label: string }[];
  /** Lets the user type to narrow long lists (names, departments). */
  searchable?: boolean;
  'data-testid'?: string;
}

/** One filter of a list's filter panel: a clearable select whose placeholder names it. */
export function FilterSelect<T extends string | number>({ label, value, onChange, options, searchable, ...rest }: FilterSelectProps<T>) {
  return (
    <Select<T>
      allowClear
      showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
      placeholder={label}
      aria-label={label}
      style={filterStyle}
      value={value ?? undefined}
      onChange={(next) => onChange(next ?? null)}
      options={options}
      data-testid={rest['data-testid']}
    />
  );
}
