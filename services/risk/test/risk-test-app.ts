import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { DeliverPolicy } from '@nats-io/jetstream';
import { createEvent, type EventStream } from '@rtm/backend/events';
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
  DepartmentCreated,
  UserCreated,
  UserUpdated,
  type Actor,
  type DomainEvent,
  type UserEventUser,
  type UserRole,
} from '@rtm/contracts';
import { RiskConfig } from '../src/risk.config.js';
import { RiskModule } from '../src/risk.module.js';

export interface TestUser extends Actor {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The risk service in-process on a fresh database, stream and subject prefix. Users and departments
 * are announced the way identity announces them (user_created with data.user = UserSummary and the
 * username, department_created with departmentId and name), which feeds the risk service's projections.
 */
export class RiskTestApp {
  admin!: TestUser;
  private counter = 0;
  private departmentIds = 100;

  private constructor(
    readonly env: TestEnv,
    readonly risk: INestMicroservice,
    readonly rpc: RpcClient,
    readonly orm: MikroORM,
    readonly publisher: TestPublisher,
    readonly config: RiskConfig,
  ) {}

  /** The run's event stream (read the events, reach NATS). */
  get stream(): EventStream {
    return this.publisher.stream;
  }

  static async start(label: string, extra: Record<string, string> = {}): Promise<RiskTestApp> {
    const env = createTestEnv(label);
    const { app: risk, config } = await startTestService({
      service: 'risk',
      configClass: RiskConfig,
      module: (c, logger) => RiskModule.forRoot(c, logger),
      env,
      extra,
    });
    const rpc = new RpcClient({ ...gatewayRpcOptions(env), name: `${label}-test`, defaultTimeoutMs: 60_000 });
    await rpc.connect();
    const publisher = await TestPublisher.connect(env, `${label}-reader`);
    const app = new RiskTestApp(env, risk, rpc, risk.get(MikroORM), publisher, config);
    app.admin = await app.user('system_admin', { username: 'admin', firstName: 'System', lastName: 'Administrator' });
    return app;
  }

  async stop(): Promise<void> {
    await this.rpc.close().catch(() => undefined);
    await this.publisher.close().catch(() => undefined);
    await this.risk.close().catch(() => undefined);
    await destroyTestEnv(this.env);
  }

  /** A request as the gateway sends it: the actor is only `{ id, role }`. */
  send<T>(subject: string, data: unknown, actor: Actor | null = this.admin): Promise<T> {
    return this.rpc.send<T>(subject, data, actor && { id: actor.id, role: actor.role });
  }

  /** Publishes an event the way identity's outbox relay does. */
  async publish(event: DomainEvent): Promise<void> {
    await this.publisher.publish(event);
  }

  /** A user as identity announces it; waits until the risk service's projection has it. */
  async user(role: UserRole, overrides: Partial<Omit<TestUser, 'id' | 'role'>> & { isActive?: boolean } = {}): Promise<TestUser> {
    const n = ++this.counter;
    const username = overrides.username ?? `${role.replace('_', '')}${n}`;
    const summary: UserEventUser = {
      id: randomUUID(),
      firstName: overrides.firstName ?? `First${n}`,
      lastName: overrides.lastName ?? `Last${n}`,
      email: overrides.email ?? `${username}@example.com`,
      role,
      departmentId: null,
      profileImageUrl: null,
      ...(overrides.isActive === false ? { isActive: false } : {}),
    };
    await this.publish(
      createEvent(UserCreated, {
        actor: null,
        entity: { type: 'user', id: summary.id },
        description: `Created user ${username}`,
        data: { user: summary, username },
      }),
    );
    await eventually(async () => (await this.count('user_projection', 'id = ?', [summary.id])) === 1, 10_000);
    return { id: summary.id, role, username, email: summary.email!, firstName: summary.firstName!, lastName: summary.lastName! };
  }

  /** Announces a change of role the way identity does (user_updated with the new summary). */
  async changeRole(user: TestUser, role: UserRole): Promise<void> {
    const summary: UserEventUser = {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role,
      departmentId: null,
      profileImageUrl: null,
    };
    await this.publish(
      createEvent(UserUpdated, {
        actor: null,
        entity: { type: 'user', id: user.id },
        description: 'Changed role',
        data: { user: summary, before: { role: user.role, departmentId: null } },
      }),
    );
    await eventually(async () => (await this.count('user_projection', 'id = ? and role = ?', [user.id, role])) === 1, 10_000);
  }

  /** A department as identity announces it; waits until the projection has it. */
  async department(name: string): Promise<{ id: number; name: string }> {
    const id = ++this.departmentIds;
    await this.publish(
      createEvent(DepartmentCreated, {
        actor: null,
        entity: { type: 'department', id: String(id) },
        description: `Created department ${name}`,
        data: { departmentId: id, name },
      }),
    );
    await eventually(async () => (await this.count('department_projection', 'id = ?', [id])) === 1, 10_000);
    return { id, name };
  }

  async count(table: string, where = 'true', params: unknown[] = []): Promise<number> {
    const [row] = await this.orm.em
      .fork()
      .execute<{ n: number }[]>(`select count(*)::int as n from ${this.config.RISK_SCHEMA}.${table} where ${where}`, params);
    return Number(row.n);
  }

  /** Every event on the run's stream so far (an ordered consumer read to the end). */
  async events(): Promise<DomainEvent[]> {
    const consumer = await this.stream.js.consumers.get(this.env.EVENTS_STREAM, { deliver_policy: DeliverPolicy.All });
    const info = await consumer.info();
    const total = info.num_pending;
    const events: DomainEvent[] = [];
    if (total === 0) return events;
    const messages = await consumer.fetch({ max_messages: total, expires: 5000 });
    for await (const msg of messages) {
      events.push(msg.json<DomainEvent>());
      if (events.length >= total) break;
    }
    await consumer.delete().catch(() => undefined);
    return events;
  }
}
