import { useState } from 'react';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { apiDate, datePickerValue } from '@rtm/frontend/ui';
import { dayInHistory } from '../../api/trendsQuery';
import { useHistoryStart } from '../../hooks/useHistoryStart';

export interface AsOfPickerProps {
  /** YYYY-MM-DD, or null for now. */
  value: string | null;
  onChange: (day: string | null) => void;
  /** The picker's name (read out), e.g. 'As of'. */
  label: string;
  /** Shown while empty, e.g. 'Now'. */
  placeholder: string;
  /** False when the date is needed (the compare mode's other date); else emptying it means now. */
  allowClear?: boolean;
  'data-testid'?: string;
}

/**
 * A day of the register's past (issue 26): days before the history's first one and days after today cannot be picked.
 * The first day is read when the calendar first opens (or a day is shown), so a matrix showing now costs no request.
 */
export function AsOfPicker({ value, onChange, label, placeholder, allowClear = true, ...rest }: AsOfPickerProps) {
  const [opened, setOpened] = useState(false);
  const start = useHistoryStart(opened || value !== null);
  const today = apiDate(dayjs())!;
  const disabledDate = (day: Dayjs) => !dayInHistory(apiDate(day)!, start.data?.startsOn, today);
  return (
    // The test id on a box of its own: the picker does not hand it to its element.
    <span data-testid={rest['data-testid']} data-value={value ?? ''} style={{ display: 'inline-flex' }}>
      <DatePicker
        value={datePickerValue(value)}
        onChange={(day) => onChange(apiDate(day))}
        onOpenChange={(open) => open && setOpened(true)}
        disabledDate={disabledDate}
        allowClear={allowClear}
        format="YYYY-MM-DD"
        placeholder={placeholder}
        aria-label={label}
        style={{ width: 150 }}
      />
    </span>
  );
}
