import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, eventually, gatewayRpcOptions, TestPublisher } from '@rtm/backend/testing';
import { SUBJECTS, type Actor, type Language, type RiskDto, type TaskChanges, type TaskDto, type UserSummary } from '@rtm/contracts';
import { SKIP_REASONS } from '../src/mail/mail-sender.js';
import { domainEvent, startNotification, publishUser, userSummary } from './notification-test-app.js';
import { TestSmtpServer } from './smtp-test-server.js';

interface MailRow {
  type: string;
  status: string;
  attempts: number;
  error: string | null;
  response: string | null;
  recipient_email: string | null;
  language: string | null;
}

describe('risk and task mails through a real SMTP server', () => {
  const env = createTestEnv('notif_mail');
  const admin: Actor = { id: randomUUID(), role: 'system_admin' };
  let service: Awaited<ReturnType<typeof startNotification>>;
  let publisher: TestPublisher;
  let rpc: RpcClient;
  let smtp: TestSmtpServer;

  const start = () => startNotification(env, { MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '300', APP_URL: 'https://rtm.example.com' });
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    service.orm.em.fork().execute<T[]>(query.replaceAll('$schema', service.schema), params);
  const mailsOfRisk = (riskId: string) =>
    sql<MailRow>(
      'select type, status, attempts, error, response, recipient_email, language from $schema.mail where risk_id = ? order by created_at',
      [riskId],
    );
  const mailsOfTask = (taskId: string) =>
    sql<MailRow & { recipient_email: string }>(
      'select type, status, attempts, error, response, recipient_email, language from $schema.mail where task_id = ? order by type, recipient_email',
      [taskId],
    );
  const settled = (riskId: string, count = 1, read = mailsOfRisk) =>
    eventually(async () => {
      const rows = await read(riskId);
      return rows.length >= count && rows.every((r) => !['pending', 'sending'].includes(r.status)) && rows;
    }, 15_000);

  async function addUser(overrides: Partial<UserSummary>, language: Language = 'en'): Promise<UserSummary> {
    const user = userSummary({ role: 'manager', ...overrides });
    await publishUser(publisher, user, admin, language);
    return user;
  }

  function riskEvent(type: 'risk_created' | 'risk_updated', owner: UserSummary, title: string) {
    const risk: RiskDto = {
      id: randomUUID(),
      riskId: `RSK-2026-${String(Math.floor(Math.random() * 9000) + 1000)}`,
      title,
      description: null,
      suggestedSolution: null,
      status: 'open',
      riskType: 'technical',
      riskTypeId: 2,
      affectedApp: null,
      frequency: 'once',
      ownerId: owner.id,
      likelihood: 4,
      impact: 4,
      riskScore: 16,
      riskLevel: 'critical',
      departmentIds: [],
      dateIdentified: null,
      reportedById: admin.id,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      residualLikelihood: null,
      residualImpact: null,
      residualScore: null,
      residualLevel: null,
      treatmentStrategy: null,
      treatmentPlan: null,
      treatmentDueDate: null,
    } as RiskDto;
    const data = type === 'risk_created' ? { risk, source: 'form' } : { risk, changes: { title: { from: 'x', to: title } } };
    return { risk, event: domainEvent({ type, actor: admin, entity: { type: 'risk', id: risk.id }, data }) };
  }

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    service = await start();
    publisher = await TestPublisher.connect(env);
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'notification-mail-test' });
    await rpc.connect();
  });

  afterAll(async () => {
    await rpc?.close();
    await publisher?.close();
    await service?.app.close();
    await smtp?.close();
    await destroyTestEnv(env);
  });

  it('records the mail as skipped, with the reason, while no SMTP settings are saved', async () => {
    const owner = await addUser({ email: 'early@example.com' });
    const { risk, event } = riskEvent('risk_created', owner, 'Before settings');
    await publisher.publish(event);
    expect(await settled(risk.id)).toEqual([
      expect.objectContaining({ type: 'risk_created', status: 'skipped', error: SKIP_REASONS.noSmtp }),
    ]);

    await rpc.send(
      SUBJECTS.notification.smtpSave,
      { host: '127.0.0.1', port: smtp.port, fromEmail: 'risks@example.com', fromName: 'Risk Desk' },
      admin,
    );
  });

  it("mails the risk's owner once, with the values filled in and a <script> in the title escaped", async () => {
    const owner = await addUser({ firstName: 'Sara', lastName: 'Ali', email: 'sara.owner@example.com' });
    const { risk, event } = riskEvent('risk_created', owner, '<script>alert(1)</script> Server room');
    await publisher.publish(event);
    // A second delivery of the same event (past the stream's duplicate window) changes nothing.
    await publisher.publish(event, `${event.id}:again`);

    const mail = await smtp.mailTo('sara.owner@example.com');
    expect(mail.subject).toBe(`New risk ${risk.riskId}: <script>alert(1)</script> Server room`);
    expect(mail.html).toContain('Hello Sara Ali,');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Server room');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`href="https://rtm.example.com/risks/${risk.id}"`);
    expect(mail.text).toContain(`Open the risk: https://rtm.example.com/risks/${risk.id}`);
    expect(mail.from?.value[0]).toEqual({ address: 'risks@example.com', name: 'Risk Desk' });

    expect(await settled(risk.id)).toEqual([
      expect.objectContaining({
        status: 'sent',
        attempts: 1,
        recipient_email: 'sara.owner@example.com',
        language: 'en',
        response: expect.stringMatching(/^250/),
      }),
    ]);
    await publisher.consumed('notification-risk-mails', await publisher.publish(event, `${event.id}:third`));
    expect(await mailsOfRisk(risk.id)).toHaveLength(1);
    expect(smtp.mailsTo('sara.owner@example.com')).toHaveLength(1);
  });

  it("writes in the owner's language: an update of an Arabic speaker's risk comes in Arabic", async () => {
    const owner = await addUser({ firstName: 'Omar', lastName: 'Said', email: 'omar.owner@example.com' }, 'ar');
    const { risk, event } = riskEvent('risk_updated', owner, 'Backup failure');
    await publisher.publish(event);
    const mail = await smtp.mailTo('omar.owner@example.com');
    expect(mail.subject).toBe(`تحديث الخطر ${risk.riskId}: Backup failure`);
    expect(mail.html).toContain('dir="rtl"');
    expect(await settled(risk.id)).toEqual([expect.objectContaining({ type: 'risk_updated', status: 'sent', language: 'ar' })]);
  });

  it('retries with backoff while the server refuses, and the mail arrives later', async () => {
    const owner = await addUser({ email: 'patient@example.com' });
    smtp.refuseNext(2, 451, 'Greylisted, try again later');
    const { risk, event } = riskEvent('risk_created', owner, 'Refused at first');
    await publisher.publish(event);
    // Between the attempts the record says why it waits.
    await eventually(async () => (await mailsOfRisk(risk.id))[0]?.error === '451 Greylisted, try again later');
    await smtp.mailTo('patient@example.com', () => true, 15_000);
    expect(await settled(risk.id)).toEqual([expect.objectContaining({ status: 'sent', attempts: 3, error: null })]);
  });

  it('records a permanent refusal as failed with the server answer, and an owner without e-mail as skipped', async () => {
    const owner = await addUser({ email: 'gone@example.com' });
    smtp.refuseNext(1, 550, 'No such mailbox');
    const refused = riskEvent('risk_created', owner, 'Refused for good');
    await publisher.publish(refused.event);
    expect(await settled(refused.risk.id)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1, error: '550 No such mailbox', recipient_email: 'gone@example.com' }),
    ]);

    const silent = await addUser({ email: null });
    const noAddress = riskEvent('risk_created', silent, 'Nobody to tell');
    await publisher.publish(noAddress.event);
    expect(await settled(noAddress.risk.id)).toEqual([expect.objectContaining({ status: 'skipped', error: SKIP_REASONS.noEmail })]);
  });

  it('marks a mail whose send was interrupted after contacting the SMTP server as unknown and does not send it again', async () => {
    const id = randomUUID();
    const riskId = randomUUID();
    await sql(
      `insert into $schema.mail (id, mail_key, type, recipient_id, risk_id, status, attempts, locked_until, smtp_started_at)
       values (?, ?, 'risk_created', ?, ?, 'sending', 1, now() - interval '1 second', now() - interval '2 seconds')`,
      [id, `test:${id}`, randomUUID(), riskId],
    );
    expect(await settled(riskId)).toEqual([expect.objectContaining({ status: 'unknown', attempts: 1, error: SKIP_REASONS.interrupted })]);
  });

  function taskEvent(type: 'task_created' | 'task_updated' | 'task_completed', task: TaskDto, changes: TaskChanges = {}) {
    const data = type === 'task_created' ? { task } : { task, changes };
    return domainEvent({ type, actor: admin, entity: { type: 'task', id: task.id }, data });
  }

  function newTask(owner: UserSummary, assignee: UserSummary | null, title: string): TaskDto {
    return {
      id: randomUUID(),
      taskId: 'TSK-2026-0001',
      title,
      description: null,
      ownerId: owner.id,
      assignedToId: assignee?.id ?? null,
      status: 'to_do',
      priority: 'medium',
      dueDate: '2026-12-01',
      completedAt: null,
      riskIds: [],
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
  }

  it('mails the assignee of a new task, a new assignee of a changed one, and the owner when it is done', async () => {
    const owner = await addUser({ firstName: 'Nour', lastName: 'Kamal', email: 'task.owner@example.com' });
    const first = await addUser({ firstName: 'Lina', lastName: 'Haddad', email: 'first.assignee@example.com' });
    const second = await addUser({ email: 'second.assignee@example.com' }, 'ar');
    const task = newTask(owner, first, 'Patch <b>servers</b>');
    await publisher.publish(taskEvent('task_created', task));
    const assigned = await smtp.mailTo('first.assignee@example.com');
    expect(assigned.subject).toBe('New task assigned: Patch <b>servers</b>');
    expect(assigned.html).toContain('Hello Lina Haddad,');
    expect(assigned.html).toContain('Patch &lt;b&gt;servers&lt;/b&gt;');
    expect(assigned.html).toContain('It is due on 2026-12-01.');
    expect(assigned.html).toContain(`href="https://rtm.example.com/tasks/${task.id}"`);

    // A change of something else mails nobody; a change of assignee mails the new one, in Arabic.
    await publisher.publish(taskEvent('task_updated', { ...task, priority: 'high' }, { priority: { from: 'medium', to: 'high' } }));
    const moved = { ...task, assignedToId: second.id };
    await publisher.publish(taskEvent('task_updated', moved, { assignedToId: { from: first.id, to: second.id } }));
    expect((await smtp.mailTo('second.assignee@example.com')).subject).toBe('مهمة جديدة مسندة إليك: Patch <b>servers</b>');

    await publisher.publish(taskEvent('task_completed', { ...moved, status: 'done' }, { status: { from: 'to_do', to: 'done' } }));
    expect((await smtp.mailTo('task.owner@example.com')).subject).toBe('Task completed: Patch <b>servers</b>');
    expect((await settled(task.id, 3, mailsOfTask)).map((m) => [m.type, m.recipient_email, m.status])).toEqual([
      ['task_assigned', 'first.assignee@example.com', 'sent'],
      ['task_assigned', 'second.assignee@example.com', 'sent'],
      ['task_completed', 'task.owner@example.com', 'sent'],
    ]);
  });

  it('sends the assignment mail of a task assigned while the service was down once it is back', async () => {
    const owner = await addUser({ email: 'down.owner@example.com' });
    const assignee = await addUser({ email: 'down.assignee@example.com' });
    await service.app.close();
    const task = newTask(owner, assignee, 'Assigned during downtime');
    await publisher.publish(taskEvent('task_created', task));
    service = await start();
    // The scheduler's run at start may send the assignee's daily digest (the task is open) before or after it.
    const assigned = await smtp.mailTo('down.assignee@example.com', (mail) => mail.subject?.startsWith('New task assigned') ?? false);
    expect(assigned.subject).toBe('New task assigned: Assigned during downtime');
    // The same run may also remind the assignee of the task (due soon): only the assignment is this test's.
    const assignment = async (taskId: string) => (await mailsOfTask(taskId)).filter((mail) => mail.type === 'task_assigned');
    expect(await settled(task.id, 1, assignment)).toEqual([expect.objectContaining({ type: 'task_assigned', status: 'sent' })]);
  });
});
