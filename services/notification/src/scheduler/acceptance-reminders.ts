/** When one reminder before an acceptance ends is due: while the days left are between minDaysLeft and days. */
export interface ReminderWindow {
  /** The step: this many days ahead (part of the mail's key, so each step is sent once). */
  days: number;
  minDaysLeft: number;
}

/**
 * The window of each reminder step (ACCEPTANCE_REMINDER_DAYS): from its days down to the day after the next smaller
 * step's, so only the smallest step that applies is due. An acceptance approved 5 days before its end gets the 7-day
 * reminder alone, not the 30-day one on the same day; one approved 20 days before gets the 30-day one, then the 7-day one.
 */
export function reminderWindows(steps: readonly number[]): ReminderWindow[] {
  const ascending = [...new Set(steps)].sort((a, b) => a - b);
  return ascending.map((days, i) => ({ days, minDaysLeft: i === 0 ? 0 : ascending[i - 1] + 1 }));
}
