import type { EntityManager } from '@mikro-orm/postgresql';
import { quoteIdent } from '@rtm/backend/db';
import { ALL_EVENTS, EventHandlers, type EventConsumerSpec } from '@rtm/backend/events';
import {
  REVIEW_SETTINGS_FIELDS,
  reviewSettingsValue,
  SettingsChanged,
  withReviewSettingsChanges,
  type DomainEvent,
  type ReviewSettingsDto,
  type ReviewSettingsField,
  type SettingsChangedData,
} from '@rtm/contracts';

/** The column of table `review_setting` (migration 0015) that keeps each field of the review settings. */
export const REVIEW_SETTING_COLUMNS: Readonly<Record<ReviewSettingsField, string>> = {
  'intervalDays.critical': 'critical_days',
  'intervalDays.high': 'high_days',
  'intervalDays.medium': 'medium_days',
  'intervalDays.low': 'low_days',
  remindDaysBefore: 'remind_days_before',
  escalateAfterDays: 'escalate_after_days',
};

type SettingsRow = Record<string, number>;

const fromRow = (row: SettingsRow): ReviewSettingsDto => ({
  intervalDays: { critical: row.critical_days, high: row.high_days, medium: row.medium_days, low: row.low_days },
  remindDaysBefore: row.remind_days_before,
  escalateAfterDays: row.escalate_after_days,
});

/**
 * The notification service's copy of the risk service's review settings (one row, table `review_setting`), which the
 * scheduler's review mails read: the defaults seeded by migration 0015, then each settings_changed event of
 * review_settings applied in stream order (withReviewSettingsChanges: each change's new value), so applying an event
 * again changes nothing. A part of the activity durable, which reads every event already (a durable of its own would
 * need its own NATS permissions).
 */
export class ReviewSettingsCopy {
  private readonly table: string;

  constructor(schema: string) {
    this.table = `${quoteIdent(schema)}.review_setting`;
  }

  consumer(): EventConsumerSpec {
    const handlers = new EventHandlers().on(SettingsChanged, (event, tx) => this.apply(tx, [event]));
    return {
      ...handlers.consumer('review-settings'),
      subject: ALL_EVENTS,
      wants: (event) => handlers.wants(event),
      handleMany: (events, tx) => this.apply(tx, events),
    };
  }

  private async apply(tx: EntityManager, events: DomainEvent[]): Promise<void> {
    const changes = events
      .map((event) => event.data as SettingsChangedData)
      .filter((data) => data?.setting === 'review_settings' && Array.isArray(data.changes));
    if (changes.length === 0) return;
    const columns = REVIEW_SETTINGS_FIELDS.map((field) => REVIEW_SETTING_COLUMNS[field]);
    const [row] = await tx.execute<SettingsRow[]>(`select ${columns.join(', ')} from ${this.table} for update`);
    const settings = changes.reduce((current, data) => withReviewSettingsChanges(current, data.changes), fromRow(row));
    await tx.execute(`update ${this.table} set ${columns.map((c) => `${c} = ?`).join(', ')}, updated_at = now()`, [
      ...REVIEW_SETTINGS_FIELDS.map((field) => reviewSettingsValue(settings, field)),
    ]);
  }
}
