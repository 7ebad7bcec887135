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
  BULK_EDIT_MESSAGES,
  SUBJECTS,
  TASK_BULK_EDIT_SUBJECTS,
  TASK_MESSAGES,
  UserCreated,
  type Actor,
  type BulkEditAnswer,
  type BulkEditJobView,
  type MatchingIds,
  type Page,
  type TaskDetailView,
  type TaskHistoryEntryDto,
  type UserRole,
} from '@rtm/contracts';
import { TaskConfig } from '../src/task.config.js';
import { TaskModule } from '../src/task.module.js';

const S = SUBJECTS.task;
const B = TASK_BULK_EDIT_SUBJECTS;

/** Issue 27: a bulk edit changes each task through the form's own change, refusing each task on its own. */
describe('bulk edit of tasks', () => {
  let env: TestEnv;
  let app: INestMicroservice;
  let orm: MikroORM;
  let rpc: RpcClient;
  let publisher: TestPublisher;
  let admin: Actor, manager: Actor, owner: Actor, assignee: Actor, inactive: Actor;
  let n = 0;

  const send = <T>(subject: string, data: unknown, actor: Actor | null = admin) => rpc.send<T>(subject, data, actor);
  const count = async (sql: string, params: unknown[] = []) => {
    const [row] = await orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from task.${sql}`, params);
    return Number(row.n);
  };
  const user = async (role: UserRole, isActive = true): Promise<Actor> => {
    const id = randomUUID();
    const i = ++n;
    await publisher.publish(
      createEvent(UserCreated, {
        actor: null,
        entity: { type: 'user', id },
        description: 'Created user',
        data: {
          user: {
            id,
            firstName: `First${i}`,
            lastName: `Last${i}`,
            email: `b${i}@example.com`,
            role,
            departmentId: null,
            profileImageUrl: null,
            isActive,
          },
          username: `bulk${i}`,
        },
      }),
    );
    await eventually(async () => (await count('user_projection where id = ?', [id])) === 1, 10_000);
    return { id, role };
  };
  const create = (data: Record<string, unknown>, actor: Actor = owner) => send<TaskDetailView>(S.tasksCreate, data, actor);

  beforeAll(async () => {
    env = createTestEnv('taskbulk');
    ({ app, orm } = await startTestService({
      service: 'task',
      configClass: TaskConfig,
      module: (config, logger) => TaskModule.forRoot(config, logger),
      env,
      extra: { DIRECTORY_WAIT_MS: '200' },
    }));
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'task-bulk-test', defaultTimeoutMs: 60_000 });
    await rpc.connect();
    publisher = await TestPublisher.connect(env, 'task-bulk-reader');
    admin = await user('system_admin');
    [manager, owner, assignee, inactive] = [
      await user('manager'),
      await user('team_member'),
      await user('team_member'),
      await user('team_member', false),
    ];
  });

  afterAll(async () => {
    await rpc?.close().catch(() => undefined);
    await publisher?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await destroyTestEnv(env);
  });

  it('changes the tasks its actor may change and refuses the others one by one, with the form’s reasons', async () => {
    const mine = await create({ title: 'Owned task', priority: 'low' });
    const assigned = await create({ title: 'Assigned to the owner', assignedToId: owner.id }, manager);
    const foreign = await create({ title: 'Someone else’s' }, manager);
    const alreadyHigh = await create({ title: 'Already high', priority: 'high' });

    const answer = await send<BulkEditAnswer>(
      B.bulkEdit,
      { ids: [mine.id, assigned.id, foreign.id, alreadyHigh.id], changes: { priority: 'high' } },
      owner,
    );
    expect(answer).toEqual({
      kind: 'result',
      updated: 1,
      unchanged: 1,
      refused: [
        { id: assigned.id, code: 'forbidden', message: TASK_MESSAGES.forbiddenStatusOnly },
        { id: foreign.id, code: 'forbidden', message: TASK_MESSAGES.forbiddenEdit },
      ],
    });
    const history = (await send<Page<TaskHistoryEntryDto>>(S.historyList, { id: mine.id })).items;
    expect(history.map((entry) => entry.action)).toEqual(['created', 'priority_changed']);

    // Its assignee may change the status alone.
    expect(await send<BulkEditAnswer>(B.bulkEdit, { ids: [assigned.id], changes: { status: 'in_progress' } }, owner)).toMatchObject({
      updated: 1,
      refused: [],
    });
  });

  it('refuses an inactive assignee on each task and unknown fields before changing anything', async () => {
    const task = await create({ title: 'To assign' });
    expect(await send<BulkEditAnswer>(B.bulkEdit, { ids: [task.id], changes: { assignedToId: inactive.id } })).toEqual({
      kind: 'result',
      updated: 0,
      unchanged: 0,
      refused: [{ id: task.id, code: 'invalid', message: TASK_MESSAGES.assigneeNotActive }],
    });
    await expect(send(B.bulkEdit, { ids: [task.id], changes: { title: 'Renamed' } })).rejects.toMatchObject({
      status: 400,
      message: BULK_EDIT_MESSAGES.taskFieldsOnly,
    });
    expect(await send<TaskDetailView>(S.tasksGet, { id: task.id })).toMatchObject({ title: 'To assign', assignedToId: null });
  });

  it('works 150 tasks as a job to the end, with a history entry per changed task', async () => {
    const created: TaskDetailView[] = [];
    for (let i = 0; i < 150; i++) created.push(await create({ title: `Batch task ${i}`, priority: 'low' }, manager));
    const answer = await send<BulkEditAnswer>(
      B.bulkEdit,
      { ids: created.map((t) => t.id), changes: { dueDate: '2027-03-31', assignedToId: assignee.id } },
      manager,
    );
    expect(answer.kind).toBe('job');
    const jobId = (answer as { jobId: string }).jobId;
    const done = await eventually(async () => {
      const job = await send<BulkEditJobView>(B.bulkEditJob, { jobId }, manager);
      return job.state === 'done' ? job : undefined;
    }, 120_000);
    expect(done).toEqual({ jobId, state: 'done', total: 150, processed: 150, updated: 150, unchanged: 0, refused: [], refusedCount: 0 });
    expect(await count(`task where due_date = '2027-03-31' and assigned_to_id = ?`, [assignee.id])).toBe(150);
    expect(await count(`task_history where action = 'due_date_changed' and new_value = '2027-03-31'`)).toBe(150);

    const matching = await send<MatchingIds>(B.matchingIds, { search: 'Batch task', assignedToId: assignee.id });
    expect(matching.total).toBe(150);
    expect(matching.ids).toHaveLength(150);
    await expect(send(B.bulkEditJob, { jobId }, owner)).rejects.toMatchObject({ status: 403, message: BULK_EDIT_MESSAGES.jobForbidden });
  });
});
