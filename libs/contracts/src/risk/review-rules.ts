import type { Actor } from '../common/rpc.js';
import { RISK_LEVELS, type RiskLevel, type RiskStatus } from '../common/enums.js';
import { RISK_MESSAGES } from './messages.js';
import { addDays } from './rules.js';
import { REVIEWER_ROLES, type ReviewSettingsDto } from './reviews.js';

/**
 * The review cadence (issue 26), shared by the risk service (its SQL counts the same days) and the notification
 * service's reminders and escalations. Days are calendar days in MAIL_TIME_ZONE, written YYYY-MM-DD.
 */

/** Where a risk's review stands on a day: due within remindDaysBefore (the due day included), or past its due day. */
export type ReviewState = 'scheduled' | 'due' | 'overdue';

/** Who may review a risk: its owner, a manager or a system admin (REVIEWER_ROLES). */
export function mayReview(actor: Pick<Actor, 'id' | 'role'> | null, risk: { ownerId: string }): boolean {
  return !!actor && (actor.id === risk.ownerId || REVIEWER_ROLES.includes(actor.role));
}

/** Whether a risk of this status has a review due: every status but closed (an accepted risk is still reviewed). */
export function hasReviewDue(status: RiskStatus): boolean {
  return status !== 'closed';
}

/**
 * The next review's due day: the level's interval after `reviewFrom`, the day of the last review (of the creation while
 * never reviewed). `level`: the residual level, else the inherent one.
 */
export function nextReviewDue(reviewFrom: string, level: RiskLevel, settings: Pick<ReviewSettingsDto, 'intervalDays'>): string {
  return addDays(reviewFrom, settings.intervalDays[level]);
}

/** Overdue once `today` is past the due day; due from remindDaysBefore days before it; else scheduled. */
export function reviewState(nextDue: string, today: string, settings: Pick<ReviewSettingsDto, 'remindDaysBefore'>): ReviewState {
  if (nextDue < today) return 'overdue';
  return nextDue <= addDays(today, settings.remindDaysBefore) ? 'due' : 'scheduled';
}

/** The day the manager is told of a missed review: escalateAfterDays after the due day. */
export function reviewEscalationDay(nextDue: string, settings: Pick<ReviewSettingsDto, 'escalateAfterDays'>): string {
  return addDays(nextDue, settings.escalateAfterDays);
}

export const REVIEW_INTERVAL_MAX_DAYS = 3650;
export const REVIEW_REMIND_MAX_DAYS = 365;
export const REVIEW_ESCALATE_MAX_DAYS = 365;

const wholeIn = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with review settings as sent (a RISK_MESSAGES text), or null when they are valid. */
export function reviewSettingsProblem(value: unknown): string | null {
  if (!isObject(value) || !isObject(value.intervalDays)) return RISK_MESSAGES.reviewSettingsInvalid;
  const intervals = value.intervalDays;
  if (RISK_LEVELS.some((level) => !wholeIn(intervals[level], 1, REVIEW_INTERVAL_MAX_DAYS))) return RISK_MESSAGES.reviewIntervalRange;
  if (!wholeIn(value.remindDaysBefore, 0, REVIEW_REMIND_MAX_DAYS)) return RISK_MESSAGES.reviewRemindRange;
  if (!wholeIn(value.escalateAfterDays, 1, REVIEW_ESCALATE_MAX_DAYS)) return RISK_MESSAGES.reviewEscalateRange;
  return null;
}

/**
 * The field names of the review settings in their settings_changed events (setting 'review_settings'), in the form's
 * order: a contract, since the notification service applies the events' `to` values to its copy of the settings.
 */
export const REVIEW_SETTINGS_FIELDS = [
  'intervalDays.critical',
  'intervalDays.high',
  'intervalDays.medium',
  'intervalDays.low',
  'remindDaysBefore',
  'escalateAfterDays',
] as const;
export type ReviewSettingsField = (typeof REVIEW_SETTINGS_FIELDS)[number];

/** The value of one field of the settings. */
export function reviewSettingsValue(settings: ReviewSettingsDto, field: ReviewSettingsField): number {
  if (field === 'remindDaysBefore' || field === 'escalateAfterDays') return settings[field];
  return settings.intervalDays[field.slice('intervalDays.'.length) as RiskLevel];
}

/** The fields whose value differs, with their old and new values, in REVIEW_SETTINGS_FIELDS order. */
export function reviewSettingsChanges(
  before: ReviewSettingsDto,
  after: ReviewSettingsDto,
): { field: ReviewSettingsField; from: number; to: number }[] {
  return REVIEW_SETTINGS_FIELDS.map((field) => ({
    field,
    from: reviewSettingsValue(before, field),
    to: reviewSettingsValue(after, field),
  })).filter((change) => change.from !== change.to);
}

/**
 * The settings with the changes of a settings_changed event applied (the notification service's copy); fields it does
 * not know and values that are not valid are skipped, so an odd event never breaks the copy.
 */
export function withReviewSettingsChanges(
  settings: ReviewSettingsDto,
  changes: readonly { field: string; to: unknown }[],
): ReviewSettingsDto {
  const next: ReviewSettingsDto = { ...settings, intervalDays: { ...settings.intervalDays } };
  for (const { field, to } of changes) {
    if (!(REVIEW_SETTINGS_FIELDS as readonly string[]).includes(field) || !Number.isInteger(to)) continue;
    if (field === 'remindDaysBefore' || field === 'escalateAfterDays') next[field] = to as number;
    else next.intervalDays[field.slice('intervalDays.'.length) as RiskLevel] = to as number;
  }
  return reviewSettingsProblem(next) === null ? next : settings;
}
