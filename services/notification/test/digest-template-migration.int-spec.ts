import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseAt, type DatabaseAt } from '@rtm/backend/testing';
import { NOTIFICATION_MIGRATIONS } from '../src/database/notification.migrations.js';
import { DAILY_DIGEST_OF_0014 } from '../src/database/replaced-templates.js';

const THROUGH_0013 = NOTIFICATION_MIGRATIONS.findIndex((m) => m.name === '0013-risk-acceptance-mails') + 1;
const THROUGH_0014 = THROUGH_0013 + 1;

/** Migration 0014 gives the daily digest its default texts listing the risks outside appetite, unless an administrator edited it. */
describe('notification migration 0014 (the risks outside appetite in the digest)', () => {
  let db: DatabaseAt;

  beforeAll(async () => {
    db = await databaseAt('notif_mig14', 'notification', NOTIFICATION_MIGRATIONS.slice(0, THROUGH_0013));
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('replaces the default digest still stored as seeded and keeps an edited one', async () => {
    await db.sql(`update notification.email_template set body_text = 'Edited by an admin' where type = 'daily_digest' and language = 'ar'`);

    expect(await db.migrate(NOTIFICATION_MIGRATIONS.slice(0, THROUGH_0014))).toEqual(['0014-appetite-breaches-in-digest']);

    const digests = await db.sql<{ language: string; subject: string; body_html: string; body_text: string }>(
      `select language, subject, body_html, body_text from notification.email_template where type = 'daily_digest' order by language`,
    );
    const en = DAILY_DIGEST_OF_0014.find((t) => t.language === 'en')!;
    expect(digests).toEqual([
      expect.objectContaining({ language: 'ar', body_text: 'Edited by an admin' }),
      { language: 'en', subject: en.subject, body_html: en.bodyHtml, body_text: en.bodyText },
    ]);
    expect(digests[0].body_html).not.toContain('outsideAppetite');
    expect(await db.sql(`select count(*)::int as n from notification.appetite_breach`)).toEqual([{ n: 0 }]);
  });
});
