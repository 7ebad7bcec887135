import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, gatewayRpcOptions, TestPublisher } from '@rtm/backend/testing';
import { SUBJECTS, type Actor, type RiskDto, type UserSummary } from '@rtm/contracts';
import { MailScheduler } from '../src/scheduler/mail-scheduler.js';
import type { TemplateVariables } from '../src/templates/template-renderer.js';
import { daysFromToday, domainEvent, publishTask, publishUser, startNotification, userSummary } from './notification-test-app.js';
import { TestSmtpServer } from './smtp-test-server.js';

const RISK_MAILS = 'notification-risk-mails';
const APP_URL = 'https://rtm.example.com';
const { day, noonOf } = daysFromToday();

describe("the risks outside appetite in the executives' daily digest", () => {
  const env = createTestEnv('notif_appetite');
  const admin: Actor = { id: randomUUID(), role: 'system_admin' };
  let service: Awaited<ReturnType<typeof startNotification>>;
  let publisher: TestPublisher;
  let rpc: RpcClient;
  let smtp: TestSmtpServer;
  let executive: UserSummary;
  let retired: UserSummary;
  let member: UserSummary;
  let ransomware: RiskDto;
  let fire: RiskDto;

  const sql = <T>(query: string, params: unknown[] = []) =>
    service.orm.em.fork().execute<T[]>(query.replaceAll('$schema', service.schema), params);
  /** The variables of a user's digest of the day `n`, or undefined when none was recorded. */
  const digestOf = async (user: UserSummary, n: number) => {
    const [mail] = await sql<{ variables: TemplateVariables }>(`select variables from $schema.mail where mail_key = ?`, [
      `daily_digest:${user.id}:${day(n)}`,
    ]);
    return mail?.variables;
  };
  const riskItem = (risk: RiskDto, assessedScore: number, maxScore: number) => ({
    riskId: risk.riskId,
    title: risk.title,
    assessedScore,
    maxScore,
    link: `${APP_URL}/risks/${risk.id}`,
  });

  function newRisk(title: string, riskType: string, riskScore: number): RiskDto {
    return {
      id: randomUUID(),
      riskId: `RSK-2026-${String(Math.floor(Math.random() * 9000) + 1000)}`,
      title,
      riskType,
      status: 'open',
      ownerId: member.id,
      riskScore,
      residualScore: null,
    } as RiskDto;
  }

  /** Publishes a risk event (or another event's copy, for a redelivery) and waits until the risk-mails durable handled it. */
  async function handled(event: ReturnType<typeof domainEvent>, msgId?: string): Promise<void> {
    await publisher.consumed(RISK_MAILS, await publisher.publish(event, msgId));
  }
  const riskEvent = (type: string, risk: RiskDto, data: Record<string, unknown> = {}) =>
    domainEvent({ type, actor: admin, entity: { type: 'risk', id: risk.id }, data: { risk, ...data } });
  const appetiteChanged = (changes: Record<string, { from: number; to: number }>) =>
    domainEvent({
      type: 'risk_appetite_changed',
      actor: admin,
      entity: { type: 'risk_appetite', id: 'risk_appetite' },
      data: { changes, breached: { count: 0, sample: [] } },
    });

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    service = await startNotification(env, { MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '300', APP_URL });
    publisher = await TestPublisher.connect(env);
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'notification-appetite-digest-test' });
    await rpc.connect();
    await rpc.send(SUBJECTS.notification.smtpSave, { host: '127.0.0.1', port: smtp.port, fromEmail: 'risks@example.com' }, admin);
    executive = userSummary({ role: 'executive', firstName: 'Nour', lastName: 'Kamal', email: 'executive@example.com' });
    retired = userSummary({ role: 'executive', email: 'retired@example.com' });
    member = userSummary({ role: 'team_member', email: 'member@example.com' });
    await publishUser(publisher, executive, admin);
    await publishUser(publisher, { ...retired, isActive: false }, admin);
    await publishUser(publisher, member, admin);
    await publishTask(publisher, { owner: member, assignee: member, title: 'Patch the VPN', dueDate: day(60) }, admin);
    ransomware = newRisk('Ransomware <b>', 'Technical', 20);
    fire = newRisk('Data centre fire', 'Operational', 16);
  });

  afterAll(async () => {
    await rpc?.close();
    await publisher?.close();
    await service?.app.close();
    await smtp?.close();
    await destroyTestEnv(env);
  });

  it('lists the risks outside appetite, highest score first, in the digest of an active executive without open work', async () => {
    await handled(riskEvent('risk_appetite_breached', fire, { assessedScore: 16, maxScore: 12 }));
    const breach = riskEvent('risk_appetite_breached', ransomware, { assessedScore: 20, maxScore: 12 });
    await handled(breach);
    await handled(breach, `${breach.id}:again`);

    await service.app.get(MailScheduler).run(noonOf(1));

    expect(await digestOf(executive, 1)).toEqual({
      taskLink: `${APP_URL}/tasks`,
      outsideAppetiteCount: 2,
      outsideAppetite: [riskItem(ransomware, 20, 12), riskItem(fire, 16, 12)],
    });
    const mail = await smtp.mailTo(executive.email!, (m) => m.text?.includes('Risks outside the risk appetite: 2.') ?? false);
    expect(mail.subject).toBe('Your open work for today');
    expect(mail.text).toContain(
      [
        'Risks outside the risk appetite: 2. The highest scores:',
        `- ${ransomware.riskId} "Ransomware <b>" (score 20, highest allowed 12): ${APP_URL}/risks/${ransomware.id}`,
        `- ${fire.riskId} "Data centre fire" (score 16, highest allowed 12): ${APP_URL}/risks/${fire.id}`,
      ].join('\n'),
    );
    expect(mail.html).toContain(`<a href="${APP_URL}/risks/${ransomware.id}">${ransomware.riskId} "Ransomware &lt;b&gt;"`);
  });

  it("lists none in a team member's digest, and records none for an inactive executive", async () => {
    expect(await digestOf(member, 1)).toEqual({ taskLink: `${APP_URL}/tasks` });
    const mail = await smtp.mailTo(member.email!, (m) => m.subject === 'Your open work for today');
    expect(mail.text).toBe('Hello Sara Ali,\n\nHere is a summary of your open tasks and risks.');
    expect(await digestOf(retired, 1)).toBeUndefined();
  });

  it('lists a risk no longer once a change brings it back inside', async () => {
    await handled(riskEvent('risk_assessed', { ...fire, residualScore: 12 }, { changes: {}, residualCleared: false }));
    // Still outside: its facts follow the change.
    await handled(riskEvent('risk_updated', { ...ransomware, title: 'Ransomware', riskScore: 25 }, { changes: {} }));

    await service.app.get(MailScheduler).run(noonOf(2));

    expect(await digestOf(executive, 2)).toMatchObject({
      outsideAppetiteCount: 1,
      outsideAppetite: [{ ...riskItem(ransomware, 25, 12), title: 'Ransomware' }],
    });
    await smtp.mailTo(executive.email!, (m) => m.text?.includes('Risks outside the risk appetite: 1.') ?? false);
  });

  it("follows the appetite of the risk's type: a raised maximum below its score is shown, one that reaches it removes it", async () => {
    await handled(appetiteChanged({ Technical: { from: 12, to: 18 }, Operational: { from: 12, to: 25 } }));
    await service.app.get(MailScheduler).run(noonOf(3));
    expect((await digestOf(executive, 3))?.outsideAppetite).toEqual([{ ...riskItem(ransomware, 25, 18), title: 'Ransomware' }]);

    await handled(appetiteChanged({ Technical: { from: 18, to: 25 } }));
    await service.app.get(MailScheduler).run(noonOf(4));
    expect(await digestOf(executive, 4)).toBeUndefined();
    expect(await digestOf(member, 4)).toEqual({ taskLink: `${APP_URL}/tasks` });
    expect(await sql(`select risk_id from $schema.appetite_breach`)).toEqual([]);
  });

  it("lists an executive's own reviews due beside the risks outside appetite (issue 26)", async () => {
    const leak = newRisk('Data leak', 'Legal', 15);
    await handled(riskEvent('risk_appetite_breached', leak, { assessedScore: 15, maxScore: 12 }));
    // Owned by the executive, critical (reviewed every 30 days), reported 28 days before day 5: due on day 7.
    const owned = {
      ...newRisk('Vendor lock-in', 'Legal', 16),
      ownerId: executive.id,
      riskLevel: 'critical',
      residualLevel: null,
      createdAt: noonOf(-23).toISOString(),
    } as RiskDto;
    await publisher.consumed('notification-risks', await publisher.publish(riskEvent('risk_created', owned, { source: 'form' })));

    await service.app.get(MailScheduler).run(noonOf(5));

    expect(await digestOf(executive, 5)).toEqual({
      taskLink: `${APP_URL}/tasks`,
      reviewsDueCount: 1,
      reviewsDue: [
        { riskId: owned.riskId, title: 'Vendor lock-in', dueDate: day(7), daysOverdue: null, link: `${APP_URL}/risks/${owned.id}` },
      ],
      outsideAppetiteCount: 1,
      outsideAppetite: [riskItem(leak, 15, 12)],
    });
    const mail = await smtp.mailTo(executive.email!, (m) => m.text?.includes('Reviews of your risks due: 1.') ?? false);
    expect(mail.text).toContain(
      `- ${owned.riskId} "Vendor lock-in" (due on ${day(7)}): ${APP_URL}/risks/${owned.id}\n\nRisks outside the risk appetite: 1.`,
    );
    await handled(riskEvent('risk_deleted', leak, { deletedComments: 0 }));
  });

  it('removes the row of a deleted risk', async () => {
    const leak = newRisk('Data leak', 'Legal', 15);
    await handled(riskEvent('risk_appetite_breached', leak, { assessedScore: 15, maxScore: 12 }));
    expect(await sql(`select risk_id from $schema.appetite_breach`)).toEqual([{ risk_id: leak.id }]);
    await handled(riskEvent('risk_deleted', leak, { deletedComments: 0 }));
    expect(await sql(`select risk_id from $schema.appetite_breach`)).toEqual([]);
  });
});
