import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, gatewayRpcOptions } from '@rtm/backend/testing';
import { SUBJECTS, type ActivityExportRow, type ActivityPage, type Actor } from '@rtm/contracts';
import { activityRange } from '@rtm/contracts/validation';
import { startNotification } from './notification-test-app.js';

/**
 * Offsets through the kept day counts and cursors against the table itself: rows written straight into the log
 * over five UTC days, at microsecond times and with ties, so every boundary the counts split on is met.
 */
describe('notification.activities.list paging (offset through the day counts, cursor)', () => {
  const env = createTestEnv('notif_paging');
  const admin: Actor = { id: randomUUID(), role: 'system_admin' };
  const users = [randomUUID(), randomUUID(), randomUUID()];
  let service: Awaited<ReturnType<typeof startNotification>>;
  let rpc: RpcClient;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    service.orm.em.fork().execute<T[]>(query.replaceAll('$schema', `"${service.schema}"`), params);
  const list = (data: Record<string, unknown>) => rpc.send<ActivityPage>(SUBJECTS.notification.activitiesList, data, admin);

  /** The filtered ids newest first, straight from the table (what every way of paging must give). */
  async function expected(filters: Filters) {
    const range = activityRange(filters.from, filters.to);
    const conditions: [string, unknown][] = [
      ['action_type = ?', filters.actionType],
      ['entity_type = ?', filters.entityType],
      ['user_id = ?', filters.userId],
      ['created_at >= ?', range.from],
      ['created_at <= ?', range.to],
    ];
    const given = conditions.filter(([, value]) => value !== undefined && value !== null);
    const clauses = ['true', ...given.map(([clause]) => clause)];
    const params = given.map(([, value]) => value);
    const rows = await sql<{ id: string }>(
      `select id from $schema.activity where ${clauses.join(' and ')} order by created_at desc, id desc`,
      params,
    );
    return rows.map((r) => r.id);
  }

  type Filters = { actionType?: string; entityType?: string; userId?: string; from?: string; to?: string };
  const FILTERS: Filters[] = [
    {},
    { actionType: 'risk_updated' },
    { entityType: 'task' },
    { actionType: 'task_created', entityType: 'task' },
    { actionType: 'task_created', entityType: 'risk' },
    { userId: users[1] },
    { userId: users[2], entityType: 'risk' },
    { from: '2026-03-02T07:30:00.000Z', to: '2026-03-04T13:15:00.000Z' },
    { from: '2026-03-02', to: '2026-03-03' },
    { from: '2026-03-03T00:00:00.000Z' },
    { to: '2026-03-02T12:00:00.000+02:00', entityType: 'risk' },
    { from: '2026-03-03T05:00:00.000Z', to: '2026-03-03T18:00:00.000Z', actionType: 'risk_updated' },
  ];

  beforeAll(async () => {
    service = await startNotification(env);
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'notification-paging-test' });
    await rpc.connect();
    // 150 rows from 2026-03-01 to 2026-03-05 (UTC), about 45 minutes apart with microseconds; every tenth row shares
    // the time of the one before (ties broken by id). One statement, as a consumer's batch inserts them.
    await sql(
      `insert into $schema.activity (id, event_id, action_type, entity_type, entity_id, description, user_id, metadata, created_at)
       select gen_random_uuid(), gen_random_uuid(), (array['risk_created','risk_updated','task_created','user_updated'])[1 + g % 4],
              (array['risk','risk','task','user'])[1 + g % 4], g::text, 'Row ' || g, (?::uuid[])[1 + g % 3], '{}'::jsonb,
              timestamptz '2026-03-01T00:10:00Z' + ((g - (case when g % 10 = 0 then 1 else 0 end)) * interval '45 minutes 1.234567 seconds')
         from generate_series(1, 150) g`,
      [`{${users.join(',')}}`],
    );
  });

  afterAll(async () => {
    await rpc?.close();
    await service?.app.close();
    await destroyTestEnv(env);
  });

  it('keeps the day counts equal to the rows, per day, action and entity type', async () => {
    const mismatches = await sql(
      `select * from (select (created_at at time zone 'UTC')::date as day, action_type, entity_type, count(*) as n
                        from $schema.activity group by 1, 2, 3) t
        full join $schema.activity_day_count c using (day, action_type, entity_type)
       where c.n is distinct from t.n`,
    );
    expect(mismatches).toEqual([]);
  });

  it.each(FILTERS.map((f): [string, Filters] => [JSON.stringify(f), f]))(
    'answers the exact total and every offset page of %s',
    async (_name, filters) => {
      const ids = await expected(filters);
      const limit = 7;
      for (let offset = 0; offset <= ids.length + limit; offset += limit) {
        const page = await list({ ...filters, limit, offset });
        expect(page.total).toBe(ids.length);
        expect(page.items.map((a) => a.id)).toEqual(ids.slice(offset, offset + limit));
      }
      // An offset in the middle of a day, and one on each row of a day's boundary.
      for (const offset of [1, 13, 29, 30, 31, 61, ids.length - 1]) {
        if (offset < 0) continue;
        expect((await list({ ...filters, limit: 3, offset })).items.map((a) => a.id)).toEqual(ids.slice(offset, offset + 3));
      }
    },
  );

  it.each(FILTERS.map((f): [string, Filters] => [JSON.stringify(f), f]))(
    'walks %s by cursor: disjoint pages, all rows, the order of the offsets, and back again',
    async (_name, filters) => {
      const ids = await expected(filters);
      const limit = 9;
      const pages: string[][] = [];
      let page = await list({ ...filters, limit });
      expect(page.prevCursor).toBeNull();
      for (;;) {
        expect(page.total).toBe(ids.length);
        pages.push(page.items.map((a) => a.id));
        if (!page.nextCursor) break;
        page = await list({ ...filters, limit, cursor: page.nextCursor });
      }
      expect(pages.flat()).toEqual(ids);
      expect(pages.filter((p) => p.length === 0)).toHaveLength(ids.length === 0 ? 1 : 0);

      const back: string[][] = [page.items.map((a) => a.id)];
      while (page.prevCursor) {
        page = await list({ ...filters, limit, cursor: page.prevCursor });
        back.unshift(page.items.map((a) => a.id));
      }
      expect(back).toEqual(pages);
    },
  );

  it('answers cursors for the neighbours of an offset page too, and none past either end', async () => {
    const ids = await expected({});
    const middle = await list({ limit: 10, offset: 50 });
    const older = await list({ limit: 10, cursor: middle.nextCursor });
    const newer = await list({ limit: 10, cursor: middle.prevCursor });
    expect(older.items.map((a) => a.id)).toEqual(ids.slice(60, 70));
    expect(newer.items.map((a) => a.id)).toEqual(ids.slice(40, 50));
    const last = await list({ limit: 10, offset: ids.length - 10 });
    expect(last.nextCursor).toBeNull();
    expect(await list({ limit: 10, cursor: last.prevCursor })).toMatchObject({ total: ids.length });
  });

  it('sees a new row at the top of the offsets but not in the pages after a cursor', async () => {
    const first = await list({ limit: 5 });
    await sql(
      `insert into $schema.activity (id, event_id, action_type, entity_type, entity_id, description, user_id, metadata, created_at)
       values (gen_random_uuid(), gen_random_uuid(), 'risk_created', 'risk', 'new', 'Newest', null, '{}', '2026-03-06T00:00:00Z')`,
    );
    const byCursor = await list({ limit: 5, cursor: first.nextCursor });
    const byOffset = await list({ limit: 5, offset: 5 });
    expect(byCursor.items[0].id).toBe(byOffset.items[1].id);
    expect(byCursor.total).toBe(first.total + 1);
  });

  it('exports every row once after cursors of rows that share a time to the microsecond', async () => {
    const ids = await expected({});
    const rows: ActivityExportRow[] = [];
    let cursor: Record<string, string> = {};
    for (;;) {
      const next = await rpc.send<ActivityExportRow[]>(SUBJECTS.notification.activitiesExport, { limit: 10, ...cursor }, admin);
      rows.push(...next);
      if (next.length < 10) break;
      cursor = { beforeCreatedAt: next[9].createdAt, beforeId: next[9].id };
    }
    expect(rows.map((r) => r.id)).toEqual(ids);
  });

  it('refuses a cursor that is not one, and a cursor beside an offset', async () => {
    await expect(list({ cursor: 'page-2' })).rejects.toMatchObject({
      status: 400,
      message: 'cursor must be the X-Next-Cursor or X-Prev-Cursor of a page of the activity log',
    });
    const { nextCursor } = await list({ limit: 5 });
    await expect(list({ cursor: nextCursor, offset: 5 })).rejects.toMatchObject({
      status: 400,
      message: 'Give either cursor or offset, not both',
    });
  });
});
