import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, eventually, gatewayRpcOptions, TestPublisher } from '@rtm/backend/testing';
import { SUBJECTS, type Actor, type Language, type RiskAcceptanceDto, type RiskDto, type UserSummary } from '@rtm/contracts';
import { MailScheduler } from '../src/scheduler/mail-scheduler.js';
import { daysFromToday, domainEvent, startNotification, publishUser, userSummary } from './notification-test-app.js';
import { TestSmtpServer } from './smtp-test-server.js';

interface MailRow {
  mail_key: string;
  type: string;
  status: string;
  recipient_email: string | null;
}

const RISK_MAILS = 'notification-risk-mails';
const { day, noonOf } = daysFromToday();

describe('risk acceptance and appetite mails', () => {
  const env = createTestEnv('notif_accept');
  const admin: Actor = { id: randomUUID(), role: 'system_admin' };
  const start = () => startNotification(env, { MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '300', APP_URL: 'https://rtm.example.com' });
  let service: Awaited<ReturnType<typeof start>>;
  let publisher: TestPublisher;
  let rpc: RpcClient;
  let smtp: TestSmtpServer;
  // Approvers: the executives and system admins who are active. The requester is an executive too.
  let requester: UserSummary;
  let approver: UserSummary;
  let sysadmin: UserSummary;
  let retired: UserSummary;
  let owner: UserSummary;
  let manager: UserSummary;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    service.orm.em.fork().execute<T[]>(query.replaceAll('$schema', service.schema), params);
  /** The mails of a type, about a risk or, for a summary, recorded for an event; by recipient. */
  const mailsOf = (type: string, riskOrEventId: string) =>
    sql<MailRow>(
      `select mail_key, type, status, recipient_email from $schema.mail
       where type = ? and (risk_id::text = ? or mail_key like '%:' || ? || ':%') order by recipient_email, mail_key`,
      [type, riskOrEventId, riskOrEventId],
    );
  /** Once at least `count` such mails are recorded and none is still to send. */
  const settled = (type: string, riskOrEventId: string, count: number) =>
    eventually(async () => {
      const rows = await mailsOf(type, riskOrEventId);
      return rows.length >= count && rows.every((r) => !['pending', 'sending'].includes(r.status)) && rows;
    }, 15_000);
  const recipients = (rows: MailRow[]) => rows.map((r) => r.recipient_email);
  const scheduler = () => service.app.get(MailScheduler);

  async function addUser(overrides: Partial<UserSummary> & { isActive?: boolean }, language: Language = 'en'): Promise<UserSummary> {
    const user = userSummary(overrides);
    await publishUser(publisher, user, admin, language);
    return user;
  }

  function newRisk(title: string): RiskDto {
    return {
      id: randomUUID(),
      riskId: `RSK-2026-${String(Math.floor(Math.random() * 9000) + 1000)}`,
      title,
      riskType: 'Technical',
      status: 'accepted',
      ownerId: owner.id,
      riskScore: 16,
      riskLevel: 'critical',
    } as RiskDto;
  }

  const acceptanceOf = (overrides: Partial<RiskAcceptanceDto> = {}): RiskAcceptanceDto => ({
    id: randomUUID(),
    status: 'pending',
    justification: 'Compensating controls are in place',
    requestedBy: requester.id,
    requestedAt: new Date().toISOString(),
    expiresOn: day(100),
    decidedBy: null,
    decidedAt: null,
    decisionComment: null,
    ...overrides,
  });

  /** Publishes an event about the risk; answers it and its stream sequence. */
  async function publish(type: string, risk: RiskDto, data: Record<string, unknown>, actor: Actor | null = admin) {
    const event = domainEvent({ type, actor, entity: { type: 'risk', id: risk.id }, data: { risk, ...data } });
    return { event, seq: await publisher.publish(event) };
  }

  /** A risk (in the risk projection) whose acceptance the approver approved; answers both once the risk mails have them. */
  async function acceptedRisk(title: string, expiresOn: string) {
    const risk = newRisk(title);
    await publisher.consumed('notification-risks', (await publish('risk_created', risk, { source: 'form' })).seq);
    const acceptance = acceptanceOf({ status: 'approved', expiresOn, decidedBy: approver.id, decidedAt: new Date().toISOString() });
    await publisher.consumed(RISK_MAILS, (await publish('risk_accepted', risk, { acceptance })).seq);
    return { risk, acceptance };
  }

  /** A second delivery of the event (past the stream's duplicate window), handled before this answers. */
  async function redeliver(event: ReturnType<typeof domainEvent>): Promise<void> {
    await publisher.consumed(RISK_MAILS, await publisher.publish(event, `${event.id}:again`));
  }

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    service = await start();
    publisher = await TestPublisher.connect(env);
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'notification-acceptance-test' });
    await rpc.connect();
    await rpc.send(SUBJECTS.notification.smtpSave, { host: '127.0.0.1', port: smtp.port, fromEmail: 'risks@example.com' }, admin);
    requester = await addUser({ role: 'executive', email: 'requester@example.com' });
    approver = await addUser({ role: 'executive', firstName: 'Nour', lastName: 'Kamal', email: 'approver@example.com' });
    sysadmin = await addUser({ role: 'system_admin', email: 'sysadmin@example.com' }, 'ar');
    retired = await addUser({ role: 'executive', email: 'retired@example.com', isActive: false });
    owner = await addUser({ role: 'team_member', email: 'owner@example.com' });
    manager = await addUser({ role: 'manager', email: 'manager@example.com' });
  });

  afterAll(async () => {
    await rpc?.close();
    await publisher?.close();
    await service?.app.close();
    await smtp?.close();
    await destroyTestEnv(env);
  });

  it('asks the active approvers to decide a request, not its requester, each once', async () => {
    const risk = newRisk('Legacy <b>mainframe</b>');
    const { event } = await publish(
      'risk_acceptance_requested',
      risk,
      { acceptance: acceptanceOf() },
      { id: requester.id, role: 'executive' },
    );

    const mail = await smtp.mailTo(approver.email!, (m) => m.subject?.includes(risk.riskId) ?? false);
    expect(mail.subject).toBe(`Acceptance requested for ${risk.riskId}: Legacy <b>mainframe</b>`);
    expect(mail.html).toContain('Hello Nour Kamal,');
    expect(mail.html).toContain(`"Legacy &lt;b&gt;mainframe&lt;/b&gt;" until ${day(100)} has been requested and awaits your decision.`);
    expect(mail.html).toContain('Justification: Compensating controls are in place');
    expect(mail.html).toContain(`href="https://rtm.example.com/risks/${risk.id}"`);
    expect((await smtp.mailTo(sysadmin.email!, (m) => m.subject?.includes(risk.riskId) ?? false)).subject).toBe(
      `طلب قبول الخطر ${risk.riskId}: Legacy <b>mainframe</b>`,
    );

    await redeliver(event);
    expect(recipients(await settled('acceptance_requested', risk.id, 2))).toEqual([approver.email, sysadmin.email]);
    expect(
      [requester, retired, owner, manager].flatMap((u) => smtp.mailsTo(u.email!).filter((m) => m.subject?.includes(risk.riskId))),
    ).toEqual([]);
  });

  it('tells the requester and the owner of the decision, approved or rejected, not the approver who decided', async () => {
    const approverActor: Actor = { id: approver.id, role: 'executive' };
    const decided = { decidedBy: approver.id, decidedAt: new Date().toISOString(), decisionComment: 'Until the move' };
    const accepted = newRisk('Old firewall');
    const { event } = await publish(
      'risk_accepted',
      accepted,
      { acceptance: acceptanceOf({ status: 'approved', ...decided }) },
      approverActor,
    );
    const rejected = newRisk('Shared passwords');
    await publish('risk_acceptance_rejected', rejected, { acceptance: acceptanceOf({ status: 'rejected', ...decided }) }, approverActor);

    const approvedMail = await smtp.mailTo(owner.email!, (m) => m.subject?.includes(accepted.riskId) ?? false);
    expect(approvedMail.subject).toBe(`Acceptance approved for ${accepted.riskId}: Old firewall`);
    expect(approvedMail.text).toContain(`has been accepted until ${day(100)}. Comment: Until the move`);
    const rejectedMail = await smtp.mailTo(requester.email!, (m) => m.subject?.includes(rejected.riskId) ?? false);
    expect(rejectedMail.subject).toBe(`Acceptance rejected for ${rejected.riskId}: Shared passwords`);

    await redeliver(event);
    expect(recipients(await settled('acceptance_decided', accepted.id, 2))).toEqual([owner.email, requester.email]);
    expect(recipients(await settled('acceptance_decided', rejected.id, 2))).toEqual([owner.email, requester.email]);

    // An approver who set the status to accepted through the form requested and decided at once: the owner alone is told.
    const byForm = newRisk('Accepted through the form');
    const own = acceptanceOf({ status: 'approved', justification: null, requestedBy: approver.id, decidedBy: approver.id });
    await publish('risk_accepted', byForm, { acceptance: own }, approverActor);
    await smtp.mailTo(owner.email!, (m) => m.subject?.includes(byForm.riskId) ?? false);
    expect(recipients(await settled('acceptance_decided', byForm.id, 1))).toEqual([owner.email]);
  });

  it('tells every active executive of a risk outside appetite, once', async () => {
    const risk = newRisk('Unpatched VPN');
    const { event } = await publish('risk_appetite_breached', risk, { assessedScore: 20, maxScore: 12 });
    const mail = await smtp.mailTo(approver.email!, (m) => m.subject?.includes(risk.riskId) ?? false);
    expect(mail.subject).toBe(`Outside appetite: ${risk.riskId} Unpatched VPN`);
    expect(mail.text).toContain('its score of 20 is above the highest score allowed for its type, 12.');

    await redeliver(event);
    expect(recipients(await settled('appetite_breached', risk.id, 2))).toEqual([approver.email, requester.email]);
  });

  it('sums an appetite change that took risks outside up in one mail per active executive, and sends none for one that did not', async () => {
    const sample = [
      { id: randomUUID(), riskId: 'RSK-2026-0101', title: 'Ransomware', assessedScore: 25 },
      { id: randomUUID(), riskId: 'RSK-2026-0102', title: 'Data centre fire', assessedScore: 20 },
    ];
    const changed = domainEvent({
      type: 'risk_appetite_changed',
      actor: admin,
      entity: { type: 'risk_appetite', id: 'risk_appetite' },
      data: { changes: { technical: { from: 15, to: 10 } }, breached: { count: 3, sample } },
    });
    await publisher.publish(changed);
    const mail = await smtp.mailTo(approver.email!, (m) => m.text?.includes('RSK-2026-0101') ?? false);
    expect(mail.subject).toBe('Risk appetite changed: risks now outside appetite (3)');
    expect(mail.text).toContain(
      'The most urgent of them:\n- RSK-2026-0101 "Ransomware" (score 25)\n- RSK-2026-0102 "Data centre fire" (score 20)',
    );
    expect(mail.html).toContain('href="https://rtm.example.com/risks"');

    await redeliver(changed);
    expect(recipients(await settled('appetite_breached_summary', changed.id, 2))).toEqual([approver.email, requester.email]);

    const harmless = domainEvent({
      type: 'risk_appetite_changed',
      actor: admin,
      entity: { type: 'risk_appetite', id: 'risk_appetite' },
      data: { changes: { technical: { from: 10, to: 12 } }, breached: { count: 0, sample: [] } },
    });
    await publisher.consumed(RISK_MAILS, await publisher.publish(harmless));
    expect(await mailsOf('appetite_breached_summary', harmless.id)).toEqual([]);
  });

  it('reminds the owner and the approver 30 and 7 days before an acceptance ends, each reminder once', async () => {
    const { risk, acceptance } = await acceptedRisk('Paper archive', day(100));
    const reminders = () => mailsOf('acceptance_expiring', risk.id);

    await scheduler().run(noonOf(69)); // 31 days left
    expect(await reminders()).toEqual([]);
    await scheduler().run(noonOf(70));
    await scheduler().run(noonOf(71));
    await scheduler().run(noonOf(92));
    const thirty = await settled('acceptance_expiring', risk.id, 2);
    expect(thirty.map((r) => [r.mail_key, r.recipient_email])).toEqual([
      [`acceptance_expiring:${acceptance.id}:30:${approver.id}`, approver.email],
      [`acceptance_expiring:${acceptance.id}:30:${owner.id}`, owner.email],
    ]);
    const first = await smtp.mailTo(
      owner.email!,
      (m) => (m.subject?.includes(risk.riskId) ?? false) && (m.text?.includes('Days left: 30.') ?? false),
    );
    expect(first.subject).toBe(`Acceptance ending: ${risk.riskId} is accepted until ${day(100)}`);

    await scheduler().run(noonOf(93)); // 7 days left
    await scheduler().run(noonOf(94));
    await scheduler().run(noonOf(100));
    await scheduler().run(noonOf(101)); // ended: nothing more
    const all = await settled('acceptance_expiring', risk.id, 4);
    expect(all.map((r) => r.mail_key).sort()).toEqual(
      [
        `acceptance_expiring:${acceptance.id}:30:${approver.id}`,
        `acceptance_expiring:${acceptance.id}:30:${owner.id}`,
        `acceptance_expiring:${acceptance.id}:7:${approver.id}`,
        `acceptance_expiring:${acceptance.id}:7:${owner.id}`,
      ].sort(),
    );
    await smtp.mailTo(approver.email!, (m) => (m.subject?.includes(risk.riskId) ?? false) && (m.text?.includes('Days left: 7.') ?? false));
    expect(all.every((r) => r.status === 'sent')).toBe(true);
  });

  it('sends only the 7-day reminder for an acceptance approved 5 days before its end, and none once revoked or its risk deleted', async () => {
    const late = await acceptedRisk('Approved late', day(105));
    await scheduler().run(noonOf(100));
    await scheduler().run(noonOf(101));
    expect((await settled('acceptance_expiring', late.risk.id, 2)).map((r) => r.mail_key)).toEqual([
      `acceptance_expiring:${late.acceptance.id}:7:${approver.id}`,
      `acceptance_expiring:${late.acceptance.id}:7:${owner.id}`,
    ]);

    const revoked = await acceptedRisk('Revoked', day(120));
    const revocation = { ...revoked.acceptance, status: 'revoked' as const, decidedBy: owner.id };
    await publisher.consumed(RISK_MAILS, (await publish('risk_acceptance_revoked', revoked.risk, { acceptance: revocation })).seq);
    const deleted = await acceptedRisk('Deleted', day(120));
    await publisher.consumed('notification-risks', (await publish('risk_deleted', deleted.risk, { deletedComments: 0 })).seq);
    await scheduler().run(noonOf(113));
    await scheduler().run(noonOf(119));
    expect(await mailsOf('acceptance_expiring', revoked.risk.id)).toEqual([]);
    expect(await mailsOf('acceptance_expiring', deleted.risk.id)).toEqual([]);
  });

  it('mails the owner and the approver of an acceptance that expired while the service was down, once it is back', async () => {
    const { risk, acceptance } = await acceptedRisk('Expired during downtime', day(-1));
    await service.app.close();
    const expired = { ...acceptance, status: 'expired' as const, decidedBy: null, decidedAt: new Date().toISOString() };
    const { event } = await publish('risk_acceptance_expired', { ...risk, status: 'under_review' }, { acceptance: expired }, null);
    service = await start();

    const isExpiry = (m: { subject?: string }) => m.subject === `Acceptance expired: ${risk.riskId} Expired during downtime`;
    await smtp.mailTo(owner.email!, isExpiry);
    await smtp.mailTo(approver.email!, isExpiry);
    await redeliver(event);
    expect(recipients(await settled('acceptance_expired', risk.id, 2))).toEqual([approver.email, owner.email]);
    expect([owner, approver].map((u) => smtp.mailsTo(u.email!).filter(isExpiry).length)).toEqual([1, 1]);
  });
});
