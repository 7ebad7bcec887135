import { defineEvent } from '../../common/events.js';

/** The settings whose changes are events (the notification slice's screens); later settings add their kind here. */
export const SETTINGS_KINDS = [
  'smtp',
  'email_template',
  'escalation_rule',
  'review_settings',
  'report_settings',
  'report_schedule',
] as const;
export type SettingsKind = (typeof SETTINGS_KINDS)[number];

/** What a secret field's old and new values read in the log: never the value, only that there is one. */
export const MASKED_SECRET = '********';

export const SETTINGS_VALUE_MAX = 500;

/** One field that changed; a secret's `from` and `to` are MASKED_SECRET or null (none stored). */
export interface SettingsFieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface SettingsChangedData {
  setting: SettingsKind;
  /** Which one of several: the template's name, the rule's name; null for the single SMTP row. */
  name: string | null;
  /** Created (every `from` is null), updated, or deleted (every `to` is null). */
  change: 'created' | 'updated' | 'deleted';
  /**
   * Only the fields whose value changed, in the form's order. A text longer than SETTINGS_VALUE_MAX characters is
   * cut there and ends with '…' (a template body can hold 100,000; the log keeps what a reader compares).
   *
   * `review_settings` (issue 26, emitted by the risk service, `name` null, `change` 'updated'): the fields are exactly
   * `intervalDays.critical`, `intervalDays.high`, `intervalDays.medium`, `intervalDays.low`, `remindDaysBefore` and
   * `escalateAfterDays` (REVIEW_SETTINGS_FIELDS), each `from` and `to` a whole number of days. A contract: the
   * notification service applies the `to` values to its own copy of the settings (withReviewSettingsChanges).
   */
  changes: SettingsFieldChange[];
}

/**
 * A setting was created or changed by a system admin (SMTP, an e-mail template, an escalation rule). Recorded in the
 * activity log, which shows it to system admins only (SETTINGS_LOG_ROLES).
 */
export const SettingsChanged = defineEvent<'settings_changed', SettingsChangedData>('settings_changed');
