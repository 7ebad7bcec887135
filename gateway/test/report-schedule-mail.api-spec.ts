import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
// The stack launcher and the SMTP listener are the repository's own test tooling, not libraries.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnStack, type OwnStack } from '../../scripts/testing/own-stack.js';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { TestSmtpServer } from '../../services/notification/test/smtp-test-server.js';
import type { ParsedMail } from 'mailparser';
import { ApiClient } from './support/api-client.js';
import { ADMIN, createUser, eventually, PASSWORD, unique } from './support/fixtures.js';

const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e]/g, '');

/**
 * A scheduled committee pack (issue 29) on a stack of its own, mailed through a real SMTP listener: the run made when
 * the schedule is due reaches each executive once, in their language, the PDF attached (poppler reads its title); with
 * the risk service down, the run waits and is made once it is back; and after a crash of the notification service
 * with the run's period due again, the mail key sends nothing twice.
 */
describe('scheduled committee packs by mail', () => {
  let stack: OwnStack;
  let smtp: TestSmtpServer;
  let db: pg.Client;
  let admin: ApiClient;
  let dir: string;
  const english = unique('exec_en');
  const arabic = unique('exec_ar');

  const schedule = () =>
    db.query<{ next_run_at: Date; last_run_at: Date | null; last_error: string | null }>(
      `select next_run_at, last_run_at, last_error from notification.report_schedule where name = 'Board pack'`,
    );

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rtm-schedule-'));
    smtp = await TestSmtpServer.start();
    stack = await startOwnStack('packmail', ['identity', 'risk', 'task', 'notification'], {
      env: { REPORT_SCHEDULER_INTERVAL_MS: '1000', REPORT_SCHEDULE_RETRY_MS: '1000', MAIL_POLL_MS: '500' },
    });
    db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    admin = new ApiClient(stack.baseUrl);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    const smtpSaved = await admin.post('/api/smtp-settings', {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      username: 'mailer',
      password: 'secret',
      fromEmail: 'packs@example.com',
      fromName: 'Packs',
    });
    expect(smtpSaved.status).toBe(200);
    await createUser(admin, { username: english, role: 'executive' });
    await createUser(admin, { username: arabic, role: 'executive' });
    const arabicClient = new ApiClient(stack.baseUrl);
    expect((await arabicClient.login(arabic, PASSWORD)).status).toBe(200);
    expect((await arabicClient.patch('/api/auth/me/language', { language: 'ar' })).status).toBe(200);
    // The notification service knows both executives and the Arabic one's language before the run.
    await eventually(async () => {
      const { rows } = await db.query(
        `select count(*)::int as n from notification.user_projection u join notification.user_language l on l.id = u.id
          where u.username in ($1, $2) and (u.username = $1 or l.language = 'ar')`,
        [english, arabic],
      );
      return rows[0].n === 2 || undefined;
    }, 30_000);
  }, 300_000);

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  function attachedPdf(mail: ParsedMail, name: string): string {
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toMatch(/^executive-pack-\d{4}-\d{2}-\d{2}-(en|ar)\.pdf$/);
    expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = path.join(dir, `${name}.pdf`);
    writeFileSync(file, pdf.content);
    return pdfText(file);
  }

  it("mails the pack when due, once per executive, in each one's language, after waiting for the risk service", async () => {
    const created = await admin.post('/api/report-schedules', {
      name: 'Board pack',
      pack: 'executive',
      cadence: 'weekly',
      weekday: 1,
      timeOfDay: '08:00',
      recipientRoles: ['executive'],
    });
    expect(created.status).toBe(201);
    // The risk service is down when the run comes due: the run records the failure and waits.
    await stack.stopService('risk');
    await db.query(`update notification.report_schedule set next_run_at = now() - interval '1 minute' where name = 'Board pack'`);
    const failed = await eventually(async () => (await schedule()).rows.find((r) => r.last_error !== null), 60_000);
    expect(failed.last_error).toMatch(/risk/i);
    expect(smtp.mailsTo(`${english}@example.com`)).toHaveLength(0);

    await stack.addService('risk');
    const englishMail = await smtp.mailTo(`${english}@example.com`, () => true, 120_000);
    const arabicMail = await smtp.mailTo(`${arabic}@example.com`, () => true, 30_000);
    expect(attachedPdf(englishMail, 'en')).toContain('Executive risk pack');
    expect(attachedPdf(arabicMail, 'ar')).toContain('التقرير التنفيذي للمخاطر');
    expect(englishMail.subject).toMatch(/^Executive risk pack as of \d{4}-\d{2}-\d{2}$/);
    expect(arabicMail.subject).toContain('التقرير التنفيذي للمخاطر');

    const ran = (await schedule()).rows[0];
    expect(ran.last_error).toBeNull();
    expect(ran.last_run_at).not.toBeNull();
    expect(new Date(ran.next_run_at).getTime()).toBeGreaterThan(Date.now());
  }, 300_000);

  it('sends nothing twice when the notification service restarts with the same period due again', async () => {
    const { rows: sentRows } = await db.query<{ mail_key: string; status: string }>(
      `select mail_key, status from notification.mail where type = 'report_pack'`,
    );
    expect(sentRows.map((r) => r.status)).toEqual(['sent', 'sent']);
    const before = (await schedule()).rows[0];
    // A crash, then the schedule found due for the period it already mailed (as if its move to the next run was lost).
    await stack.stopService('notification', 'SIGKILL');
    await db.query(`update notification.report_schedule set next_run_at = $1, locked_until = null where name = 'Board pack'`, [
      before.last_run_at,
    ]);
    await stack.addService('notification');
    await eventually(async () => {
      const now = (await schedule()).rows[0];
      return new Date(now.last_run_at!).getTime() > new Date(before.last_run_at!).getTime() || undefined;
    }, 60_000);
    const { rows: after } = await db.query(`select mail_key from notification.mail where type = 'report_pack'`);
    expect(after.map((r) => r.mail_key).sort()).toEqual(sentRows.map((r) => r.mail_key).sort());
    expect(smtp.mailsTo(`${english}@example.com`)).toHaveLength(1);
    expect(smtp.mailsTo(`${arabic}@example.com`)).toHaveLength(1);
  }, 180_000);
});
