import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import fc from 'fast-check';
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
import { SUBJECTS, TASK_PRIORITIES, TASK_STATUSES, UserCreated, type Actor, type Page, type TaskView } from '@rtm/contracts';
import { TaskConfig } from '../src/task.config.js';
import { TaskModule } from '../src/task.module.js';

const S = SUBJECTS.task;

/** A change of the tasks: `pick` chooses among the tasks there were when the round began. */
const operation = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      status: fc.constantFrom(...TASK_STATUSES),
      priority: fc.constantFrom(...TASK_PRIORITIES),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      pick: fc.nat(),
      changes: fc.record(
        { status: fc.constantFrom(...TASK_STATUSES), priority: fc.constantFrom(...TASK_PRIORITIES), title: fc.constant('Renamed task') },
        { requiredKeys: [] },
      ),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

describe('kept task count (the list total)', () => {
  let env: TestEnv;
  let app: INestMicroservice;
  let orm: MikroORM;
  let rpc: RpcClient;
  let publisher: TestPublisher;
  let admin: Actor;

  const send = <T>(subject: string, data: unknown) => rpc.send<T>(subject, data, admin);
  const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);

  beforeAll(async () => {
    env = createTestEnv('taskcounts');
    ({ app, orm } = await startTestService({
      service: 'task',
      configClass: TaskConfig,
      module: (config, logger) => TaskModule.forRoot(config, logger),
      env,
    }));
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'taskcounts-test', defaultTimeoutMs: 60_000 });
    await rpc.connect();
    publisher = await TestPublisher.connect(env, 'taskcounts-reader');
    admin = { id: randomUUID(), role: 'system_admin' };
    await publisher.publish(
      createEvent(UserCreated, {
        actor: null,
        entity: { type: 'user', id: admin.id },
        description: 'Created user',
        data: {
          user: {
            id: admin.id,
            firstName: 'Ada',
            lastName: 'Admin',
            email: 'ada@example.com',
            role: 'system_admin',
            departmentId: null,
            profileImageUrl: null,
          },
          username: 'ada',
        },
      }),
    );
    await eventually(async () => (await sql(`select 1 from task.user_projection where id = ?`, [admin.id])).length === 1, 10_000);
  });

  afterAll(async () => {
    await rpc?.close().catch(() => undefined);
    await publisher?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await destroyTestEnv(env);
  });

  /** Runs one change through the service's own request handling; a task deleted meanwhile answers 404. */
  async function run(op: Operation, ids: string[]): Promise<void> {
    try {
      if (op.kind === 'create') await send(S.tasksCreate, { title: 'Random task', status: op.status, priority: op.priority });
      else if (ids.length === 0) return;
      else if (op.kind === 'edit') await send(S.tasksUpdate, { id: ids[op.pick % ids.length], ...op.changes });
      else await send(S.tasksDelete, { id: ids[op.pick % ids.length] });
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
    }
  }

  it('equals a full recount after rounds of random concurrent creates, edits and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 25 }), async (ops) => {
        const ids = (await sql<{ id: string }>(`select id from task.task order by created_at, id`)).map((r) => r.id);
        await Promise.all(ops.map((op) => run(op, ids)));
        expect(await sql(`select status, priority, tasks from task.task_count where tasks > 0 order by 1, 2`)).toEqual(
          await sql(`select status, priority, count(*)::int as tasks from task.task group by 1, 2 order by 1, 2`),
        );
      }),
      { numRuns: 6 },
    );
  }, 240_000);

  it('answers the list totals as counting the tasks would', async () => {
    const total = async (filter: object) => (await send<Page<TaskView>>(S.tasksList, { ...filter, limit: 1 })).total;
    const count = async (where = 'true') => (await sql<{ n: number }>(`select count(*)::int as n from task.task where ${where}`))[0].n;
    expect(await total({})).toBe(await count());
    expect(await total({ status: ['done', 'blocked'] })).toBe(await count(`status in ('done', 'blocked')`));
    expect(await total({ priority: ['high'], status: ['to_do'], offset: 3 })).toBe(await count(`priority = 'high' and status = 'to_do'`));
    // Filters the count does not keep are counted over the tasks.
    expect(await total({ search: 'Renamed' })).toBe(await count(`title like '%Renamed%'`));
    expect(await total({ ownerId: admin.id, status: ['in_progress'] })).toBe(await count(`status = 'in_progress'`));
    expect((await send<Page<TaskView>>(S.tasksMine, { limit: 1 })).total).toBe(await count());
  });
});
