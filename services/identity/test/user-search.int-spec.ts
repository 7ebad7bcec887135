import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RpcClient } from '@rtm/backend/nats';
import type { SqlReader } from '@rtm/backend/events';
import { createTestEnv, destroyTestEnv, startTestService, type TestEnv, gatewayRpcOptions } from '@rtm/backend/testing';
import { SUBJECTS, type Actor, type ListUsersInput, type Page, type UserDto, type UserListEntry } from '@rtm/contracts';
import { IdentityConfig } from '../src/identity.config.js';
import { IdentityModule } from '../src/identity.module.js';
import { IdentitySchema } from '../src/common/identity-schema.js';
import { UserRepository } from '../src/users/user.repository.js';
import { User, toUserDto } from '../src/users/user.entity.js';

const USERS = 4000;

/** identity.users.list at a few thousand users: search, filters, paging and the indexes behind them. */
describe('identity.users.list at thousands of users', () => {
  let env: TestEnv;
  let app: INestMicroservice;
  let rpc: RpcClient;
  let orm: MikroORM;
  let admin: Actor;
  const manager: Actor = { id: '00000000-0000-4000-8000-000000000001', role: 'manager' };

  const list = (filter: ListUsersInput, actor: Actor = admin) => rpc.send<Page<UserListEntry>>(SUBJECTS.identity.usersList, filter, actor);

  beforeAll(async () => {
    env = createTestEnv('identity_search');
    ({ app, orm } = await startTestService({
      service: 'identity',
      configClass: IdentityConfig,
      module: (config, logger) => IdentityModule.forRoot(config, logger),
      env,
    }));
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'identity-search-test' });
    await rpc.connect();
    const user = await rpc.send<UserDto>(SUBJECTS.identity.authVerify, { username: 'admin', password: 'admin123' }, null);
    admin = { id: user.id, role: user.role };
    // Users i = 1..USERS: every 10th a manager, every 7th inactive, the first 100 in department 1; created a second apart after the administrator.
    const em = orm.em.fork();
    await em.execute(`insert into identity.department (id, name) values (1, 'Operations'), (2, 'Finance')`);
    await em.execute(
      `insert into identity.app_user (id, username, email, first_name, last_name, role, department_id, is_active, created_at, updated_at)
       select gen_random_uuid(), 'login' || i, 'person' || i || '@example.com', 'Given' || i, 'Family' || i,
              case when i % 10 = 0 then 'manager' else 'team_member' end,
              case when i <= 100 then 1 else 2 end, i % 7 <> 0,
              now() + i * interval '1 second', now() + i * interval '1 second'
         from generate_series(1, ${USERS}) i`,
    );
    await em.execute('analyze identity.app_user');
  });

  afterAll(async () => {
    await rpc?.close();
    await app?.close();
    await destroyTestEnv(env);
  });

  it('pages 500 at most, oldest account first, with the number of matches', async () => {
    const first = await list({});
    expect(first.total).toBe(USERS + 1); // and the administrator
    expect(first.items).toHaveLength(500);
    expect(first.items[1].username).toBe('login1');
    const deep = await list({ offset: 3990, limit: 20 });
    expect(deep.items.map((u) => u.username)).toEqual(Array.from({ length: 11 }, (_, i) => `login${3990 + i}`));
    expect(deep.total).toBe(USERS + 1);
    // The bus's answer stays far below NATS's 1 MB at the largest page.
    expect(JSON.stringify(first).length).toBeLessThan(250_000);
  });

  it('writes each user as toUserDto does (keys in order), and leaves sign-in names out for other roles', async () => {
    const [listed] = (await list({ search: 'login1234' })).items;
    const entity = await orm.em.fork().findOneOrFail(User, { username: 'login1234' });
    expect(JSON.stringify(listed)).toBe(JSON.stringify(toUserDto(entity)));
    const { username: _username, isActive: _isActive, ...withoutSignIn } = toUserDto(entity);
    const [asManager] = (await list({ search: 'person1234@' }, manager)).items;
    expect(JSON.stringify(asManager)).toBe(JSON.stringify(withoutSignIn));
  });

  it('searches names, e-mail and (for system admins) usernames in any case, with the filters', async () => {
    expect((await list({ search: 'GIVEN123' })).total).toBe(11); // 123, 1230..1239
    expect((await list({ search: 'given1234 family1234' })).items.map((u) => u.username)).toEqual(['login1234']);
    expect((await list({ search: 'Person77@' })).items.map((u) => u.username)).toEqual(['login77']);
    expect((await list({ search: 'login3999' })).total).toBe(1);
    expect((await list({ search: 'login3999' }, manager)).total).toBe(0);
    const managers = await list({ role: ['manager'], departmentId: 1, limit: 500 });
    expect(managers.total).toBe(10);
    expect(managers.items.every((u) => u.role === 'manager' && u.departmentId === 1)).toBe(true);
    // 1..100 in department 1, of whom 14 are inactive (7, 14, ... 98): other roles see the 86 active.
    expect((await list({ departmentId: 1 })).total).toBe(100);
    expect((await list({ departmentId: 1 }, manager)).total).toBe(86);
    expect((await list({ role: ['manager', 'system_admin'], search: 'given40' })).items.map((u) => u.username)).toEqual([
      'login40',
      'login400',
      'login4000',
    ]);
  });

  it('searches through the trigram indexes (the statement the service runs)', async () => {
    const repository = new UserRepository(new IdentitySchema('identity'));
    const plan = async (filter: ListUsersInput, everyone: boolean): Promise<string> => {
      let statement: { sql: string; params: unknown[] } | undefined;
      const capture: SqlReader = {
        execute: (async (sql: string, params: unknown[]) => {
          statement = { sql, params };
          return [{ items: '[]', total: 0 }];
        }) as SqlReader['execute'],
      };
      await repository.listJson(capture, filter, everyone);
      const em = orm.em.fork();
      // With sequential scans priced out, the plan shows whether the search's expressions are those of the indexes.
      return em.transactional(async (tx) => {
        await tx.execute('set local enable_seqscan = off');
        const rows = await tx.execute<{ 'QUERY PLAN': string }[]>(`explain ${statement!.sql}`, statement!.params);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    };
    const asAdmin = await plan({ search: 'family123' }, true);
    expect(asAdmin).toMatch(/app_user_name_email_trgm_idx/);
    expect(asAdmin).toMatch(/app_user_username_trgm_idx/);
    expect(asAdmin).not.toMatch(/Seq Scan/);
    const asOthers = await plan({ search: 'family123' }, false);
    expect(asOthers).toMatch(/app_user_name_email_trgm_idx/);
    expect(asOthers).not.toMatch(/username_trgm/);
  });
});
