import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, eventually, gatewayRpcOptions, TestPublisher } from '@rtm/backend/testing';
import { SUBJECTS, type Actor, type UserSummary } from '@rtm/contracts';
import { MailScheduler } from '../src/scheduler/mail-scheduler.js';
import { publishTask, publishUser, startNotification, userSummary } from './notification-test-app.js';
import { TestSmtpServer } from './smtp-test-server.js';

type Service = Awaited<ReturnType<typeof startNotification>>;

interface MailRow {
  mail_key: string;
  type: string;
  status: string;
  recipient_email: string | null;
}

/** The calendar date `days` from today in UTC, as the service counts with the default MAIL_TIME_ZONE. */
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('scheduled mails: reminders, overdue mails, digests', () => {
  const env = createTestEnv('notif_sched');
  const admin: Actor = { id: randomUUID(), role: 'system_admin' };
  const options = { MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '300', APP_URL: 'https://rtm.example.com' };
  let first: Service;
  let second: Service;
  let publisher: TestPublisher;
  let rpc: RpcClient;
  let smtp: TestSmtpServer;

  const scheduler = (service: Service) => service.app.get(MailScheduler);
  /** The scheduled mails of a task (the assignment mail its creation brings is not one). */
  const mailsOfTask = (taskId: string) =>
    first.orm.em
      .fork()
      .execute<MailRow[]>(
        `select mail_key, type, status, recipient_email from ${first.schema}.mail where task_id = ? and type <> 'task_assigned' order by type, recipient_email, mail_key`,
        [taskId],
      );
  const settled = (taskId: string, count: number) =>
    eventually(async () => {
      const rows = await mailsOfTask(taskId);
      return rows.length >= count && rows.every((r) => !['pending', 'sending'].includes(r.status)) && rows;
    }, 15_000);

  async function addUser(overrides: Partial<UserSummary>): Promise<UserSummary> {
    const user = userSummary({ role: 'team_member', ...overrides });
    await publishUser(publisher, user, admin);
    return user;
  }

  const addTask = (owner: UserSummary, assignee: UserSummary | null, title: string, dueDate: string) =>
    publishTask(publisher, { owner, assignee, title, dueDate }, admin);

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    first = await startNotification(env, options);
    second = await startNotification(env, options);
    publisher = await TestPublisher.connect(env);
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'notification-scheduler-test' });
    await rpc.connect();
    await rpc.send(SUBJECTS.notification.smtpSave, { host: '127.0.0.1', port: smtp.port, fromEmail: 'tasks@example.com' }, admin);
  });

  afterAll(async () => {
    await rpc?.close();
    await publisher?.close();
    await first?.app.close();
    await second?.app.close();
    await smtp?.close();
    await destroyTestEnv(env);
  });

  it('sends one reminder for a task due tomorrow, values filled in and escaped, though two instances run at once and one restarts', async () => {
    const owner = await addUser({ email: 'reminder.owner@example.com' });
    const assignee = await addUser({ firstName: 'Lina', lastName: 'Haddad', email: 'reminder.assignee@example.com' });
    const due = utcDay(1);
    const task = await addTask(owner, assignee, '<script>alert(1)</script> Rotate keys', due);

    const runs = await Promise.all([scheduler(first).run(), scheduler(second).run(), scheduler(first).run()]);
    expect(runs.map((r) => r.day)).toEqual([utcDay(0), utcDay(0), utcDay(0)]);
    await first.app.close();
    first = await startNotification(env, options);
    await scheduler(first).run();

    const mail = await smtp.mailTo('reminder.assignee@example.com', (m) => m.subject?.startsWith('Reminder:') ?? false);
    expect(mail.subject).toBe(`Reminder: <script>alert(1)</script> Rotate keys is due on ${due}`);
    expect(mail.html).toContain('Hello Lina Haddad,');
    expect(mail.html).toContain(`&lt;script&gt;alert(1)&lt;/script&gt; Rotate keys" is due on ${due}.`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`href="https://rtm.example.com/tasks/${task.id}"`);

    expect(await settled(task.id, 1)).toEqual([
      {
        mail_key: `task_reminder:${task.id}:0:${due}`,
        type: 'task_reminder',
        status: 'sent',
        recipient_email: 'reminder.assignee@example.com',
      },
    ]);
    await scheduler(second).run();
    expect(await mailsOfTask(task.id)).toHaveLength(1);
    expect(smtp.mailsTo('reminder.assignee@example.com').filter((m) => m.subject?.startsWith('Reminder:'))).toHaveLength(1);
  });

  it('mails the assignee and the owner of an overdue task once a day', async () => {
    const owner = await addUser({ email: 'late.owner@example.com' });
    const assignee = await addUser({ email: 'late.assignee@example.com' });
    const due = utcDay(-3);
    const task = await addTask(owner, assignee, 'Renew the certificate', due);

    await Promise.all([scheduler(first).run(), scheduler(second).run()]);
    for (const address of ['late.owner@example.com', 'late.assignee@example.com']) {
      expect((await smtp.mailTo(address, (m) => m.subject?.startsWith('Overdue:') ?? false)).subject).toBe(
        `Overdue: Renew the certificate was due on ${due}`,
      );
    }
    const today = utcDay(0);
    expect((await settled(task.id, 2)).map((m) => [m.mail_key, m.status, m.recipient_email])).toEqual(
      [
        [`task_overdue:${task.id}:0:${today}:${assignee.id}`, 'sent', 'late.assignee@example.com'],
        [`task_overdue:${task.id}:0:${today}:${owner.id}`, 'sent', 'late.owner@example.com'],
      ].sort((a, b) => String(a[2]).localeCompare(String(b[2]))),
    );

    // The next day brings one more each.
    await scheduler(first).run(new Date(Date.now() + 86_400_000));
    expect((await settled(task.id, 4)).filter((m) => m.mail_key.includes(`:${utcDay(1)}:`))).toHaveLength(2);
  });

  it('sends the daily digest once a day to a user with open work', async () => {
    const owner = await addUser({ email: 'digest.owner@example.com' });
    await addTask(owner, null, 'Unassigned work', utcDay(30));
    await Promise.all([scheduler(first).run(), scheduler(second).run()]);
    expect((await smtp.mailTo('digest.owner@example.com')).subject).toBe('Your open work for today');
    const rows = await first.orm.em
      .fork()
      .execute<MailRow[]>(`select mail_key, type, status, recipient_email from ${first.schema}.mail where recipient_id = ?`, [owner.id]);
    expect(rows).toEqual([expect.objectContaining({ mail_key: `daily_digest:${owner.id}:${utcDay(0)}`, type: 'daily_digest' })]);
  });

  it('counts due dates in the configured time zone: the reminder comes at midnight there, not in UTC', async () => {
    const riyadh = await startNotification(env, { ...options, MAIL_TIME_ZONE: 'Asia/Riyadh' });
    try {
      const owner = await addUser({ email: 'zone.owner@example.com' });
      const assignee = await addUser({ email: 'zone.assignee@example.com' });
      // Due 40 days ahead (so the run each instance makes at start, at the real time, records nothing for it); the rule
      // reminds 3 days ahead, from the 37th day on. Riyadh is UTC+3: that day starts at 21:00 UTC the day before.
      const due = utcDay(40);
      const task = await addTask(owner, assignee, 'Quarter close', due);
      const eveUtc = utcDay(36);
      const justBefore = new Date(`${eveUtc}T20:59:59Z`);
      const midnightInRiyadh = new Date(`${eveUtc}T21:00:00Z`);

      expect((await scheduler(riyadh).run(justBefore)).day).toBe(eveUtc);
      expect((await scheduler(first).run(midnightInRiyadh)).day).toBe(eveUtc);
      expect(await mailsOfTask(task.id)).toEqual([]);

      expect((await scheduler(riyadh).run(midnightInRiyadh)).day).toBe(utcDay(37));
      expect(await settled(task.id, 1)).toEqual([
        expect.objectContaining({ mail_key: `task_reminder:${task.id}:0:${due}`, status: 'sent' }),
      ]);
    } finally {
      await riyadh.app.close();
    }
  });
});
