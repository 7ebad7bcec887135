import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { createEvent } from '@rtm/backend/events';
import { RpcClient } from '@rtm/backend/nats';
import {
  TestPublisher,
  createTestEnv,
  destroyTestEnv,
  eventually,
  startTestService,
  type TestEnv,
  gatewayRpcOptions,
} from '@rtm/backend/testing';
import {
  RiskCreated,
  RiskDeleted,
  SUBJECTS,
  TASK_MESSAGES,
  UserCreated,
  type Actor,
  type DomainEvent,
  type Page,
  type RiskDto,
  type TaskCommentView,
  type TaskDetailView,
  type TaskHistoryEntryDto,
  type TaskView,
  type UserRole,
} from '@rtm/contracts';
import { TaskConfig } from '../src/task.config.js';
import { TaskModule } from '../src/task.module.js';

const S = SUBJECTS.task;

describe('task service', () => {
  let env: TestEnv;
  let app: INestMicroservice;
  let orm: MikroORM;
  let rpc: RpcClient;
  let publisher: TestPublisher;
  let admin: Actor, manager: Actor, owner: Actor, assignee: Actor, other: Actor, inactive: Actor;
  let riskA: RiskDto, riskB: RiskDto;
  let n = 0;

  const start = async () => {
    ({ app, orm } = await startTestService({
      service: 'task',
      configClass: TaskConfig,
      module: (config, logger) => TaskModule.forRoot(config, logger),
      env,
      extra: { DIRECTORY_WAIT_MS: '200' },
    }));
  };
  const send = <T>(subject: string, data: unknown, actor: Actor | null = admin) => rpc.send<T>(subject, data, actor);
  const count = async (sql: string, params: unknown[] = []) => {
    const [row] = await orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from task.${sql}`, params);
    return Number(row.n);
  };
  const publish = (event: DomainEvent) => publisher.publish(event);

  const user = async (role: UserRole, isActive = true): Promise<Actor> => {
    const id = randomUUID();
    const i = ++n;
    await publish(
      createEvent(UserCreated, {
        actor: null,
        entity: { type: 'user', id },
        description: 'Created user',
        data: {
          user: {
            id,
            firstName: `First${i}`,
            lastName: `Last${i}`,
            email: `u${i}@example.com`,
            role,
            departmentId: null,
            profileImageUrl: null,
            isActive,
          },
          username: `u${i}`,
        },
      }),
    );
    await eventually(async () => (await count('user_projection where id = ?', [id])) === 1, 10_000);
    return { id, role };
  };
  const risk = async (code: string, title: string): Promise<RiskDto> => {
    const dto = {
      id: randomUUID(),
      riskId: code,
      title,
      riskScore: 12,
      status: 'open',
      ownerId: admin.id,
    } as RiskDto;
    await publish(
      createEvent(RiskCreated, {
        actor: admin,
        entity: { type: 'risk', id: dto.id },
        description: 'x',
        data: { risk: dto, source: 'form' },
      }),
    );
    await eventually(async () => (await count('risk_projection where id = ?', [dto.id])) === 1, 10_000);
    return dto;
  };
  const create = (data: Record<string, unknown>, actor: Actor = owner) => send<TaskDetailView>(S.tasksCreate, data, actor);
  const history = async (id: string) => (await send<Page<TaskHistoryEntryDto>>(S.historyList, { id })).items;

  beforeAll(async () => {
    env = createTestEnv('taskslice');
    await start();
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'task-slice-test', defaultTimeoutMs: 30_000 });
    await rpc.connect();
    publisher = await TestPublisher.connect(env, 'task-slice-reader');
    admin = await user('system_admin');
    [manager, owner, assignee, other, inactive] = [
      await user('manager'),
      await user('team_member'),
      await user('team_member'),
      await user('executive'),
      await user('team_member', false),
    ];
    riskA = await risk('RSK-2026-0001', 'Server room flooding');
    riskB = await risk('RSK-2026-0002', 'Vendor lock-in');
  });

  afterAll(async () => {
    await rpc?.close();
    await publisher?.close();
    await app?.close();
    await destroyTestEnv(env);
  });

  it('creates a task owned by the signed-in user, with names and linked risks from its projections', async () => {
    const task = await create({
      title: '  Move the servers ',
      assignedToId: assignee.id,
      dueDate: '2026-07-01',
      riskIds: [riskB.id, riskA.id],
    });
    expect(task).toMatchObject({
      taskId: expect.stringMatching(/^TSK-\d{4}-\d{4}$/),
      title: 'Move the servers',
      ownerId: owner.id,
      assignedToId: assignee.id,
      status: 'to_do',
      priority: 'medium',
      dueDate: '2026-07-01',
      completedAt: null,
      riskIds: [riskA.id, riskB.id].sort(),
      owner: { id: owner.id, firstName: expect.any(String), email: expect.any(String) },
      assignedTo: { id: assignee.id },
      risks: [
        { id: riskA.id, riskId: 'RSK-2026-0001', title: 'Server room flooding', score: 12 },
        { id: riskB.id, riskId: 'RSK-2026-0002', title: 'Vendor lock-in', score: 12 },
      ],
      permissions: { canEdit: true, canChangeStatus: true, canDelete: true },
    });
    expect((await history(task.id)).map((h) => [h.action, h.newValue])).toEqual([['created', task.taskId]]);
    expect((await send<TaskDetailView>(S.tasksGet, { id: task.id }, assignee)).permissions).toEqual({
      canEdit: false,
      canChangeStatus: true,
      canDelete: false,
    });
  });

  it('gives 50 concurrent creates 50 distinct consecutive codes', async () => {
    const created = await Promise.all(Array.from({ length: 50 }, (_, i) => create({ title: `Concurrent ${i}` })));
    const numbers = created.map((t) => Number(t.taskId.split('-')[2])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers[49] - numbers[0]).toBe(49);
  });

  it('refuses an inactive assignee, an unknown risk and bad values with messages', async () => {
    await expect(create({ title: 'Task', assignedToId: inactive.id })).rejects.toMatchObject({
      status: 400,
      message: TASK_MESSAGES.assigneeNotActive,
    });
    await expect(create({ title: 'Task', riskIds: [randomUUID()] })).rejects.toMatchObject({
      status: 400,
      message: TASK_MESSAGES.riskUnknown,
    });
    await expect(create({ title: 'Task', dueDate: '2026-02-30' })).rejects.toMatchObject({
      status: 400,
      message: TASK_MESSAGES.dueDateInvalid,
    });
    await expect(create({ title: 'Ta' })).rejects.toMatchObject({ status: 400, message: 'Title must be at least 3 characters' });
    await expect(send(S.tasksGet, { id: randomUUID() })).rejects.toMatchObject({ status: 404, message: TASK_MESSAGES.taskNotFound });
  });

  it('writes two history entries for a change of status and priority, and completes and reopens', async () => {
    const task = await create({ title: 'Install sensors' });
    const changed = await send<TaskDetailView>(S.tasksUpdate, { id: task.id, status: 'in_progress', priority: 'high' }, owner);
    expect(changed).toMatchObject({ status: 'in_progress', priority: 'high' });
    const entries = await history(task.id);
    expect(entries.map((h) => [h.action, h.oldValue, h.newValue])).toEqual([
      ['created', null, task.taskId],
      ['status_changed', 'to_do', 'in_progress'],
      ['priority_changed', 'medium', 'high'],
    ]);
    expect(entries[1]).toMatchObject({ userId: owner.id, changedBy: { id: owner.id } });
    // Written by the same change, at the same moment (one millisecond apart to keep their order).
    expect(Date.parse(entries[2].createdAt) - Date.parse(entries[1].createdAt)).toBe(1);

    const done = await send<TaskDetailView>(S.tasksUpdate, { id: task.id, status: 'done' }, assignee).catch((e) => e);
    expect(done).toMatchObject({ status: 403 }); // not its assignee
    await send(S.tasksUpdate, { id: task.id, assignedToId: assignee.id, dueDate: '2026-08-01' }, manager);
    const completed = await send<TaskDetailView>(S.tasksUpdate, { id: task.id, status: 'done' }, assignee);
    expect(completed.completedAt).not.toBeNull();
    await expect(send(S.tasksUpdate, { id: task.id, title: 'Renamed' }, assignee)).rejects.toMatchObject({
      status: 403,
      message: TASK_MESSAGES.forbiddenStatusOnly,
    });
    await expect(send(S.tasksUpdate, { id: task.id, status: 'to_do' }, other)).rejects.toMatchObject({
      status: 403,
      message: TASK_MESSAGES.forbiddenEdit,
    });
    const reopened = await send<TaskDetailView>(S.tasksUpdate, { id: task.id, status: 'to_do' }, owner);
    expect(reopened.completedAt).toBeNull();
    const all = await history(task.id);
    expect(all.slice(3).map((h) => [h.action, h.oldValue, h.newValue])).toEqual([
      ['assigned', null, assignee.id],
      ['due_date_changed', null, '2026-08-01'],
      ['completed', 'in_progress', 'done'],
      ['reopened', 'done', 'to_do'],
    ]);
    expect(all[3]).toMatchObject({ oldUser: null, newUser: { id: assignee.id } });
  });

  it("lists with filters and paging, and 'my tasks' as assigned to me or mine and unassigned", async () => {
    const mine = await create({ title: 'Mine unassigned' }, other);
    const given = await create({ title: 'Given to someone', assignedToId: owner.id }, other);
    const assignedToMe = await create({ title: 'Assigned to other', assignedToId: other.id }, manager);
    const page = await send<Page<TaskView>>(S.tasksMine, { limit: 500 }, other);
    expect(page.items.map((t) => t.id).sort()).toEqual([mine.id, assignedToMe.id].sort());
    expect(page.total).toBe(2);
    expect(given.id).toBeDefined();
    const search = await send<Page<TaskView>>(S.tasksList, { search: 'Given to', limit: 10 });
    expect(search.items.map((t) => t.id)).toEqual([given.id]);
    const byCode = await send<Page<TaskView>>(S.tasksList, { search: given.taskId });
    expect(byCode.items.map((t) => t.id)).toEqual([given.id]);
    const paged = await send<Page<TaskView>>(S.tasksList, { ownerId: owner.id, limit: 5, offset: 5 });
    expect(paged.items).toHaveLength(5);
    expect(paged.total).toBeGreaterThan(50);
    await expect(send(S.tasksList, { dueFrom: '2026-09-01', dueTo: '2026-08-01' })).rejects.toMatchObject({
      status: 400,
      message: TASK_MESSAGES.dueRangeInvalid,
    });
  });

  it('deletes a task with its comments, history and links in one transaction (owner, manager or admin only)', async () => {
    const task = await create({ title: 'Short-lived', riskIds: [riskA.id] });
    const comment = await send<TaskCommentView>(S.commentsCreate, { content: ' Looks good ', taskId: task.id }, other);
    expect(comment).toMatchObject({ content: 'Looks good', taskId: task.id, riskId: null, author: { id: other.id } });
    expect((await history(task.id)).map((h) => h.action)).toEqual(['created', 'comment_added']);
    await expect(send(S.tasksDelete, { id: task.id }, other)).rejects.toMatchObject({
      status: 403,
      message: TASK_MESSAGES.forbiddenDelete,
    });
    expect(await send(S.tasksDelete, { id: task.id }, manager)).toEqual({ id: task.id, taskId: task.taskId });
    expect(await count('task_comment where task_id = ?', [task.id])).toBe(0);
    expect(await count('task_history where task_id = ?', [task.id])).toBe(0);
    expect(await count('task_risk where task_id = ?', [task.id])).toBe(0);
    await expect(send(S.commentsCreate, { content: 'x', taskId: task.id })).rejects.toMatchObject({ status: 404 });
  });

  it("drops a deleted risk's links once the event is consumed, even when it was published while the service was down", async () => {
    const task = await create({ title: 'Linked twice', riskIds: [riskA.id, riskB.id] });
    await app.close();
    await publish(
      createEvent(RiskDeleted, {
        actor: admin,
        entity: { type: 'risk', id: riskA.id },
        description: 'x',
        data: { risk: riskA, deletedComments: 0 },
      }),
    );
    await start();
    await eventually(async () => (await count('task_risk where risk_id = ?', [riskA.id])) === 0, 15_000);
    const after = await send<TaskDetailView>(S.tasksGet, { id: task.id });
    expect(after.riskIds).toEqual([riskB.id]);
    expect(after.risks.map((r) => r.riskId)).toEqual(['RSK-2026-0002']);
    expect(await count('risk_projection where id = ?', [riskA.id])).toBe(0);
  });
});
