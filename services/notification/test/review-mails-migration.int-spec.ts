import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseAt, type DatabaseAt } from '@rtm/backend/testing';
import { NOTIFICATION_MIGRATIONS } from '../src/database/notification.migrations.js';
import { DEFAULT_TEMPLATES } from '../src/templates/default-templates.js';

const THROUGH_0014 = NOTIFICATION_MIGRATIONS.findIndex((m) => m.name === '0014-appetite-breaches-in-digest') + 1;
const THROUGH_0015 = THROUGH_0014 + 1;

/**
 * Migration 0015 (issue 26's review mails): the risk projection's review columns filled from the latest risk event the
 * activity log holds, the copy of the review settings (defaults, then the changes already logged), the three template
 * types in both languages, and the digest's default texts listing reviews due where 0014's are still stored.
 */
describe('notification migration 0015 (review mails)', () => {
  let db: DatabaseAt;

  beforeAll(async () => {
    db = await databaseAt('notif_mig15', 'notification', NOTIFICATION_MIGRATIONS.slice(0, THROUGH_0014));
  });

  afterAll(async () => {
    await db?.drop();
  });

  /** An event as the activity log recorded it. */
  const logged = (actionType: string, entityType: string, entityId: string, at: string, metadata: Record<string, unknown>) =>
    db.sql(
      `insert into notification.activity (id, event_id, action_type, entity_type, entity_id, description, metadata, created_at)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?)`,
      [randomUUID(), randomUUID(), actionType, entityType, entityId, actionType, JSON.stringify(metadata), at],
    );
  const projected = (id: string) =>
    db.sql(
      `insert into notification.risk_projection (id, code, title, score, status, owner_id, version_at)
       values (?, 'RSK-2026-0001', 'A risk', 16, 'open', ?, now())`,
      [id, randomUUID()],
    );

  it('fills the review columns from the log, keeps the settings changes logged, seeds the templates and replaces the digest', async () => {
    const reviewed = randomUUID();
    const assessed = randomUUID();
    const unknown = randomUUID();
    for (const id of [reviewed, assessed, unknown]) await projected(id);
    const created = { createdAt: '2026-01-10T09:00:00.000Z', riskLevel: 'critical', residualLevel: null };
    await logged('risk_created', 'risk', reviewed, '2026-01-10T09:00:00Z', { risk: { id: reviewed, ...created } });
    await logged('risk_reviewed', 'risk', reviewed, '2026-03-01T09:00:00Z', {
      risk: { id: reviewed, ...created, residualLevel: 'medium', lastReviewedAt: '2026-03-01T09:00:00.000Z' },
    });
    await logged('risk_comment_added', 'risk', reviewed, '2026-03-02T09:00:00Z', { comment: { id: randomUUID() } });
    await logged('risk_created', 'risk', assessed, '2026-02-01T09:00:00Z', {
      risk: { id: assessed, ...created, createdAt: '2026-02-01T09:00:00.000Z' },
    });
    await logged('risk_assessed', 'risk', assessed, '2026-02-05T09:00:00Z', {
      risk: { id: assessed, ...created, createdAt: '2026-02-01T09:00:00.000Z', residualLevel: 'low' },
    });
    const change = (changes: { field: string; from: number; to: number }[]) => ({
      setting: 'review_settings',
      name: null,
      change: 'updated',
      changes,
    });
    await logged(
      'settings_changed',
      'settings',
      'review_settings',
      '2026-03-01T00:00:00Z',
      change([{ field: 'remindDaysBefore', from: 7, to: 3 }]),
    );
    await logged(
      'settings_changed',
      'settings',
      'review_settings',
      '2026-03-02T00:00:00Z',
      change([
        { field: 'remindDaysBefore', from: 3, to: 5 },
        { field: 'intervalDays.high', from: 90, to: 60 },
      ]),
    );
    await db.sql(`update notification.email_template set body_text = 'Edited by an admin' where type = 'daily_digest' and language = 'ar'`);

    expect(await db.migrate(NOTIFICATION_MIGRATIONS.slice(0, THROUGH_0015))).toEqual(['0015-review-mails']);

    expect(
      await db.sql(
        `select id, to_char(review_from at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as review_from, assessed_level
           from notification.risk_projection order by review_from nulls last`,
      ),
    ).toEqual([
      { id: assessed, review_from: '2026-02-01 09:00', assessed_level: 'low' },
      { id: reviewed, review_from: '2026-03-01 09:00', assessed_level: 'medium' },
      { id: unknown, review_from: null, assessed_level: null },
    ]);
    expect(
      await db.sql(
        `select critical_days, high_days, medium_days, low_days, remind_days_before, escalate_after_days from notification.review_setting`,
      ),
    ).toEqual([{ critical_days: 30, high_days: 60, medium_days: 180, low_days: 365, remind_days_before: 5, escalate_after_days: 14 }]);
    await expect(
      db.sql(
        `insert into notification.review_setting (critical_days, high_days, medium_days, low_days, remind_days_before, escalate_after_days) values (1, 1, 1, 1, 1, 1)`,
      ),
    ).rejects.toThrow(/review_setting_pkey/);

    const reviewTemplates = await db.sql<{ type: string; language: string; subject: string }>(
      `select type, language, subject from notification.email_template where type like 'review%' order by type, language`,
    );
    expect(reviewTemplates.map((t) => [t.type, t.language])).toEqual([
      ['review_due', 'ar'],
      ['review_due', 'en'],
      ['review_escalated', 'ar'],
      ['review_escalated', 'en'],
      ['review_overdue', 'ar'],
      ['review_overdue', 'en'],
    ]);
    const digests = await db.sql<{ language: string; body_html: string; body_text: string }>(
      `select language, body_html, body_text from notification.email_template where type = 'daily_digest' order by language`,
    );
    const en = DEFAULT_TEMPLATES.find((t) => t.type === 'daily_digest' && t.language === 'en')!;
    expect(digests).toEqual([
      expect.objectContaining({ language: 'ar', body_text: 'Edited by an admin' }),
      { language: 'en', body_html: en.bodyHtml, body_text: en.bodyText },
    ]);
    expect(digests[1].body_html).toContain('reviewsDue');
  });
});
