import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { DATE_FORMATS } from '@rtm/contracts';

dayjs.extend(relativeTime);

export type DateFormat = keyof typeof DATE_FORMATS;
type DateInput = string | number | Date | null | undefined;

/** 'MMM d' (short), 'MMM d, yyyy' (medium), 'MMM d, yyyy at h:mm a' (long) of SPEC section 9; '' when absent. */
export function formatDate(value: DateInput, format: DateFormat = 'medium'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMATS[format]) : '';
}

/** Relative time such as '5 minutes ago'. */
export function formatRelative(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.fromNow() : '';
}
