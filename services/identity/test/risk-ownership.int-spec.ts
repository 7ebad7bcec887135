import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createEvent } from '@rtm/backend/events';
import { RpcClient } from '@rtm/backend/nats';
import { TestPublisher, createTestEnv, destroyTestEnv, gatewayRpcOptions, startTestService, type TestEnv } from '@rtm/backend/testing';
import {
  IDENTITY_MESSAGES,
  RiskClosed,
  RiskCreated,
  RiskDeleted,
  RiskUpdated,
  SUBJECTS,
  type Actor,
  type DomainEvent,
  type RiskDto,
  type RiskStatus,
  type UserDto,
} from '@rtm/contracts';
import { IdentityConfig } from '../src/identity.config.js';
import { IdentityModule } from '../src/identity.module.js';
import { RiskOwnership } from '../src/risk-ownership/risk-ownership.service.js';

const S = SUBJECTS.identity;

/**
 * Identity's projection of the risk service's risks (durable identity-risks) and the rule it serves: an owner of open
 * risks keeps an owner role and stays active (409) until the risks have another owner, closed or deleted.
 */
describe('open risk ownership in identity', () => {
  let env: TestEnv;
  let app: INestMicroservice;
  let orm: MikroORM;
  let rpc: RpcClient;
  let publisher: TestPublisher;
  let admin: Actor;
  let ownership: RiskOwnership;

  const owned = (user: { id: string }) => ownership.openRisksOwnedBy(orm.em.fork(), user.id);

  /** Publishes events as the risk service's relay does, and waits until identity has handled them. */
  async function publish(...events: DomainEvent[]): Promise<void> {
    let seq = 0;
    for (const event of events) seq = await publisher.publish(event);
    await publisher.consumed('identity-risks', seq);
  }

  const risk = (ownerId: string, status: RiskStatus = 'open'): RiskDto =>
    ({
      id: randomUUID(),
      riskId: `RSK-2026-${Math.floor(1000 + Math.random() * 9000)}`,
      title: 'Flood',
      riskScore: 9,
      status,
      ownerId,
    }) as RiskDto;
  const created = (r: RiskDto) =>
    createEvent(RiskCreated, { actor: admin, entity: { type: 'risk', id: r.id }, description: 'x', data: { risk: r, source: 'form' } });
  const updated = (r: RiskDto, definition: typeof RiskUpdated | typeof RiskClosed = RiskUpdated) =>
    createEvent(definition, { actor: admin, entity: { type: 'risk', id: r.id }, description: 'x', data: { risk: r, changes: {} } });
  const deleted = (r: RiskDto) =>
    createEvent(RiskDeleted, { actor: admin, entity: { type: 'risk', id: r.id }, description: 'x', data: { risk: r, deletedComments: 0 } });

  const manager = (name: string) =>
    rpc.send<UserDto>(
      S.usersCreate,
      { username: `${name}_${randomUUID().slice(0, 8)}`, password: 'secret1', firstName: name, lastName: 'M', role: 'manager' },
      admin,
    );

  beforeAll(async () => {
    env = createTestEnv('identity_risks');
    ({ app, orm } = await startTestService({
      service: 'identity',
      configClass: IdentityConfig,
      module: (config, logger) => IdentityModule.forRoot(config, logger),
      env,
      extra: { RISK_OWNERSHIP_WAIT_MS: '200' },
    }));
    ownership = app.get(RiskOwnership);
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'identity-risks-test' });
    await rpc.connect();
    publisher = await TestPublisher.connect(env, 'identity-risks-publisher');
    const user = await rpc.send<UserDto>(S.authVerify, { username: 'admin', password: 'admin123' }, null);
    admin = { id: user.id, role: user.role };
  });

  afterAll(async () => {
    await publisher?.close();
    await rpc?.close();
    await app?.close();
    await destroyTestEnv(env);
  });

  it('counts open risks per owner as risks are created, reassigned, closed and deleted', async () => {
    const [ana, ben] = [await manager('Ana'), await manager('Ben')];
    const first = risk(ana.id);
    const second = risk(ana.id);
    const alreadyClosed = risk(ana.id, 'closed');
    await publish(created(first), created(second), created(alreadyClosed));
    expect([await owned(ana), await owned(ben)]).toEqual([2, 0]);

    await publish(updated({ ...first, ownerId: ben.id })); // reassigned
    expect([await owned(ana), await owned(ben)]).toEqual([1, 1]);
    await publish(updated({ ...second, status: 'closed' }, RiskClosed));
    expect([await owned(ana), await owned(ben)]).toEqual([0, 1]);
    await publish(updated({ ...second, status: 'under_review' })); // reopened
    expect(await owned(ana)).toBe(1);
    await publish(updated({ ...second, status: 'accepted' }));
    expect(await owned(ana)).toBe(0);
    await publish(deleted({ ...first, ownerId: ben.id }));
    expect(await owned(ben)).toBe(0);
  });

  it('applies each event once and never lets an older one undo a newer one', async () => {
    const ana = await manager('Cleo');
    const r = risk(ana.id);
    const first = created(r);
    await publish(first);
    const closing = updated({ ...r, status: 'closed' }, RiskClosed);
    await publish(closing);
    // The same events again (a redelivery past the stream's duplicate window): nothing moves.
    let seq = await publisher.publish(first, randomUUID());
    seq = await publisher.publish(closing, randomUUID());
    await publisher.consumed('identity-risks', seq);
    expect(await owned(ana)).toBe(0);
    const processed = await orm.em
      .fork()
      .execute<{ count: number }[]>(`select count(*)::int as count from identity.processed_event where event_id in (?, ?)`, [
        first.id,
        closing.id,
      ]);
    expect(processed[0].count).toBe(2);
    // An event handled in the same transaction as its effect: the projection row carries the newest version.
    const [row] = await orm.em.fork().execute<{ status: string }[]>('select status from identity.risk_projection where id = ?', [r.id]);
    expect(row.status).toBe('closed');
  });

  it('refuses a demotion or deactivation while the user owns open risks, and allows it once they are reassigned', async () => {
    const [ana, ben] = [await manager('Dana'), await manager('Eli')];
    const r = risk(ana.id, 'mitigation_in_progress');
    await publish(created(r));

    for (const [subject, data] of [
      [S.usersChangeRole, { userId: ana.id, role: 'team_member' }],
      [S.usersChangeRole, { userId: ana.id, role: 'executive' }],
      [S.usersSetActive, { userId: ana.id, isActive: false }],
    ] as const) {
      await expect(rpc.send(subject, data, admin)).rejects.toMatchObject({ status: 409, message: IDENTITY_MESSAGES.userHoldsWork });
    }
    // An owner role stays allowed, and so does every change of someone who owns nothing open.
    expect((await rpc.send<UserDto>(S.usersChangeRole, { userId: ana.id, role: 'system_admin' }, admin)).role).toBe('system_admin');
    expect((await rpc.send<UserDto>(S.usersChangeRole, { userId: ben.id, role: 'executive' }, admin)).role).toBe('executive');

    await publish(updated({ ...r, ownerId: admin.id }));
    expect((await rpc.send<UserDto>(S.usersChangeRole, { userId: ana.id, role: 'team_member' }, admin)).role).toBe('team_member');
    expect((await rpc.send<UserDto>(S.usersSetActive, { userId: ana.id, isActive: false }, admin)).isActive).toBe(false);
  });
});
