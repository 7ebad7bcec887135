import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * A form's date picker (YYYY-MM-DD). Enter in it picks the typed date or opens and closes the calendar, and never
 * submits the form (a task was once created at once, without its risks): the wrapper's handler runs after the
 * picker's own.
 */
export function FormDatePicker(props: DatePickerProps) {
  return (
    <div
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.preventDefault();
      }}
    >
      <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" {...props} />
    </div>
  );
}

/** A date of the API (YYYY-MM-DD) as a date picker's value. */
export const datePickerValue = (date: string | null | undefined): Dayjs | null => (date ? dayjs(date) : null);

/** A date picker's value as a date of the API (YYYY-MM-DD), null when empty. */
export const apiDate = (value: Dayjs | null | undefined): string | null => (value ? value.format('YYYY-MM-DD') : null);
