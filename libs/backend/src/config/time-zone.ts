import { ValidateBy } from 'class-validator';

/** A time zone name the runtime knows (IANA, e.g. `Asia/Riyadh`). */
export function isTimeZone(value: unknown): boolean {
  try {
    return (
      typeof value === 'string' && value.length > 0 && new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone !== ''
    );
  } catch {
    return false;
  }
}

/** A config field holding an IANA time zone (MAIL_TIME_ZONE of the notification and risk services). */
export function IsTimeZone(field: string): PropertyDecorator {
  return ValidateBy(
    { name: 'isTimeZone', validator: { validate: isTimeZone } },
    { message: `${field} must be an IANA time zone, e.g. UTC or Asia/Riyadh` },
  );
}

/** The calendar day (YYYY-MM-DD) of the instant `at` in the time zone `zone` (an IANA name isTimeZone accepts). */
export function calendarDayIn(zone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
