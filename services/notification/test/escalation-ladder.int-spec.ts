import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { metrics } from '@opentelemetry/api';
import { MeterProvider, MetricReader, type SumMetricData } from '@opentelemetry/sdk-metrics';
import { METRICS } from '@rtm/backend/otel';
import { RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, eventually, gatewayRpcOptions, TestPublisher } from '@rtm/backend/testing';
import { SUBJECTS, type Actor, type EscalationSettingDto, type UserSummary } from '@rtm/contracts';
import { MailScheduler } from '../src/scheduler/mail-scheduler.js';
import { domainEvent, publishTask, publishUser, startNotification, userSummary } from './notification-test-app.js';
import { TestSmtpServer } from './smtp-test-server.js';

interface MailRow {
  mail_key: string;
  status: string;
  recipient_id: string;
  error: string | null;
  variables: Record<string, unknown>;
}

/** A reader the test collects from when it wants (no export interval). */
class TestReader extends MetricReader {
  protected onForceFlush = () => Promise.resolve();
  protected onShutdown = () => Promise.resolve();
}

const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const DAY = 86_400_000;

describe('escalation ladder, deactivated recipients and the mail counters', () => {
  const env = createTestEnv('notif_ladder');
  const admin: Actor = { id: randomUUID(), role: 'system_admin' };
  const reader = new TestReader();
  let service: Awaited<ReturnType<typeof startNotification>>;
  let publisher: TestPublisher;
  let rpc: RpcClient;
  let smtp: TestSmtpServer;
  let rule: EscalationSettingDto;

  const run = (now = new Date()) => service.app.get(MailScheduler).run(now);
  const mailsOfTask = (taskId: string) =>
    service.orm.em
      .fork()
      .execute<MailRow[]>(
        `select mail_key, status, recipient_id, error, variables from ${service.schema}.mail where task_id = ? and type = 'task_overdue' order by mail_key`,
        [taskId],
      );
  const settled = (taskId: string, count: number) =>
    eventually(async () => {
      const rows = await mailsOfTask(taskId);
      return rows.length >= count && rows.every((r) => !['pending', 'sending'].includes(r.status)) && rows;
    }, 15_000);
  /** The counter's total over all attributes. */
  async function counted(name: string): Promise<number> {
    const { resourceMetrics } = await reader.collect();
    const metric = resourceMetrics.scopeMetrics.flatMap((s) => s.metrics).find((m) => m.descriptor.name === name) as
      SumMetricData | undefined;
    return (metric?.dataPoints ?? []).reduce((sum, point) => sum + point.value, 0);
  }

  async function addUser(overrides: Partial<UserSummary> & { isActive?: boolean }): Promise<UserSummary> {
    const user = {
      ...userSummary({ role: 'team_member', ...overrides }),
      ...('isActive' in overrides ? { isActive: overrides.isActive } : {}),
    };
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

  beforeAll(async () => {
    // Before the service starts: its counters come from the global meter provider.
    metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));
    smtp = await TestSmtpServer.start();
    service = await startNotification(env, { MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '300', SCHEDULER_INTERVAL_MS: '3600000' });
    publisher = await TestPublisher.connect(env);
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'notification-ladder-test' });
    await rpc.connect();
    await rpc.send(SUBJECTS.notification.smtpSave, { host: '127.0.0.1', port: smtp.port, fromEmail: 'tasks@example.com' }, admin);
    const [seeded] = (await rpc.send(SUBJECTS.notification.escalationList, {}, admin)) as EscalationSettingDto[];
    rule = await rpc.send(SUBJECTS.notification.escalationUpdate, { id: seeded.id, daysOverdue: 1, escalationSteps: [3, 7] }, admin);
  });

  afterAll(async () => {
    await rpc?.close();
    await publisher?.close();
    await service?.app.close();
    await smtp?.close();
    await destroyTestEnv(env);
    metrics.disable();
  });

  it('keeps the steps of a rule', () => {
    expect(rule.escalationSteps).toEqual([3, 7]);
  });

  it("mails the manager of the assignee's department past step 1 and every active executive past step 2, each once", async () => {
    const manager = await addUser({ role: 'manager', email: 'ladder.manager@example.com' });
    const department = await addDepartment(manager.id);
    const assignee = await addUser({ email: 'ladder.assignee@example.com', departmentId: department });
    const owner = await addUser({ email: 'ladder.owner@example.com' });
    const executives = [
      await addUser({ role: 'executive', email: 'ladder.exec1@example.com' }),
      await addUser({ role: 'executive', email: 'ladder.exec2@example.com' }),
    ];
    await addUser({ role: 'executive', email: 'ladder.retired@example.com', isActive: false });
    const task = await publishTask(publisher, { owner, assignee, title: 'Patch the servers', dueDate: utcDay(-4) }, admin);

    // 4 days overdue: past step 1 (3 days), not step 2 (7 days).
    await run();
    const toManager = await smtp.mailTo('ladder.manager@example.com');
    expect(toManager.subject).toBe(`Overdue: Patch the servers was due on ${utcDay(-4)}`);
    const afterStep1 = await settled(task.id, 3);
    expect(afterStep1.filter((m) => m.mail_key.includes(':1:'))).toEqual([
      expect.objectContaining({
        mail_key: `task_overdue:${task.id}:1:${manager.id}`,
        status: 'sent',
        variables: expect.objectContaining({ escalationStep: 1, daysOverdue: 4 }),
      }),
    ]);
    expect(afterStep1.filter((m) => m.mail_key.includes(':2:'))).toEqual([]);

    // 8 days overdue: step 2 to the two active executives; step 1 is not sent again.
    const later = new Date(Date.now() + 4 * DAY);
    await run(later);
    await run(later);
    const all = await settled(task.id, 7);
    expect(all.filter((m) => m.mail_key.includes(':2:')).map((m) => [m.mail_key, m.status])).toEqual(
      executives.map((e) => [`task_overdue:${task.id}:2:${e.id}`, 'sent']).sort(),
    );
    expect(all.filter((m) => m.mail_key.includes(':1:'))).toHaveLength(1);
    for (const e of executives) await smtp.mailTo(e.email!);

    // Running again sends nothing more.
    await run(later);
    await run();
    expect(await mailsOfTask(task.id)).toHaveLength(all.length);
    expect(smtp.mailsTo('ladder.manager@example.com')).toHaveLength(1);
    for (const e of executives) expect(smtp.mailsTo(e.email!)).toHaveLength(1);
    expect(smtp.mailsTo('ladder.retired@example.com')).toHaveLength(0);
  });

  it("mails the owner's department manager when nobody is assigned", async () => {
    const manager = await addUser({ role: 'manager', email: 'owners.manager@example.com' });
    const owner = await addUser({ email: 'unassigned.owner@example.com', departmentId: await addDepartment(manager.id) });
    const task = await publishTask(publisher, { owner, assignee: null, title: 'Nobody on it', dueDate: utcDay(-3) }, admin);
    await run();
    expect((await smtp.mailTo('owners.manager@example.com')).subject).toBe(`Overdue: Nobody on it was due on ${utcDay(-3)}`);
    expect((await settled(task.id, 2)).map((m) => m.mail_key)).toContain(`task_overdue:${task.id}:1:${manager.id}`);
  });

  it('records a mail to a deactivated user as skipped with the reason, and sends to the others', async () => {
    const owner = await addUser({ email: 'active.owner@example.com' });
    const assignee = await addUser({ email: 'gone.assignee@example.com' });
    const seq = await publisher.publish(
      domainEvent({
        type: 'user_updated',
        actor: admin,
        entity: { type: 'user', id: assignee.id },
        data: { user: { ...assignee, isActive: false }, changes: { isActive: { from: true, to: false } } },
      }),
    );
    await publisher.consumed('notification-users', seq);
    const task = await publishTask(publisher, { owner, assignee, title: 'Left behind', dueDate: utcDay(-1) }, admin);
    await run();
    const rows = await settled(task.id, 2);
    expect(rows.find((m) => m.recipient_id === assignee.id)).toMatchObject({ status: 'skipped', error: 'The recipient is deactivated' });
    expect(rows.find((m) => m.recipient_id === owner.id)).toMatchObject({ status: 'sent' });
    expect(smtp.mailsTo('gone.assignee@example.com')).toHaveLength(0);
  });

  it('counts every sent and every failed mail', async () => {
    const owner = await addUser({ email: 'counted.owner@example.com' });
    const assignee = await addUser({ email: 'counted.assignee@example.com' });
    // Whichever of the task's mails (assignment, overdue) comes first is refused for good.
    smtp.refuseNext(1, 550, 'No such mailbox');
    const task = await publishTask(publisher, { owner, assignee, title: 'Counted', dueDate: utcDay(-1) }, admin);
    await run();
    // Every mail this service has handled, against its counters.
    const byStatus = await eventually(async () => {
      const rows = await service.orm.em
        .fork()
        .execute<{ status: string; n: number }[]>(`select status, count(*)::int as n from ${service.schema}.mail group by status`);
      const n = Object.fromEntries(rows.map((r) => [r.status, r.n]));
      return !n.pending && !n.sending && n;
    }, 15_000);
    expect(byStatus.failed).toBe(1);
    expect(await counted(METRICS.mailsFailed.name)).toBe(1);
    expect(await counted(METRICS.mailsSent.name)).toBe(byStatus.sent);
    expect(byStatus.sent).toBeGreaterThan(10);
    expect((await mailsOfTask(task.id)).length).toBe(2);
  });
});
