import { LIMITS } from '../common/constants.js';

export type DueState = 'overdue' | 'soon' | 'normal';

/** Overdue if the due day is past, soon if within `soonDays` days, else normal. */
export function dueState(dueDate: string | Date | null | undefined, now = new Date(), soonDays = LIMITS.dueSoonDays): DueState {
  if (!dueDate) return 'normal';
  const due = new Date(dueDate).getTime();
  const diff = due - now.getTime();
  if (diff < 0) return 'overdue';
  if (diff <= soonDays * 24 * 60 * 60 * 1000) return 'soon';
  return 'normal';
}
