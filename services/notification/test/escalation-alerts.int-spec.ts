import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, gatewayRpcOptions, TestPublisher } from '@rtm/backend/testing';
import { ERRORS, SUBJECTS, type Actor, type EscalationAlertsDto, type TaskDto } from '@rtm/contracts';
import { domainEvent, startNotification } from './notification-test-app.js';

/** A calendar day `offset` days from today in UTC, as YYYY-MM-DD. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('notification.alerts.get (escalation alerts)', () => {
  const env = createTestEnv('notif_alerts');
  const admin: Actor = { id: randomUUID(), role: 'system_admin' };
  const member: Actor = { id: randomUUID(), role: 'team_member' };
  let service: Awaited<ReturnType<typeof startNotification>>;
  let publisher: TestPublisher;
  let rpc: RpcClient;

  const task = (title: string, dueDate: string | null, overrides: Partial<TaskDto> = {}): TaskDto => ({
    id: randomUUID(),
    taskId: `TSK-${title}`,
    title,
    description: null,
    ownerId: admin.id,
    assignedToId: null,
    status: 'to_do',
    priority: 'medium',
    dueDate,
    completedAt: null,
    riskIds: [],
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  });
  const alerts = (actor: Actor | null = admin) => rpc.send<EscalationAlertsDto>(SUBJECTS.notification.alertsGet, {}, actor);

  beforeAll(async () => {
    service = await startNotification(env);
    publisher = await TestPublisher.connect(env);
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'notification-alerts-test' });
    await rpc.connect();
    const tasks = [
      task('late', day(-2), { assignedToId: member.id }),
      task('today', day(0)),
      task('soon', day(3), { assignedToId: member.id }),
      task('later', day(4)),
      task('done-late', day(-5), { status: 'done' }),
      task('undated', null),
    ];
    let last = 0;
    for (const t of tasks)
      last = await publisher.publish(
        domainEvent({ type: 'task_created', actor: admin, entity: { type: 'task', id: t.id }, data: { task: t } }),
      );
    const risk = (title: string, riskScore: number, status: string) => ({
      id: randomUUID(),
      riskId: `RSK-${title}`,
      title,
      riskScore,
      status,
      ownerId: admin.id,
    });
    for (const r of [
      risk('critical', 20, 'open'),
      risk('borderline', 15, 'under_review'),
      risk('high', 12, 'open'),
      risk('closed', 25, 'closed'),
    ]) {
      last = await publisher.publish(
        domainEvent({ type: 'risk_created', actor: admin, entity: { type: 'risk', id: r.id }, data: { risk: r, source: 'form' } }),
      );
    }
    await publisher.consumed('notification-tasks', last);
    await publisher.consumed('notification-risks', last);
  });

  afterAll(async () => {
    await rpc?.close();
    await publisher?.close();
    await service?.app.close();
    await destroyTestEnv(env);
  });

  it('lists overdue and upcoming open tasks within daysBeforeDue, and open risks scored 15 or more', async () => {
    const result = await alerts();
    expect(result.settings).toEqual({ daysBeforeDue: 3 });
    expect(result.overdueTasks.map((t) => t.title)).toEqual(['late']);
    expect(result.overdueTasks[0]).toEqual(expect.objectContaining({ taskId: 'TSK-late', dueDate: day(-2), status: 'to_do' }));
    expect(result.upcomingTasks.map((t) => t.title)).toEqual(['today', 'soon']);
    expect(result.criticalRisks.map((r) => [r.riskId, r.riskScore])).toEqual([
      ['RSK-critical', 20],
      ['RSK-borderline', 15],
    ]);
  });

  it("follows the rule's window and shows a team member their own tasks only", async () => {
    await rpc.send(SUBJECTS.notification.escalationUpdate, { id: 1, daysBeforeDue: 4 }, admin);
    expect((await alerts()).upcomingTasks.map((t) => t.title)).toEqual(['today', 'soon', 'later']);
    const own = await alerts(member);
    expect([own.overdueTasks.map((t) => t.title), own.upcomingTasks.map((t) => t.title)]).toEqual([['late'], ['soon']]);
    await expect(alerts(null)).rejects.toMatchObject({ status: 401, message: ERRORS.unauthenticated });
  });
});
