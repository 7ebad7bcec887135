import type { ReportScheduleInput } from '@rtm/contracts';

type Timing = Pick<ReportScheduleInput, 'cadence' | 'weekday' | 'dayOfMonth' | 'timeOfDay'>;

/** The wall-clock parts of an instant in a time zone. */
function partsIn(zone: string, at: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute'), second: n('second') };
}

/** The zone's offset from UTC at an instant (ms). */
function offsetAt(zone: string, at: Date): number {
  const p = partsIn(zone, at);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant of a wall-clock time in a zone. A time skipped by a clock change (02:30 on the night clocks go
 * forward) is taken as the same time on the offset before the change (so 03:30 then); a repeated one as its first.
 */
export function zonedInstant(zone: string, year: number, month: number, day: number, hour: number, minute: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets a day before and after: around a clock change they differ, and each gives one reading of the time.
  const oneDay = 86_400_000;
  const candidates = [wall - offsetAt(zone, new Date(wall - oneDay)), wall - offsetAt(zone, new Date(wall + oneDay))];
  const valid = candidates.filter((at) => wall - offsetAt(zone, new Date(at)) === at);
  return new Date(valid.length > 0 ? Math.min(...valid) : Math.max(...candidates));
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day of a run in a month: dayOfMonth, or the month's last day when it is shorter. */
const dayOf = (year: number, month: number, dayOfMonth: number) => Math.min(dayOfMonth, daysIn(year, month));

/**
 * The first run of a schedule strictly after `after`, in MAIL_TIME_ZONE's wall clock: weekly on its weekday (ISO,
 * 1 = Monday), monthly on its day, quarterly on its day of January, April, July and October; at timeOfDay.
 */
export function nextReportRun(timing: Timing, after: Date, zone: string): Date {
  const [hour, minute] = timing.timeOfDay.split(':').map(Number);
  const today = partsIn(zone, after);
  if (timing.cadence === 'weekly') {
    const weekday = timing.weekday ?? 1;
    for (let ahead = 0; ahead <= 7; ahead++) {
      const date = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
      const iso = date.getUTCDay() === 0 ? 7 : date.getUTCDay();
      if (iso !== weekday) continue;
      const at = zonedInstant(zone, date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour, minute);
      if (at > after) return at;
    }
    throw new Error('unreachable: a weekday comes within eight days');
  }
  const step = timing.cadence === 'quarterly' ? 3 : 1;
  // The first month of the cadence at or after this month (quarterly: January, April, July, October).
  let index = today.year * 12 + (today.month - 1);
  if (step === 3) index += (3 - (index % 3)) % 3;
  for (; ; index += step) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const at = zonedInstant(zone, year, month, dayOf(year, month, timing.dayOfMonth ?? 1), hour, minute);
    if (at > after) return at;
  }
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone: a run's period, part of its mails' keys, and its pack's as-of day. */
export function runDay(zone: string, at: Date): string {
  const p = partsIn(zone, at);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
