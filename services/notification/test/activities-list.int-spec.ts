import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACTOR_REFUSED, RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, gatewayRpcOptions, TestPublisher } from '@rtm/backend/testing';
import { ERRORS, SUBJECTS, type Actor, type ActivityDto, type ActivityExportRow, type Page } from '@rtm/contracts';
import { domainEvent, startNotification, userEvent, userSummary } from './notification-test-app.js';

describe('notification.activities.list', () => {
  const env = createTestEnv('notif_list');
  const admin: Actor = { id: randomUUID(), role: 'system_admin' };
  const author = userSummary({ firstName: 'Nour', lastName: 'Kamal', email: 'nour@example.com', role: 'executive' });
  const t0 = Date.parse('2026-05-01T08:00:00Z');
  /** Six activities: the author's user_created, then five risk events a minute apart (the last by an unknown user). */
  const risks = Array.from({ length: 5 }, (_, i) =>
    domainEvent({
      type: 'risk_updated',
      actor: i === 4 ? { id: randomUUID(), role: 'manager' } : { id: author.id, role: 'executive' },
      entity: { type: 'risk', id: randomUUID() },
      description: `Update ${i + 1}`,
      occurredAt: new Date(t0 + (i + 1) * 60_000),
    }),
  );
  let service: Awaited<ReturnType<typeof startNotification>>;
  let publisher: TestPublisher;
  let rpc: RpcClient;

  const list = (data: Record<string, unknown>, actor: Actor | null = admin) =>
    rpc.send<Page<ActivityDto>>(SUBJECTS.notification.activitiesList, data, actor);

  beforeAll(async () => {
    service = await startNotification(env);
    publisher = await TestPublisher.connect(env);
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'notification-list-test' });
    await rpc.connect();
    await publisher.publish(userEvent('user_created', author, admin, new Date(t0)));
    let last = 0;
    for (const event of risks) last = await publisher.publish(event);
    await publisher.consumed('notification-activity', last);
    await publisher.consumed('notification-users', last);
  });

  afterAll(async () => {
    await rpc?.close();
    await publisher?.close();
    await service?.app.close();
    await destroyTestEnv(env);
  });

  it('answers newest first with the total, one page at a time', async () => {
    const first = await list({ limit: 2 });
    expect(first.total).toBe(6);
    expect(first.items.map((a) => a.description)).toEqual(['Update 5', 'Update 4']);

    const second = await list({ limit: 2, offset: 2 });
    expect(second.total).toBe(6);
    expect(second.items.map((a) => a.description)).toEqual(['Update 3', 'Update 2']);

    const last = await list({ limit: 4, offset: 4 });
    expect(last.items.map((a) => a.actionType)).toEqual(['risk_updated', 'user_created']);

    expect(await list({ offset: 10 })).toEqual({ items: [], total: 6, nextCursor: null, prevCursor: null });
  });

  it('pages with 50 by default and accepts numbers sent as text', async () => {
    expect((await list({})).items).toHaveLength(6);
    expect((await rpc.send<Page<ActivityDto>>(SUBJECTS.notification.activitiesList, undefined, admin)).items).toHaveLength(6);
    expect((await list({ limit: '1', offset: '1' })).items.map((a) => a.description)).toEqual(['Update 4']);
  });

  it("joins each activity's user from the projection, or null when the user is unknown", async () => {
    const { items } = await list({ limit: 3 });
    expect(items[0]).toMatchObject({ description: 'Update 5', userId: risks[4].actor!.id, user: null });
    expect(items[1]).toMatchObject({
      description: 'Update 4',
      userId: author.id,
      user: { firstName: 'Nour', lastName: 'Kamal', email: 'nour@example.com' },
    });
  });

  it('filters by entity type, action, user and date range, each narrowing the total', async () => {
    const descriptions = async (data: Record<string, unknown>) => {
      const page = await list({ ...data, limit: 200 });
      expect(page.total).toBe(page.items.length);
      return page.items.map((a) => a.description);
    };
    expect(await descriptions({ entityType: 'user' })).toEqual([expect.stringContaining('Created user')]);
    expect(await descriptions({ actionType: 'risk_updated' })).toEqual(['Update 5', 'Update 4', 'Update 3', 'Update 2', 'Update 1']);
    expect(await descriptions({ userId: author.id })).toEqual(['Update 4', 'Update 3', 'Update 2', 'Update 1']);
    expect(await descriptions({ userId: author.id, entityType: 'user' })).toEqual([]);
    const at = (minutes: number) => new Date(t0 + minutes * 60_000).toISOString();
    expect(await descriptions({ from: at(2), to: at(4) })).toEqual(['Update 4', 'Update 3', 'Update 2']);
    expect(await descriptions({ from: '2026-05-01', to: '2026-05-01' })).toHaveLength(6);
    expect(await descriptions({ to: '2026-04-30' })).toEqual([]);
  });

  it('rejects bad filters with 400 and the parameter named', async () => {
    await expect(list({ from: '2026-05-01T08:00:00' })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('from must be a date'),
    });
    await expect(list({ from: '2026-05-02', to: '2026-05-01' })).rejects.toMatchObject({
      status: 400,
      message: 'from must not be after to',
    });
    await expect(list({ entityType: 'planet' })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('entityType must be one of'),
    });
    await expect(list({ userId: 'me' })).rejects.toMatchObject({ status: 400, message: 'userId must be a uuid' });
  });

  it('exports in batches after a cursor: every filtered row once, newest first, without metadata', async () => {
    const batch = (data: Record<string, unknown>) => rpc.send<ActivityExportRow[]>(SUBJECTS.notification.activitiesExport, data, admin);
    const rows: ActivityExportRow[] = [];
    let cursor: Record<string, string> = {};
    for (;;) {
      const next = await batch({ actionType: 'risk_updated', limit: 2, ...cursor });
      rows.push(...next);
      if (next.length < 2) break;
      cursor = { beforeCreatedAt: next[1].createdAt, beforeId: next[1].id };
    }
    expect(rows.map((r) => r.description)).toEqual(['Update 5', 'Update 4', 'Update 3', 'Update 2', 'Update 1']);
    expect(rows[1]).not.toHaveProperty('metadata');
    expect(rows[1].user).toEqual({ firstName: 'Nour', lastName: 'Kamal', email: 'nour@example.com' });
    await expect(batch({ limit: 501 })).rejects.toMatchObject({ status: 400 });
    await expect(batch({})).resolves.toHaveLength(6);
    await expect(rpc.send(SUBJECTS.notification.activitiesExport, {}, { id: randomUUID(), role: 'team_member' })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('finds users for the user filter by name or e-mail', async () => {
    const users = (search: string) => rpc.send<unknown[]>(SUBJECTS.notification.activityUsers, { search }, admin);
    const nour = { id: author.id, firstName: 'Nour', lastName: 'Kamal', email: 'nour@example.com' };
    expect(await users('kam')).toEqual([nour]);
    expect(await users('NOUR K')).toEqual([nour]);
    expect(await users('nour@')).toEqual([nour]);
    expect(await users('%')).toEqual([]);
    await expect(rpc.send(SUBJECTS.notification.activityUsers, {}, { id: randomUUID(), role: 'team_member' })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('rejects a page size above 200, below 1 or a negative offset', async () => {
    await expect(list({ limit: 201 })).rejects.toMatchObject({ status: 400, message: 'limit must be at most 200' });
    await expect(list({ limit: 0 })).rejects.toMatchObject({ status: 400 });
    await expect(list({ offset: -1 })).rejects.toMatchObject({
      status: 400,
      message: 'Offset must be a whole number from 0 to 2147483647',
    });
    await expect(list({ limit: 'many' })).rejects.toMatchObject({ status: 400 });
  });

  it.each(['system_admin', 'executive', 'manager'] as const)('lets a %s read the log', async (role) => {
    expect((await list({ limit: 1 }, { id: randomUUID(), role })).total).toBe(6);
  });

  it('forbids a team member (403) and asks a caller without a session to sign in (401)', async () => {
    await expect(list({}, { id: randomUUID(), role: 'team_member' })).rejects.toMatchObject({ status: 403, message: ERRORS.forbidden });
    await expect(list({}, null)).rejects.toMatchObject({ status: 401, message: ACTOR_REFUSED.noActor });
  });
});
