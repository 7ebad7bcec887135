import { describe, expect, it } from '@jest/globals';
import { ACCEPTANCE_REMINDER_DAYS } from '@rtm/contracts';
import { reminderWindows } from './acceptance-reminders.js';

/** The reminder steps due with `daysLeft` days to an acceptance's last day. */
const dueSteps = (daysLeft: number, steps: readonly number[]) =>
  reminderWindows(steps)
    .filter((w) => daysLeft >= w.minDaysLeft && daysLeft <= w.days)
    .map((w) => w.days);

describe('reminders before an acceptance ends', () => {
  it('splits the days into one window per step, the smaller step taking the last days', () => {
    expect(reminderWindows(ACCEPTANCE_REMINDER_DAYS)).toEqual([
      { days: 7, minDaysLeft: 0 },
      { days: 30, minDaysLeft: 8 },
    ]);
  });

  it('makes only the smallest step that applies due, and none before the largest', () => {
    expect(dueSteps(31, ACCEPTANCE_REMINDER_DAYS)).toEqual([]);
    expect(dueSteps(30, ACCEPTANCE_REMINDER_DAYS)).toEqual([30]);
    expect(dueSteps(8, ACCEPTANCE_REMINDER_DAYS)).toEqual([30]);
    expect(dueSteps(7, ACCEPTANCE_REMINDER_DAYS)).toEqual([7]);
    // An acceptance approved 5 days before its end: the 7-day reminder alone, not the 30-day one too.
    expect(dueSteps(5, ACCEPTANCE_REMINDER_DAYS)).toEqual([7]);
    expect(dueSteps(0, ACCEPTANCE_REMINDER_DAYS)).toEqual([7]);
    for (let daysLeft = 0; daysLeft <= 30; daysLeft++) expect(dueSteps(daysLeft, ACCEPTANCE_REMINDER_DAYS)).toHaveLength(1);
  });

  it('takes the steps in any order, repeated or not', () => {
    expect(reminderWindows([1, 30, 7, 7])).toEqual([
      { days: 1, minDaysLeft: 0 },
      { days: 7, minDaysLeft: 2 },
      { days: 30, minDaysLeft: 8 },
    ]);
  });
});
