import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ACTOR_REFUSED, RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, startTestService, type TestEnv, gatewayRpcOptions } from '@rtm/backend/testing';
import { SUBJECTS, type Actor, type TasksOfRisk } from '@rtm/contracts';
import { TaskConfig } from '../src/task.config.js';
import { TaskModule } from '../src/task.module.js';

describe('task.tasks.byRisk', () => {
  let env: TestEnv;
  let app: INestMicroservice;
  let rpc: RpcClient;
  let orm: MikroORM;
  const member: Actor = { id: randomUUID(), role: 'team_member' };
  const riskA = randomUUID();
  const riskB = randomUUID();
  const ids = { first: randomUUID(), second: randomUUID(), other: randomUUID(), unlinked: randomUUID() };

  const tasksOfRisk = (riskId: unknown, actor: Actor | null = member) =>
    rpc.send<TasksOfRisk>(SUBJECTS.task.tasksByRisk, { riskId }, actor);
  const byRisk = async (riskId: unknown, actor: Actor | null = member) => (await tasksOfRisk(riskId, actor)).tasks;

  beforeAll(async () => {
    env = createTestEnv('task');
    ({ app, orm } = await startTestService({
      service: 'task',
      configClass: TaskConfig,
      module: (config, logger) => TaskModule.forRoot(config, logger),
      env,
    }));
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'task-test' });
    await rpc.connect();

    const em = orm.em.fork();
    const insert = (
      id: string,
      code: string,
      title: string,
      createdAt: string,
      extra = { status: 'to_do', priority: 'medium', due: null as string | null },
    ) =>
      em.execute(
        `insert into task.task (id, task_id, title, owner_id, status, priority, due_date, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)`,
        [id, code, title, member.id, extra.status, extra.priority, extra.due, createdAt],
      );
    // Inserted newest first, so the answer's order comes from created_at, not from insertion.
    await insert(ids.second, 'TSK-2026-0002', 'Install water sensors', '2026-02-02T10:00:00Z', {
      status: 'in_progress',
      priority: 'high',
      due: '2026-03-01T00:00:00Z',
    });
    await insert(ids.first, 'TSK-2026-0001', 'Move the servers', '2026-02-01T10:00:00Z');
    await insert(ids.other, 'TSK-2026-0003', 'Review the contract', '2026-02-03T10:00:00Z');
    await insert(ids.unlinked, 'TSK-2026-0004', 'Unrelated', '2026-02-04T10:00:00Z');
    await em.execute(`insert into task.task_risk (task_id, risk_id) values (?, ?), (?, ?), (?, ?), (?, ?)`, [
      ids.first,
      riskA,
      ids.second,
      riskA,
      ids.second,
      riskB,
      ids.other,
      riskB,
    ]);
    // What the risk service's events told the task service: riskA exists.
    await em.execute(
      `insert into task.risk_projection (id, code, title, score, status, owner_id, version_at) values (?, ?, ?, ?, ?, ?, now())`,
      [riskA, 'RSK-2026-0001', 'Flooding', 12, 'open', member.id],
    );
  });

  afterAll(async () => {
    await rpc?.close();
    await app?.close();
    await destroyTestEnv(env);
  });

  it('answers an empty list for a risk without tasks, and whether its projection knows the risk', async () => {
    expect(await tasksOfRisk(randomUUID())).toEqual({ riskKnown: false, tasks: [], total: 0 });
    expect((await tasksOfRisk(riskA)).riskKnown).toBe(true);
    expect((await tasksOfRisk(riskB)).riskKnown).toBe(false);
  });

  it("lists the risk's linked tasks, oldest first", async () => {
    expect(await byRisk(riskA)).toEqual([
      { id: ids.first, taskId: 'TSK-2026-0001', title: 'Move the servers', status: 'to_do', priority: 'medium', dueDate: null },
      {
        id: ids.second,
        taskId: 'TSK-2026-0002',
        title: 'Install water sensors',
        status: 'in_progress',
        priority: 'high',
        dueDate: '2026-03-01',
      },
    ]);
    expect((await byRisk(riskB)).map((t) => t.taskId)).toEqual(['TSK-2026-0002', 'TSK-2026-0003']);
  });

  it('answers a page of them and how many there are (at most 500 per answer; more is refused)', async () => {
    const page = await rpc.send<TasksOfRisk>(SUBJECTS.task.tasksByRisk, { riskId: riskB, limit: 1, offset: 1 }, member);
    expect(page).toMatchObject({ riskKnown: false, total: 2, tasks: [{ taskId: 'TSK-2026-0003' }] });
    await expect(rpc.send(SUBJECTS.task.tasksByRisk, { riskId: riskB, limit: 501 }, member)).rejects.toMatchObject({ status: 400 });
  });

  it('rejects a risk id that is not a uuid (400) and a caller without a session (401)', async () => {
    await expect(byRisk('RSK-2026-0001')).rejects.toMatchObject({ status: 400, message: 'Risk id must be a uuid' });
    await expect(byRisk(riskA, null)).rejects.toMatchObject({ status: 401, message: ACTOR_REFUSED.noActor });
  });

  it('keeps status and priority to their enumerations and task codes unique', async () => {
    const em = orm.em.fork();
    const add = (code: string, status: string, priority: string) =>
      em.execute(`insert into task.task (id, task_id, title, owner_id, status, priority) values (?, ?, 'x', ?, ?, ?)`, [
        randomUUID(),
        code,
        member.id,
        status,
        priority,
      ]);
    await expect(add('TSK-2026-0100', 'archived', 'medium')).rejects.toThrow(/check constraint/);
    await expect(add('TSK-2026-0101', 'to_do', 'urgent')).rejects.toThrow(/check constraint/);
    await expect(add('TSK-2026-0001', 'to_do', 'low')).rejects.toThrow(/unique/);
    const [row] = await em.execute<{ status: string; priority: string }[]>(
      `insert into task.task (id, task_id, title, owner_id) values (?, 'TSK-2026-0102', 'Defaults', ?) returning status, priority`,
      [randomUUID(), member.id],
    );
    expect(row).toEqual({ status: 'to_do', priority: 'medium' });
  });
});
