import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, startTestService, type TestEnv, gatewayRpcOptions } from '@rtm/backend/testing';
import {
  SUBJECTS,
  TASK_EXPORT_LIMITS,
  TASK_SORT_FIELDS,
  type Actor,
  type ListTasksInput,
  type Page,
  type TaskExportBatch,
  type TaskExportFilters,
  type TaskExportRow,
  type TaskSortField,
  type TaskView,
} from '@rtm/contracts';
import { TaskConfig } from '../src/task.config.js';
import { TaskModule } from '../src/task.module.js';

const S = SUBJECTS.task;
const TASKS = 1300;

/** task.tasks.export: every match of the list's filters once, in the list's order, across batches cut by rows and bytes. */
describe('task.tasks.export', () => {
  let env: TestEnv;
  let app: INestMicroservice;
  let orm: MikroORM;
  let rpc: RpcClient;
  const member: Actor = { id: randomUUID(), role: 'team_member' };

  /** Every batch of the export, and the number of bus answers it took. */
  const exportAll = async (filters: TaskExportFilters) => {
    const rows: TaskExportRow[] = [];
    let after: string[] | undefined;
    let batches = 0;
    do {
      const batch = await rpc.send<TaskExportBatch>(S.tasksExport, { ...filters, after }, member);
      expect(Buffer.byteLength(JSON.stringify(batch))).toBeLessThan(TASK_EXPORT_LIMITS.batchBytes + 2_000);
      rows.push(...batch.rows);
      after = batch.next ?? undefined;
      batches += 1;
    } while (after);
    return { rows, batches };
  };

  /** The list's pages of the same filters, all of them. */
  const listAll = async (filters: ListTasksInput) => {
    const items: TaskView[] = [];
    // 50 a page: a page of 500 with these long descriptions is more than the bus carries (the export cuts by bytes).
    for (let offset = 0; ; offset += 50) {
      const page = await rpc.send<Page<TaskView>>(S.tasksList, { ...filters, limit: 50, offset }, member);
      items.push(...page.items);
      // Until a short page: the total of the unfiltered list is the kept count, which these inserted rows skipped.
      if (page.items.length < 50) return items;
    }
  };

  /** What a sort orders by, as the list and the export both show it. */
  const sortValue = (
    sort: TaskSortField,
    t: Pick<TaskView, 'createdAt' | 'updatedAt' | 'taskId' | 'dueDate' | 'priority' | 'status' | 'title'>,
  ) => (sort === 'title' ? t.title.toLowerCase() : sort === 'taskId' ? t.taskId : String(t[sort] ?? ''));

  beforeAll(async () => {
    env = createTestEnv('taskexport');
    ({ app, orm } = await startTestService({
      service: 'task',
      configClass: TaskConfig,
      module: (config, logger) => TaskModule.forRoot(config, logger),
      env,
    }));
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'taskexport-test', defaultTimeoutMs: 60_000 });
    await rpc.connect();
    // Ties on purpose: 7 tasks per creation second, 10 titles, a due date for 4 tasks in 5; every 20th has a long
    // Arabic description (18 KB), so a batch is cut by its bytes before its rows.
    await orm.em.fork().execute(
      `insert into task.task (id, task_id, title, description, owner_id, status, priority, due_date, created_at, updated_at)
       select gen_random_uuid(), 'TSK-2026-' || lpad(i::text, 4, '0'), 'Export task ' || (i % 10),
              case when i % 20 = 0 then repeat('وصف طويل ', 1000) else 'Short ' || i end,
              ?, (array['to_do', 'in_progress', 'done', 'blocked'])[1 + i % 4], (array['low', 'medium', 'high', 'critical'])[1 + i % 3],
              case when i % 5 = 0 then null else date '2030-01-01' + (i % 40) end,
              timestamptz '2026-01-01' + (i / 7) * interval '1 second', timestamptz '2026-06-01' + (i % 50) * interval '1 minute'
         from generate_series(1, ${TASKS}) i`,
      [member.id],
    );
  }, 60_000);

  afterAll(async () => {
    await rpc?.close();
    await app?.close();
    await destroyTestEnv(env);
  });

  it.each(TASK_SORT_FIELDS.flatMap((sort) => (['asc', 'desc'] as const).map((order) => [sort, order] as const)))(
    'writes every task once in the order of the list sorted by %s %s',
    async (sort, order) => {
      const { rows, batches } = await exportAll({ sort, order });
      expect(rows).toHaveLength(TASKS);
      expect(new Set(rows.map((r) => r.taskId)).size).toBe(TASKS);
      expect(batches).toBeGreaterThan(TASKS / TASK_EXPORT_LIMITS.batchRows);
      const listed = await listAll({ sort, order });
      expect(rows.map((r) => sortValue(sort, r))).toEqual(listed.map((t) => sortValue(sort, t)));
    },
  );

  it('keeps to the filters across batches', async () => {
    const filters = { status: ['in_progress' as const, 'blocked' as const], priority: ['high' as const], search: 'Export task 1' };
    const { rows } = await exportAll(filters);
    const listed = await listAll(filters);
    expect(rows.map((r) => r.taskId)).toEqual(listed.map((t) => t.taskId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ priority: 'high', title: 'Export task 1' });
  });

  it('answers an empty last batch for no match, and refuses a position that no batch gave', async () => {
    expect(await rpc.send<TaskExportBatch>(S.tasksExport, { search: 'nothing like it' }, member)).toEqual({ rows: [], next: null });
    await expect(rpc.send(S.tasksExport, { sort: 'title', after: ['only one'] }, member)).rejects.toMatchObject({ status: 400 });
    await expect(rpc.send(S.tasksExport, {}, null)).rejects.toMatchObject({ status: 401 });
  });
});
