import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, eventually, gatewayRpcOptions, TestPublisher } from '@rtm/backend/testing';
import {
  DEFAULT_REVIEW_SETTINGS,
  nextReviewDue,
  reviewEscalationDay,
  SUBJECTS,
  type Actor,
  type RiskDto,
  type RiskLevel,
  type UserSummary,
} from '@rtm/contracts';
import { MailScheduler } from '../src/scheduler/mail-scheduler.js';
import type { TemplateVariables } from '../src/templates/template-renderer.js';
import { daysFromToday, domainEvent, publishUser, startNotification, userSummary } from './notification-test-app.js';
import { TestSmtpServer } from './smtp-test-server.js';

interface MailRow {
  mail_key: string;
  type: string;
  status: string;
  recipient_id: string;
  variables: TemplateVariables;
}

const APP_URL = 'https://rtm.example.com';
const { day, noonOf } = daysFromToday();

/**
 * Issue 26's review mails from the scheduler: review_due to the owner remindDaysBefore ahead, review_overdue to the
 * owner each day, review_escalated once to the manager of the owner's department escalateAfterDays past the due day;
 * the daily digest's reviews due. Days count from today in UTC (the default MAIL_TIME_ZONE); a risk's review cycle
 * starts at noon of the day its lastReviewedAt (else createdAt) gives.
 */
describe('review mails', () => {
  const env = createTestEnv('notif_review');
  const admin: Actor = { id: randomUUID(), role: 'system_admin' };
  const start = () => startNotification(env, { MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '300', SCHEDULER_INTERVAL_MS: '3600000', APP_URL });
  let service: Awaited<ReturnType<typeof start>>;
  let publisher: TestPublisher;
  let rpc: RpcClient;
  let smtp: TestSmtpServer;
  let owner: UserSummary;
  let manager: UserSummary;
  let loner: UserSummary;

  const sql = <T>(query: string, params: unknown[] = []) =>
    service.orm.em.fork().execute<T[]>(query.replaceAll('$schema', service.schema), params);
  const scheduler = () => service.app.get(MailScheduler);
  const mailsOf = (riskId: string) =>
    sql<MailRow>(
      `select mail_key, type, status, recipient_id, variables from $schema.mail where risk_id = ? and type like 'review%' order by mail_key`,
      [riskId],
    );
  /** Once at least `count` review mails of the risk are recorded and none is still to send. */
  const settled = (riskId: string, count: number) =>
    eventually(async () => {
      const rows = await mailsOf(riskId);
      return rows.length >= count && rows.every((r) => !['pending', 'sending'].includes(r.status)) && rows;
    }, 15_000);
  /** The mails the SMTP server took for a user about a risk, by subject start. */
  const received = (user: UserSummary, risk: RiskDto, subjectStart: string) =>
    smtp.mailsTo(user.email!).filter((m) => (m.subject?.startsWith(subjectStart) ?? false) && m.subject!.includes(risk.riskId));

  async function addUser(overrides: Partial<UserSummary>): Promise<UserSummary> {
    const user = userSummary({ role: 'team_member', ...overrides });
    await publishUser(publisher, user, admin);
    return user;
  }

  async function addDepartment(managerId: string): Promise<number> {
    const departmentId = Math.floor(Math.random() * 1_000_000) + 1;
    const entity = { type: 'department', id: String(departmentId) };
    await publisher.publish(
      domainEvent({ type: 'department_created', actor: admin, entity, data: { departmentId, name: `Dept ${departmentId}` } }),
    );
    const seq = await publisher.publish(
      domainEvent({ type: 'department_updated', actor: admin, entity, data: { departmentId, name: `Dept ${departmentId}`, managerId } }),
    );
    await publisher.consumed('notification-departments', seq);
    return departmentId;
  }

  /** A risk of `level` created at noon of day `createdOn` (days from today), never reviewed. */
  function newRisk(
    title: string,
    level: RiskLevel,
    createdOn: number,
    by: UserSummary = owner,
    status: RiskDto['status'] = 'open',
  ): RiskDto {
    return {
      id: randomUUID(),
      riskId: `RSK-2026-${String(Math.floor(Math.random() * 9000) + 1000)}`,
      title,
      riskType: 'Technical',
      status,
      ownerId: by.id,
      riskScore: 16,
      riskLevel: level,
      residualLevel: null,
      createdAt: noonOf(createdOn).toISOString(),
      lastReviewedAt: null,
    } as RiskDto;
  }

  /** Publishes a risk event and waits until the risk projection has it. */
  async function publishRisk(type: string, risk: RiskDto, data: Record<string, unknown> = {}): Promise<void> {
    const seq = await publisher.publish(
      domainEvent({ type, actor: admin, entity: { type: 'risk', id: risk.id }, data: { risk, ...data } }),
    );
    await publisher.consumed('notification-risks', seq);
  }

  /** The due day the risk service counts for a risk (the shared rule), from the day of its cycle's start. */
  const dueOf = (risk: RiskDto, settings = DEFAULT_REVIEW_SETTINGS) =>
    nextReviewDue((risk.lastReviewedAt ?? risk.createdAt).slice(0, 10), risk.residualLevel ?? risk.riskLevel, settings);

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    service = await start();
    publisher = await TestPublisher.connect(env);
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'notification-review-mails-test' });
    await rpc.connect();
    await rpc.send(SUBJECTS.notification.smtpSave, { host: '127.0.0.1', port: smtp.port, fromEmail: 'risks@example.com' }, admin);
    const managerId = randomUUID();
    const department = await addDepartment(managerId);
    manager = await addUser({
      id: managerId,
      role: 'manager',
      firstName: 'Nour',
      lastName: 'Kamal',
      email: 'manager@example.com',
      departmentId: department,
    });
    owner = await addUser({ firstName: 'Omar', lastName: 'Haddad', email: 'owner@example.com', departmentId: department });
    loner = await addUser({ email: 'loner@example.com' });
  });

  afterAll(async () => {
    await rpc?.close();
    await publisher?.close();
    await service?.app.close();
    await smtp?.close();
    await destroyTestEnv(env);
  });

  it('sends review due, overdue and escalated once each, though the scheduler runs again and the service restarts', async () => {
    // Critical: every 30 days. Due in 5 days (within the 7 days' reminder), 2 days ago, and 14 days ago (escalated).
    const due = newRisk('Ransomware <b>', 'critical', -25);
    const late = newRisk('Data centre fire', 'critical', -32);
    const escalated = newRisk('Shared passwords', 'critical', -44);
    for (const risk of [due, late, escalated]) await publishRisk('risk_created', risk, { source: 'form' });
    expect([dueOf(due), dueOf(late), dueOf(escalated)]).toEqual([day(5), day(-2), day(-14)]);
    expect(reviewEscalationDay(dueOf(escalated), DEFAULT_REVIEW_SETTINGS)).toBe(day(0));

    await scheduler().run(noonOf(0));
    await scheduler().run(noonOf(0));
    await service.app.close();
    // The restarted service runs once at start, at the real time: today, the same day.
    service = await start();
    await scheduler().run(noonOf(0));

    const dueMail = await smtp.mailTo(owner.email!, (m) => (m.subject?.startsWith('Review') && m.subject.includes(due.riskId)) ?? false);
    expect(dueMail.subject).toBe(`Review due: ${due.riskId} Ransomware <b> on ${day(5)}`);
    expect(dueMail.html).toContain('Hello Omar Haddad,');
    expect(dueMail.html).toContain(`"Ransomware &lt;b&gt;", which you own, is due on ${day(5)}.`);
    expect(dueMail.html).toContain(`href="${APP_URL}/risks/${due.id}"`);
    const lateMail = await smtp.mailTo(owner.email!, (m) => (m.subject?.startsWith('Review') && m.subject.includes(late.riskId)) ?? false);
    expect(lateMail.subject).toBe(`Review overdue: ${late.riskId} Data centre fire was due on ${day(-2)}`);
    expect(lateMail.text).toContain('Days overdue: 2.');
    const escalation = await smtp.mailTo(manager.email!, (m) => m.subject?.includes(escalated.riskId) ?? false);
    expect(escalation.subject).toBe(`Review overdue (days: 14): ${escalated.riskId} Shared passwords`);
    expect(escalation.text).toContain(`owned by Omar Haddad of your department, was due on ${day(-14)}`);

    expect((await settled(due.id, 1)).map((m) => [m.mail_key, m.status, m.recipient_id])).toEqual([
      [`review_due:${due.id}:${day(5)}`, 'sent', owner.id],
    ]);
    expect((await settled(late.id, 1)).map((m) => [m.mail_key, m.status, m.recipient_id])).toEqual([
      [`review_overdue:${late.id}:${day(0)}`, 'sent', owner.id],
    ]);
    expect((await settled(escalated.id, 2)).map((m) => [m.mail_key, m.status, m.recipient_id])).toEqual([
      [`review_escalated:${escalated.id}:${day(-14)}:${manager.id}`, 'sent', manager.id],
      [`review_overdue:${escalated.id}:${day(0)}`, 'sent', owner.id],
    ]);
    expect((await mailsOf(late.id))[0].variables).toEqual({
      riskId: late.riskId,
      riskTitle: 'Data centre fire',
      riskLink: `${APP_URL}/risks/${late.id}`,
      dueDate: day(-2),
      daysOverdue: 2,
    });
    expect(received(owner, due, 'Review due:')).toHaveLength(1);
    expect(received(owner, late, 'Review overdue:')).toHaveLength(1);
    expect(received(manager, escalated, 'Review overdue')).toHaveLength(1);
  });

  it('tells the owner of an overdue review each day (one mail a day) and the manager once, from the escalation day on', async () => {
    const late = newRisk('Old firewall', 'high', -92);
    await publishRisk('risk_created', late, { source: 'form' });
    expect(dueOf(late)).toBe(day(-2));

    // Today's run at start of the service (the real time) may have recorded today's: the days after are counted.
    const later = async (count: number) => (await settled(late.id, count)).filter((m) => !m.mail_key.endsWith(`:${day(0)}`));
    // The day before the escalation day (due + 14): overdue mails only.
    await scheduler().run(noonOf(11));
    expect((await later(1)).map((m) => m.mail_key)).toEqual([`review_overdue:${late.id}:${day(11)}`]);
    await scheduler().run(noonOf(12));
    await scheduler().run(noonOf(13));
    await scheduler().run(noonOf(13));
    expect((await later(4)).map((m) => [m.type, m.variables.daysOverdue])).toEqual([
      ['review_escalated', 14],
      ['review_overdue', 13],
      ['review_overdue', 14],
      ['review_overdue', 15],
    ]);
    await eventually(
      async () => received(owner, late, 'Review overdue:').filter((m) => !m.text?.includes('Days overdue: 2.')).length === 3,
      15_000,
    );
    expect(received(manager, late, 'Review overdue')).toHaveLength(1);
  });

  it('escalates to nobody when the owner has no department manager, or manages the department', async () => {
    const alone = newRisk('No manager', 'critical', -60, loner);
    const own = newRisk("Manager's own", 'critical', -60, manager);
    for (const risk of [alone, own]) await publishRisk('risk_created', risk, { source: 'form' });
    await scheduler().run(noonOf(0));
    expect((await settled(alone.id, 1)).map((m) => [m.type, m.recipient_id])).toEqual([['review_overdue', loner.id]]);
    expect((await settled(own.id, 1)).map((m) => [m.type, m.recipient_id])).toEqual([['review_overdue', manager.id]]);
  });

  it('sends none for a closed risk, nor after a review closed it', async () => {
    const closed = newRisk('Closed long ago', 'critical', -60);
    await publishRisk('risk_created', closed, { source: 'form' });
    await publishRisk('risk_closed', { ...closed, status: 'closed' }, { changes: {} });
    const reviewed = newRisk('Closed by its review', 'critical', -60);
    await publishRisk('risk_created', reviewed, { source: 'form' });
    await publishRisk('risk_reviewed', { ...reviewed, status: 'closed', lastReviewedAt: noonOf(0).toISOString() }, { changes: {} });

    await scheduler().run(noonOf(0));
    await scheduler().run(noonOf(20));
    expect(await mailsOf(closed.id)).toEqual([]);
    expect(await mailsOf(reviewed.id)).toEqual([]);
  });

  it("lists the owner's reviews due in the daily digest, overdue first, and sends one to an owner who has only those", async () => {
    const accepted = await addUser({ email: 'accepted.owner@example.com' });
    // Accepted risks are still reviewed, though they are no open work of their own.
    const soon = newRisk('Due soon', 'medium', -176, accepted, 'accepted');
    const overdue = newRisk('Overdue', 'critical', -40, accepted, 'accepted');
    const later = newRisk('Not yet', 'medium', -100, accepted, 'accepted');
    for (const risk of [soon, overdue, later]) await publishRisk('risk_created', risk, { source: 'form' });

    await scheduler().run(noonOf(2));

    const [digest] = await sql<{ variables: TemplateVariables }>(`select variables from $schema.mail where mail_key = ?`, [
      `daily_digest:${accepted.id}:${day(2)}`,
    ]);
    expect(digest?.variables).toEqual({
      taskLink: `${APP_URL}/tasks`,
      reviewsDueCount: 2,
      reviewsDue: [
        { riskId: overdue.riskId, title: 'Overdue', dueDate: day(-10), daysOverdue: 12, link: `${APP_URL}/risks/${overdue.id}` },
        { riskId: soon.riskId, title: 'Due soon', dueDate: day(4), daysOverdue: null, link: `${APP_URL}/risks/${soon.id}` },
      ],
    });
    const mail = await smtp.mailTo(accepted.email!, (m) => m.subject === 'Your open work for today');
    expect(mail.text).toContain(
      [
        'Reviews of your risks due: 2. The earliest:',
        `- ${overdue.riskId} "Overdue" (due on ${day(-10)}, days overdue: 12): ${APP_URL}/risks/${overdue.id}`,
        `- ${soon.riskId} "Due soon" (due on ${day(4)}): ${APP_URL}/risks/${soon.id}`,
      ].join('\n'),
    );
  });

  it('moves the due dates when a review restarts the cycle and when the review settings change', async () => {
    const low = newRisk('Slow drift', 'low', -5, loner);
    await publishRisk('risk_created', low, { source: 'form' });
    // Medium: every 180 days; due in 10 days unless the review today restarts the cycle.
    const reviewed = newRisk('Reviewed today', 'medium', -170, loner);
    await publishRisk('risk_created', reviewed, { source: 'form' });
    await publishRisk('risk_reviewed', { ...reviewed, lastReviewedAt: noonOf(0).toISOString() }, { changes: {} });

    await scheduler().run(noonOf(8));
    expect(await mailsOf(low.id)).toEqual([]);
    expect(await mailsOf(reviewed.id)).toEqual([]);

    // Low: every 10 days, reminded 3 days ahead: due on day 5, reminded from day 2.
    const changed = domainEvent({
      type: 'settings_changed',
      actor: admin,
      entity: { type: 'settings', id: 'review_settings' },
      data: {
        setting: 'review_settings',
        name: null,
        change: 'updated',
        changes: [
          { field: 'intervalDays.low', from: 365, to: 10 },
          { field: 'remindDaysBefore', from: 7, to: 3 },
        ],
      },
    });
    await publisher.consumed('notification-activity', await publisher.publish(changed));
    await publisher.consumed('notification-activity', await publisher.publish(changed, `${changed.id}:again`));
    const settings = {
      ...DEFAULT_REVIEW_SETTINGS,
      intervalDays: { ...DEFAULT_REVIEW_SETTINGS.intervalDays, low: 10 },
      remindDaysBefore: 3,
    };
    expect(dueOf(low, settings)).toBe(day(5));
    expect(await sql(`select low_days, remind_days_before, critical_days from $schema.review_setting`)).toEqual([
      { low_days: 10, remind_days_before: 3, critical_days: 30 },
    ]);

    await scheduler().run(noonOf(1));
    expect(await mailsOf(low.id)).toEqual([]);
    await scheduler().run(noonOf(2));
    expect((await settled(low.id, 1)).map((m) => [m.mail_key, m.variables.dueDate])).toEqual([[`review_due:${low.id}:${day(5)}`, day(5)]]);
    await scheduler().run(noonOf(177));
    expect((await settled(reviewed.id, 1)).map((m) => m.mail_key)).toEqual([`review_due:${reviewed.id}:${day(180)}`]);
  });
});
