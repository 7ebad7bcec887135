import { describe, expect, it } from '@jest/globals';
import { RISK_MESSAGES } from './messages.js';
import {
  hasReviewDue,
  mayReview,
  nextReviewDue,
  reviewEscalationDay,
  reviewSettingsChanges,
  reviewSettingsProblem,
  reviewState,
  withReviewSettingsChanges,
} from './review-rules.js';
import { DEFAULT_REVIEW_SETTINGS as DEFAULTS } from './reviews.js';

describe('review rules (issue 26)', () => {
  it('dates the next review the level’s interval after the review (or the creation)', () => {
    expect(nextReviewDue('2026-01-01', 'critical', DEFAULTS)).toBe('2026-01-31');
    expect(nextReviewDue('2026-01-01', 'high', DEFAULTS)).toBe('2026-04-01');
    expect(nextReviewDue('2026-01-01', 'medium', DEFAULTS)).toBe('2026-06-30');
    expect(nextReviewDue('2026-01-01', 'low', DEFAULTS)).toBe('2027-01-01');
    // Across a leap day and a year's end.
    expect(nextReviewDue('2028-02-01', 'critical', DEFAULTS)).toBe('2028-03-02');
    expect(nextReviewDue('2026-12-15', 'critical', { intervalDays: { ...DEFAULTS.intervalDays, critical: 20 } })).toBe('2027-01-04');
  });

  it('is due from remindDaysBefore days before the due day, overdue the day after it', () => {
    const settings = { remindDaysBefore: 7 };
    expect(reviewState('2026-03-20', '2026-03-12', settings)).toBe('scheduled');
    expect(reviewState('2026-03-20', '2026-03-13', settings)).toBe('due');
    expect(reviewState('2026-03-20', '2026-03-20', settings)).toBe('due');
    expect(reviewState('2026-03-20', '2026-03-21', settings)).toBe('overdue');
    // Without a reminder a review is due on its day only.
    expect(reviewState('2026-03-20', '2026-03-19', { remindDaysBefore: 0 })).toBe('scheduled');
    expect(reviewState('2026-03-20', '2026-03-20', { remindDaysBefore: 0 })).toBe('due');
  });

  it('escalates escalateAfterDays after the due day', () => {
    expect(reviewEscalationDay('2026-03-20', DEFAULTS)).toBe('2026-04-03');
    expect(reviewEscalationDay('2026-12-31', { escalateAfterDays: 1 })).toBe('2027-01-01');
  });

  it('has no review due for a closed risk only', () => {
    expect(hasReviewDue('closed')).toBe(false);
    expect(hasReviewDue('open')).toBe(true);
    expect(hasReviewDue('accepted')).toBe(true);
  });

  it('checks the settings with a message per problem', () => {
    expect(reviewSettingsProblem(DEFAULTS)).toBeNull();
    expect(reviewSettingsProblem({ ...DEFAULTS, remindDaysBefore: 0 })).toBeNull();
    expect(reviewSettingsProblem(null)).toBe(RISK_MESSAGES.reviewSettingsInvalid);
    expect(reviewSettingsProblem({ remindDaysBefore: 7, escalateAfterDays: 14 })).toBe(RISK_MESSAGES.reviewSettingsInvalid);
    for (const days of [0, 3651, 1.5, '30', null])
      expect(reviewSettingsProblem({ ...DEFAULTS, intervalDays: { ...DEFAULTS.intervalDays, high: days } })).toBe(
        RISK_MESSAGES.reviewIntervalRange,
      );
    expect(reviewSettingsProblem({ ...DEFAULTS, intervalDays: { ...DEFAULTS.intervalDays, low: 3650 } })).toBeNull();
    expect(reviewSettingsProblem({ ...DEFAULTS, remindDaysBefore: -1 })).toBe(RISK_MESSAGES.reviewRemindRange);
    expect(reviewSettingsProblem({ ...DEFAULTS, remindDaysBefore: 366 })).toBe(RISK_MESSAGES.reviewRemindRange);
    expect(reviewSettingsProblem({ ...DEFAULTS, escalateAfterDays: 0 })).toBe(RISK_MESSAGES.reviewEscalateRange);
    expect(reviewSettingsProblem({ ...DEFAULTS, escalateAfterDays: 365 })).toBeNull();
  });

  it('names each changed field as the settings_changed contract says, and applies such changes', () => {
    const after = { intervalDays: { ...DEFAULTS.intervalDays, critical: 14, low: 400 }, remindDaysBefore: 7, escalateAfterDays: 21 };
    const changes = reviewSettingsChanges(DEFAULTS, after);
    expect(changes).toEqual([
      { field: 'intervalDays.critical', from: 30, to: 14 },
      { field: 'intervalDays.low', from: 365, to: 400 },
      { field: 'escalateAfterDays', from: 14, to: 21 },
    ]);
    expect(reviewSettingsChanges(DEFAULTS, DEFAULTS)).toEqual([]);
    expect(withReviewSettingsChanges(DEFAULTS, changes)).toEqual(after);
    // Unknown fields and invalid values leave the copy as it was.
    expect(withReviewSettingsChanges(DEFAULTS, [{ field: 'intervalDays.extreme', to: 3 }])).toEqual(DEFAULTS);
    expect(withReviewSettingsChanges(DEFAULTS, [{ field: 'remindDaysBefore', to: 'x' }])).toEqual(DEFAULTS);
    expect(withReviewSettingsChanges(DEFAULTS, [{ field: 'escalateAfterDays', to: 0 }])).toEqual(DEFAULTS);
  });

  it('lets the owner, a manager or a system admin review a risk, and no one else', () => {
    const risk = { ownerId: 'owner' };
    expect(mayReview({ id: 'owner', role: 'team_member' }, risk)).toBe(true);
    expect(mayReview({ id: 'someone', role: 'manager' }, risk)).toBe(true);
    expect(mayReview({ id: 'someone', role: 'system_admin' }, risk)).toBe(true);
    expect(mayReview({ id: 'someone', role: 'executive' }, risk)).toBe(false);
    expect(mayReview({ id: 'someone', role: 'team_member' }, risk)).toBe(false);
    expect(mayReview(null, risk)).toBe(false);
  });
});
