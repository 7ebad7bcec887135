import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, startTestService, type TestEnv, gatewayRpcOptions } from '@rtm/backend/testing';
import { SAVED_VIEW_MESSAGES, SUBJECTS, type Actor, type SaveViewInput, type SavedViewDto, type UserDto } from '@rtm/contracts';
import { IdentityConfig } from '../src/identity.config.js';
import { IdentityModule } from '../src/identity.module.js';

const S = SUBJECTS.identity;

/** identity.savedViews.*: own and shared views, the share and delete rules, names, limits, and a deactivated owner. */
describe('identity.savedViews', () => {
  let env: TestEnv;
  let app: INestMicroservice;
  let rpc: RpcClient;
  let orm: MikroORM;
  let admin: Actor;
  let manager: Actor;
  let member: Actor;
  let other: Actor;

  const save = (input: SaveViewInput, actor: Actor) => rpc.send<SavedViewDto>(S.savedViewsCreate, input, actor);
  const list = (actor: Actor, which: 'risks' | 'tasks' = 'risks') => rpc.send<SavedViewDto[]>(S.savedViewsList, { list: which }, actor);
  const remove = (id: string, actor: Actor) => rpc.send<null>(S.savedViewsDelete, { id }, actor);
  const person = async (username: string, role: string): Promise<Actor> => {
    const user = await rpc.send<UserDto>(
      S.usersCreate,
      { username, password: 'secret123', firstName: username, lastName: 'Tester', email: `${username}@example.com`, role },
      admin,
    );
    return { id: user.id, role: user.role };
  };

  beforeAll(async () => {
    env = createTestEnv('identity_views');
    ({ app, orm } = await startTestService({
      service: 'identity',
      configClass: IdentityConfig,
      module: (config, logger) => IdentityModule.forRoot(config, logger),
      env,
    }));
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'identity-views-test' });
    await rpc.connect();
    const user = await rpc.send<UserDto>(S.authVerify, { username: 'admin', password: 'admin123' }, null);
    admin = { id: user.id, role: user.role };
    manager = await person('viewmanager', 'manager');
    member = await person('viewmember', 'team_member');
    other = await person('viewother', 'team_member');
  });

  afterAll(async () => {
    await rpc?.close();
    await app?.close();
    await destroyTestEnv(env);
  });

  it('keeps a view per person and list, stored without its question mark, and shows it to its owner only', async () => {
    const view = await save({ list: 'risks', name: ' Open critical ', query: '?status=open&sort=score&savedView=old' }, member);
    expect(view).toMatchObject({
      list: 'risks',
      name: 'Open critical',
      query: 'status=open&sort=score',
      shared: false,
      ownerId: member.id,
    });
    expect(view.ownerName).toBe('viewmember Tester');
    expect(view.deletable).toBe(true);
    expect((await list(member)).map((v) => v.id)).toEqual([view.id]);
    expect(await list(member, 'tasks')).toEqual([]);
    expect((await list(other)).map((v) => v.id)).not.toContain(view.id);
  });

  it('shares a manager view with everyone, who may not delete it', async () => {
    const shared = await save({ list: 'tasks', name: 'Team board', query: 'status=todo', shared: true }, manager);
    const seen = (await list(other, 'tasks')).find((v) => v.id === shared.id);
    expect(seen).toMatchObject({ shared: true, deletable: false, ownerName: 'viewmanager Tester' });
    await expect(remove(shared.id, other)).rejects.toMatchObject({ status: 403, message: SAVED_VIEW_MESSAGES.savedViewDeleteForbidden });
    expect((await list(admin, 'tasks')).find((v) => v.id === shared.id)?.deletable).toBe(true);
  });

  it('refuses a share from a team member with a message, and writes nothing', async () => {
    await expect(save({ list: 'risks', name: 'Mine for all', query: '', shared: true }, member)).rejects.toMatchObject({
      status: 403,
      message: SAVED_VIEW_MESSAGES.savedViewShareForbidden,
    });
    expect((await list(member)).map((v) => v.name)).not.toContain('Mine for all');
  });

  it('refuses a second view of the same name in any case on the same list, and allows it on the other list', async () => {
    await save({ list: 'risks', name: 'Duplicate', query: 'a=1' }, other);
    await expect(save({ list: 'risks', name: 'DUPLICATE', query: 'a=2' }, other)).rejects.toMatchObject({
      status: 409,
      message: SAVED_VIEW_MESSAGES.savedViewNameTaken,
    });
    await expect(save({ list: 'tasks', name: 'Duplicate', query: 'a=2' }, other)).resolves.toMatchObject({ list: 'tasks' });
    // Another person may use the same name.
    await expect(save({ list: 'risks', name: 'Duplicate', query: 'a=3' }, member)).resolves.toMatchObject({ name: 'Duplicate' });
  });

  it('refuses bad names, lists and long queries with their messages', async () => {
    await expect(save({ list: 'risks', name: '   ', query: '' }, member)).rejects.toMatchObject({
      status: 400,
      message: SAVED_VIEW_MESSAGES.savedViewNameRequired,
    });
    await expect(save({ list: 'risks', name: 'x'.repeat(101), query: '' }, member)).rejects.toMatchObject({ status: 400 });
    await expect(save({ list: 'people' as 'risks', name: 'x', query: '' }, member)).rejects.toMatchObject({
      status: 400,
      message: SAVED_VIEW_MESSAGES.savedViewListInvalid,
    });
    await expect(save({ list: 'risks', name: 'Long', query: `search=${'a'.repeat(2000)}` }, member)).rejects.toMatchObject({
      status: 400,
      message: SAVED_VIEW_MESSAGES.savedViewQueryInvalid,
    });
  });

  it('keeps at most 100 views per person and list, even when saved at the same moment', async () => {
    // 94 saved ten at a time (105 at once outlasted the request timeout on a busy CI machine), then 12 at the same moment.
    for (let first = 0; first < 94; first += 10) {
      const batch = Array.from({ length: Math.min(10, 94 - first) }, (_, i) => first + i);
      await Promise.all(batch.map((i) => save({ list: 'tasks', name: `View ${i}`, query: `n=${i}` }, member)));
    }
    const saves = Array.from({ length: 12 }, (_, i) =>
      save({ list: 'tasks', name: `View ${94 + i}`, query: `n=${94 + i}` }, member).then(
        () => true,
        (e) => e,
      ),
    );
    const outcomes = await Promise.all(saves);
    const refused = outcomes.filter((o) => o !== true);
    expect(refused).toHaveLength(6);
    for (const error of refused) expect(error).toMatchObject({ status: 400, message: SAVED_VIEW_MESSAGES.savedViewTooMany });
    expect((await list(member, 'tasks')).filter((v) => v.ownerId === member.id)).toHaveLength(100);
  });

  it('lets the owner delete a private view, and answers 404 to anyone else as if it did not exist', async () => {
    const view = await save({ list: 'risks', name: 'Private', query: 'x=1' }, other);
    await expect(remove(view.id, admin)).rejects.toMatchObject({ status: 404, message: SAVED_VIEW_MESSAGES.savedViewNotFound });
    await remove(view.id, other);
    expect((await list(other)).map((v) => v.id)).not.toContain(view.id);
    await expect(remove(view.id, other)).rejects.toMatchObject({ status: 404 });
  });

  it("keeps a deactivated owner's shared views, which a system admin may delete", async () => {
    const leaver = await person('viewleaver', 'manager');
    const shared = await save({ list: 'risks', name: 'Leaver view', query: 'status=open', shared: true }, leaver);
    await rpc.send(S.usersSetActive, { userId: leaver.id, isActive: false }, admin);
    expect((await list(other)).find((v) => v.id === shared.id)).toMatchObject({ name: 'Leaver view', shared: true });
    await remove(shared.id, admin);
    expect((await list(other)).map((v) => v.id)).not.toContain(shared.id);
    const [{ count }] = await orm.em
      .fork()
      .execute<{ count: number }[]>(`select count(*)::int as count from identity.saved_view where id = ?`, [shared.id]);
    expect(count).toBe(0);
  });
});
