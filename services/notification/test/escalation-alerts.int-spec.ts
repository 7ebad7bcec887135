import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACTOR_REFUSED, RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, gatewayRpcOptions, TestPublisher } from '@rtm/backend/testing';
import { LIMITS, SUBJECTS, type Actor, type EscalationAlertsDto, type TaskDto } from '@rtm/contracts';
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
  const sql = <T = unknown>(query: string, params: unknown[] = []) =>
    service.orm.em.fork().execute<T[]>(query.replaceAll('$schema', `"${service.schema}"`), params);
  /** Tasks (code, due date, status) owned by the admin, in one statement. */
  const seedTasks = (rows: string[][]) =>
    sql(
      `insert into $schema.task_projection (id, task_code, title, status, owner_id, due_date, version_at)
       select gen_random_uuid(), r->>0, 'seeded ' || (r->>0), r->>2, ?, (r->>1)::date, now() from jsonb_array_elements(?::jsonb) r`,
      [admin.id, JSON.stringify(rows)],
    );
  /** Risks (code, score, status), in one statement. */
  const seedRisks = (rows: (string | number)[][]) =>
    sql(
      `insert into $schema.risk_projection (id, code, title, score, status, owner_id, version_at)
       select gen_random_uuid(), r->>0, 'seeded ' || (r->>0), (r->>1)::int, r->>2, ?, now() from jsonb_array_elements(?::jsonb) r`,
      [admin.id, JSON.stringify(rows)],
    );
  const recountCritical = async () =>
    (
      await sql<{ n: number }>(
        `select count(*)::int as n from $schema.risk_projection where score >= ? and status not in ('closed', 'accepted')`,
        [LIMITS.riskLevelThresholds[2]],
      )
    )[0]!.n;

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
    expect([result.overdueCount, result.upcomingCount, result.criticalCount]).toEqual([1, 2, 2]);
  });

  it("follows the rule's window and shows a team member their own tasks only", async () => {
    await rpc.send(SUBJECTS.notification.escalationUpdate, { id: 1, daysBeforeDue: 4 }, admin);
    expect((await alerts()).upcomingTasks.map((t) => t.title)).toEqual(['today', 'soon', 'later']);
    const own = await alerts(member);
    expect([own.overdueTasks.map((t) => t.title), own.upcomingTasks.map((t) => t.title)]).toEqual([['late'], ['soon']]);
    expect([own.overdueCount, own.upcomingCount, own.criticalCount]).toEqual([1, 1, 2]);
    await expect(alerts(null)).rejects.toMatchObject({ status: 401, message: ACTOR_REFUSED.noActor });
  });
  it(`answers the ${LIMITS.alertItemsAnswered} most urgent items of each group and every group's full count`, async () => {
    // Straight into the projections, many rows per statement (the critical count's triggers see them as one statement).
    // Overdue: 10 due 30 days ago (ties in code order: year, then number, 9999 before 10000), 20 due 10 days ago.
    const tied = ['TSK-2026-10000', 'TSK-2026-9999', 'TSK-2025-0007', ...[7, 6, 5, 4, 3, 2, 1].map((n) => `TSK-2026-000${n}`)];
    await seedTasks(tied.map((code) => [code, day(-30), 'to_do']));
    await seedTasks(Array.from({ length: 20 }, (_, i) => [`TSK-2026-${3000 + i}`, day(-10), 'in_progress']));
    await seedTasks([['TSK-2026-0999', day(-50), 'done']]);
    // Upcoming (the window is 4 days since the test before): 15 due tomorrow, one today beside 'today'.
    await seedTasks([
      ...Array.from({ length: 15 }, (_, i) => [`TSK-2026-${1015 - i}`, day(1), 'to_do']),
      ['TSK-2026-2000', day(0), 'to_do'],
    ]);
    // Critical: 13 open at 25 (shuffled), excluded ones beside them.
    const open = [...Array.from({ length: 12 }, (_, i) => `RSK-2026-${String(i + 1).padStart(4, '0')}`), 'RSK-2026-10000'];
    await seedRisks([
      ...[...open].reverse().map((code) => [code, 25, 'open']),
      ['RSK-2026-0100', 25, 'closed'],
      ['RSK-2026-0101', 25, 'accepted'],
      ['RSK-2026-0102', 14, 'open'],
    ]);

    const result = await alerts();
    expect(result.overdueTasks.map((t) => t.taskId)).toEqual([
      'TSK-2025-0007',
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => `TSK-2026-000${n}`),
      'TSK-2026-9999',
      'TSK-2026-10000',
    ]);
    expect(result.upcomingTasks.map((t) => t.taskId)).toEqual([
      'TSK-2026-2000',
      'TSK-today',
      ...[1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008].map((n) => `TSK-2026-${n}`),
    ]);
    expect(result.criticalRisks.map((r) => r.riskId)).toEqual(open.slice(0, 10));
    expect([result.overdueCount, result.upcomingCount, result.criticalCount]).toEqual([1 + 30, 3 + 16, 2 + 13]);
    expect(result.criticalCount).toBe(await recountCritical());
  });

  it('keeps the critical count as risk events arrive (late, repeated and out of order ones included)', async () => {
    const ids = Array.from({ length: 8 }, () => randomUUID());
    const start = Date.now() - 3_600_000;
    const scores = [25, 20, 16, 15, 14, 12, 4];
    const statuses = ['open', 'under_review', 'closed', 'accepted'];
    let random = 22;
    const next = (n: number) => {
      random = (random * 1_103_515_245 + 12_345) % 2_147_483_648;
      return random % n;
    };
    let last = 0;
    for (let i = 0; i < 120; i++) {
      const id = ids[next(ids.length)]!;
      const status = statuses[next(statuses.length)]!;
      const type = i % 17 === 16 ? 'risk_deleted' : status === 'closed' ? 'risk_closed' : i % 5 === 0 ? 'risk_created' : 'risk_updated';
      const risk = {
        id,
        riskId: `RSK-2024-${ids.indexOf(id)}`,
        title: 'churn',
        riskScore: scores[next(scores.length)]!,
        status,
        ownerId: admin.id,
      };
      // Some events arrive later than newer ones of the same risk (occurredAt out of order); some twice.
      const occurredAt = new Date(start + i * 1000 - next(4) * 5000);
      const event = domainEvent({
        type,
        actor: admin,
        entity: { type: 'risk', id },
        data: { risk, changes: {}, deletedComments: 0 },
        occurredAt,
      });
      last = await publisher.publish(event);
      if (i % 7 === 0) last = await publisher.publish(event, randomUUID());
    }
    await publisher.consumed('notification-risks', last);
    const result = await alerts();
    expect(result.criticalCount).toBe(await recountCritical());
    expect(result.criticalRisks).toHaveLength(Math.min(result.criticalCount, LIMITS.alertItemsAnswered));
  });

  it('follows updates, deletes and a truncate of the projection in its count', async () => {
    await sql(`update $schema.risk_projection set status = 'closed' where code in ('RSK-2026-0001', 'RSK-2026-0002')`);
    await sql(`update $schema.risk_projection set score = 25 where code = 'RSK-2026-0102'`);
    await sql(`delete from $schema.risk_projection where code = 'RSK-2026-0003'`);
    expect((await alerts()).criticalCount).toBe(await recountCritical());
    await sql(`truncate $schema.risk_projection`);
    expect((await alerts()).criticalCount).toBe(0);
  });
});
