import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseAt, type DatabaseAt } from '@rtm/backend/testing';
import { NOTIFICATION_MIGRATIONS } from '../src/database/notification.migrations.js';

const THROUGH_0012 = NOTIFICATION_MIGRATIONS.findIndex((m) => m.name === '0012-activity-day-counts') + 1;
const THROUGH_0013 = NOTIFICATION_MIGRATIONS.findIndex((m) => m.name === '0013-risk-acceptance-mails') + 1;

/**
 * Migration 0013 adds issue 25's template types and their default texts, keeping a template already saved, and fills
 * the acceptance projection from the acceptance events the activity log holds (the risk-mails durable had acknowledged
 * them before it fed the projection).
 */
describe('notification migration 0013 (risk acceptance mails)', () => {
  let db: DatabaseAt;

  beforeAll(async () => {
    db = await databaseAt('notif_mig13', 'notification', NOTIFICATION_MIGRATIONS.slice(0, THROUGH_0012));
  });

  afterAll(async () => {
    await db?.drop();
  });

  /** An acceptance event as the activity log recorded it. */
  const logged = (actionType: string, at: string, acceptance: Record<string, unknown>, risk: Record<string, unknown>) =>
    db.sql(
      `insert into notification.activity (id, event_id, action_type, entity_type, entity_id, description, metadata, created_at)
       values (?, ?, ?, 'risk', ?, ?, ?::jsonb, ?)`,
      [randomUUID(), randomUUID(), actionType, risk.id, actionType, JSON.stringify({ risk, acceptance }), at],
    );

  it('fills the acceptances from the log, each as its last event left it, with the approver of risk_accepted', async () => {
    const risk = { id: randomUUID(), riskId: 'RSK-2026-0007', title: 'Old title', ownerId: randomUUID() };
    const approver = randomUUID();
    const approved = { id: randomUUID(), status: 'approved', expiresOn: '2026-09-30', decidedBy: approver };
    await logged('risk_acceptance_requested', '2026-03-01T10:00:00Z', { ...approved, status: 'pending', decidedBy: null }, risk);
    await logged('risk_accepted', '2026-03-02T10:00:00Z', approved, { ...risk, title: 'Flooded server room' });
    const expired = { id: randomUUID(), status: 'approved', expiresOn: '2026-03-31', decidedBy: approver };
    await logged('risk_accepted', '2026-03-03T10:00:00Z', expired, risk);
    await logged('risk_acceptance_expired', '2026-04-01T00:00:00Z', { ...expired, status: 'expired', decidedBy: null }, risk);
    await db.sql(
      `insert into notification.email_template (id, name, type, language, subject, body_html) values (?, 'Mine', 'task_reminder', 'en', 's', 'b')
      on conflict (type, language) do update set name = excluded.name`,
      [randomUUID()],
    );

    expect(await db.migrate(NOTIFICATION_MIGRATIONS.slice(0, THROUGH_0013))).toEqual(['0013-risk-acceptance-mails']);

    expect(
      await db.sql(
        `select id, risk_id, risk_code, title, owner_id, approved_by, to_char(expires_on, 'YYYY-MM-DD') as expires_on, status,
                to_char(version_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as version_at
         from notification.acceptance_projection where risk_id = ? order by expires_on`,
        [risk.id],
      ),
    ).toEqual([
      {
        id: expired.id,
        risk_id: risk.id,
        risk_code: 'RSK-2026-0007',
        title: 'Old title',
        owner_id: risk.ownerId,
        approved_by: approver,
        expires_on: '2026-03-31',
        status: 'expired',
        version_at: '2026-04-01 00:00',
      },
      {
        id: approved.id,
        risk_id: risk.id,
        risk_code: 'RSK-2026-0007',
        title: 'Flooded server room',
        owner_id: risk.ownerId,
        approved_by: approver,
        expires_on: '2026-09-30',
        status: 'approved',
        version_at: '2026-03-02 10:00',
      },
    ]);
  });

  it('seeds the new types in both languages, leaves the other templates as they were, and refuses an unknown type', async () => {
    const rows = await db.sql<{ type: string; n: string }>(
      `select type, count(*) as n from notification.email_template where type like 'acceptance%' or type like 'appetite%' group by type order by type`,
    );
    expect(rows.map((r) => [r.type, Number(r.n)])).toEqual([
      ['acceptance_decided', 2],
      ['acceptance_expired', 2],
      ['acceptance_expiring', 2],
      ['acceptance_requested', 2],
      ['appetite_breached', 2],
      ['appetite_breached_summary', 2],
    ]);
    expect(await db.sql(`select name from notification.email_template where type = 'task_reminder' and language = 'en'`)).toEqual([
      { name: 'Mine' },
    ]);
    await expect(
      db.sql(`insert into notification.email_template (id, name, type, subject, body_html) values (?, 'x', 'no_such_type', 's', 'b')`, [
        randomUUID(),
      ]),
    ).rejects.toThrow(/email_template_type_check/);
  });
});
