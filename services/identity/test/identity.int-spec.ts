import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, eventually, startTestService, type TestEnv, gatewayRpcOptions } from '@rtm/backend/testing';
import {
  AR,
  IDENTITY_MESSAGES,
  SUBJECTS,
  VALIDATION,
  type Actor,
  type DepartmentDto,
  type Page,
  type UserDto,
  type UserSummary,
} from '@rtm/contracts';
import { IdentityConfig } from '../src/identity.config.js';
import { IdentityModule } from '../src/identity.module.js';

describe('identity service', () => {
  let env: TestEnv;
  let app: INestMicroservice;
  let rpc: RpcClient;
  let orm: MikroORM;
  let admin: Actor;
  const manager: Actor = { id: '00000000-0000-4000-8000-000000000001', role: 'manager' };

  beforeAll(async () => {
    env = createTestEnv('identity');
    ({ app, orm } = await startTestService({
      service: 'identity',
      configClass: IdentityConfig,
      module: (config, logger) => IdentityModule.forRoot(config, logger),
      env,
    }));
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'identity-test' });
    await rpc.connect();
    const user = await rpc.send<UserDto>(SUBJECTS.identity.authVerify, { username: 'admin', password: 'admin123' }, null);
    admin = { id: user.id, role: user.role };
  });

  afterAll(async () => {
    await rpc?.close();
    await app?.close();
    await destroyTestEnv(env);
  });

  it('seeds the administrator on first start', () => {
    expect(admin.role).toBe('system_admin');
  });

  it('rejects a wrong password with the Arabic message', async () => {
    await expect(rpc.send(SUBJECTS.identity.authVerify, { username: 'admin', password: 'nope' }, null)).rejects.toMatchObject({
      status: 401,
      message: AR.wrongCredentials,
    });
  });

  it('stores an argon2id hash, never the password, and never returns it', async () => {
    const created = await rpc.send<UserDto>(
      SUBJECTS.identity.usersCreate,
      { username: 'sara', password: 'secret1', firstName: 'Sara', lastName: 'Ali', email: 'sara@example.com' },
      admin,
    );
    expect(created).not.toHaveProperty('password');
    expect(created).not.toHaveProperty('passwordHash');
    expect(created.role).toBe('team_member');
    const [row] = await orm.em
      .fork()
      .execute<{ password_hash: string }[]>('select password_hash from identity.credential where user_id = ?', [created.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const signedIn = await rpc.send<UserDto>(SUBJECTS.identity.authVerify, { username: 'SARA', password: 'secret1' }, null);
    expect(signedIn.id).toBe(created.id);
  });

  it('answers validation messages of the spec', async () => {
    const error = await rpc
      .send(SUBJECTS.identity.usersCreate, { username: 'x', password: '123', firstName: '', lastName: 'L', email: 'not-an-email' }, admin)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    const { messages } = error as { messages: string[] };
    expect(messages).toEqual(expect.arrayContaining([VALIDATION.passwordMin, VALIDATION.firstNameRequired, VALIDATION.invalidEmail]));
  });

  it('refuses duplicates with 409 and writes nothing', async () => {
    const before = await orm.em.fork().execute<{ n: string }[]>('select count(*) as n from identity.app_user');
    await expect(
      rpc.send(SUBJECTS.identity.usersCreate, { username: 'Sara', password: 'secret1', firstName: 'S', lastName: 'A' }, admin),
    ).rejects.toMatchObject({ status: 409, message: IDENTITY_MESSAGES.usernameTaken });
    await expect(
      rpc.send(
        SUBJECTS.identity.usersCreate,
        { username: 'sara2', password: 'secret1', firstName: 'S', lastName: 'A', email: 'SARA@example.com' },
        admin,
      ),
    ).rejects.toMatchObject({ status: 409, message: IDENTITY_MESSAGES.emailTaken });
    const after = await orm.em.fork().execute<{ n: string }[]>('select count(*) as n from identity.app_user');
    expect(after[0].n).toBe(before[0].n);
  });

  it('lets only a system admin create users and departments', async () => {
    await expect(
      rpc.send(SUBJECTS.identity.usersCreate, { username: 'eve', password: 'secret1', firstName: 'E', lastName: 'V' }, manager),
    ).rejects.toMatchObject({ status: 403 });
    await expect(rpc.send(SUBJECTS.identity.departmentsCreate, { name: 'Ops' }, manager)).rejects.toMatchObject({ status: 403 });
    await expect(
      rpc.send(SUBJECTS.identity.usersCreate, { username: 'eve', password: 'secret1', firstName: 'E', lastName: 'V' }, null),
    ).rejects.toMatchObject({
      status: 401,
    });
  });

  it('manages departments: unique names, managers limited to manager or system admin, clearing', async () => {
    const it = await rpc.send<DepartmentDto>(SUBJECTS.identity.departmentsCreate, { name: 'IT', description: 'Tech' }, admin);
    await expect(rpc.send(SUBJECTS.identity.departmentsCreate, { name: 'it' }, admin)).rejects.toMatchObject({
      status: 409,
      message: IDENTITY_MESSAGES.departmentNameTaken,
    });
    const member = await rpc.send<UserDto>(
      SUBJECTS.identity.usersCreate,
      { username: 'omar', password: 'secret1', firstName: 'Omar', lastName: 'K', departmentId: it.id },
      admin,
    );
    await expect(
      rpc.send(SUBJECTS.identity.departmentsSetManager, { departmentId: it.id, managerId: member.id }, admin),
    ).rejects.toMatchObject({
      status: 400,
      message: VALIDATION.managerRole,
    });
    const promoted = await rpc.send<UserDto>(SUBJECTS.identity.usersChangeRole, { userId: member.id, role: 'manager' }, admin);
    expect(promoted.departmentId).toBe(it.id); // the role change kept the department
    const managed = await rpc.send<DepartmentDto>(
      SUBJECTS.identity.departmentsSetManager,
      { departmentId: it.id, managerId: member.id },
      admin,
    );
    expect(managed.managerId).toBe(member.id);
    // A team member cannot manage a department: the demotion waits until the department has another manager.
    await expect(rpc.send(SUBJECTS.identity.usersChangeRole, { userId: member.id, role: 'team_member' }, admin)).rejects.toMatchObject({
      status: 409,
      message: IDENTITY_MESSAGES.userHoldsWork,
    });
    const cleared = await rpc.send<DepartmentDto>(SUBJECTS.identity.departmentsSetManager, { departmentId: it.id, managerId: null }, admin);
    expect(cleared.managerId).toBeNull();
    const demoted = await rpc.send<UserDto>(SUBJECTS.identity.usersChangeRole, { userId: member.id, role: 'team_member' }, admin);
    expect(demoted.role).toBe('team_member');
  });

  it('answers users by ids in one batch without secrets', async () => {
    const users = (await rpc.send<Page<UserDto>>(SUBJECTS.identity.usersList, {}, admin)).items;
    const summaries = await rpc.send<UserSummary[]>(SUBJECTS.identity.usersByIds, { ids: users.map((u) => u.id) }, admin);
    expect(summaries).toHaveLength(users.length);
    expect(Object.keys(summaries[0]).sort()).toEqual(['departmentId', 'email', 'firstName', 'id', 'lastName', 'profileImageUrl', 'role']);
  });

  it('writes each change and its event in one transaction and relays them to JetStream', async () => {
    const rows = await eventually(async () => {
      const found = await orm.em
        .fork()
        .execute<{ subject: string; sent: boolean }[]>(
          'select subject, sent_at is not null as sent from identity.outbox_event order by seq',
        );
      return found.length > 0 && found.every((r) => r.sent) ? found : undefined;
    });
    const subjects = rows.map((r) => r.subject);
    expect(subjects.filter((s) => s === 'events.user.created')).toHaveLength(3); // admin, sara, omar
    expect(subjects).toContain('events.department.created');
    expect(subjects).toContain('events.department.updated');
    expect(subjects).toContain('events.user.updated');
  });
});
