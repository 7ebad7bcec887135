import { Inject, Injectable, type LoggerService, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { LOGGER, SERVICE_CONFIG } from '@rtm/backend/app';
import { DurableConsumer, EventStream } from '@rtm/backend/events';
import { OWNER_ROLES } from '@rtm/contracts';
import { RiskSchema } from '../common/risk-schema.js';
import type { RiskConfig } from '../risk.config.js';
import { applyDirectoryEvent } from './directory.consumer.js';
import { DepartmentRef, UserRef } from './directory.entity.js';

export type OwnerCheck = 'ok' | 'unknown' | 'ineligible';

/**
 * What the risk service knows of identity's users and departments: projections fed by identity's
 * events through a durable consumer, so owners and departments are checked without calling identity.
 */
@Injectable()
export class DirectoryService implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumers: DurableConsumer[] = [];

  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(EventStream) private readonly stream: EventStream,
    @Inject(RiskSchema) private readonly schema: RiskSchema,
    @Inject(SERVICE_CONFIG) private readonly config: RiskConfig,
    @Inject(LOGGER) private readonly logger: LoggerService,
  ) {}

  /** One durable per aggregate: this NATS (2.9) allows a single filter subject per consumer. */
  async onApplicationBootstrap() {
    this.consumers = [
      { durable: 'risk-directory-users', subject: 'events.user.*' },
      { durable: 'risk-directory-departments', subject: 'events.department.*' },
    ].map(
      ({ durable, subject }) =>
        new DurableConsumer(
          this.orm,
          this.schema.name,
          this.stream,
          { durable, filterSubjects: [subject], handle: (event, tx) => applyDirectoryEvent(this.schema, event, tx) },
          this.logger,
        ),
    );
    for (const consumer of this.consumers) await consumer.start();
  }

  async onApplicationShutdown() {
    await Promise.all(this.consumers.map((c) => c.stop()));
  }

  async checkOwner(em: EntityManager, ownerId: string): Promise<OwnerCheck> {
    const user = await em.findOne(UserRef, { id: ownerId });
    if (!user) return 'unknown';
    return user.isActive && OWNER_ROLES.includes(user.role) ? 'ok' : 'ineligible';
  }

  async missingDepartments(em: EntityManager, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await em.find(DepartmentRef, { id: { $in: unique } }, { fields: ['id'] });
    const known = new Set(found.map((d) => d.id));
    return unique.filter((id) => !known.has(id));
  }

  /**
   * A user or department created a moment ago may not have reached the projection yet (the event is
   * on its way, usually milliseconds). Waits a little for references that are still unknown.
   */
  async awaitReferences(ownerId: string | undefined, departmentIds: number[] | undefined): Promise<void> {
    const deadline = Date.now() + this.config.DIRECTORY_WAIT_MS;
    for (;;) {
      const em = this.orm.em.fork();
      const ownerKnown = !ownerId || (await em.count(UserRef, { id: ownerId })) > 0;
      const missing = departmentIds ? await this.missingDepartments(em, departmentIds) : [];
      if ((ownerKnown && missing.length === 0) || Date.now() >= deadline) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async users(em: EntityManager): Promise<UserRef[]> {
    return em.find(UserRef, {}, { orderBy: { username: 'asc' } });
  }

  async departments(em: EntityManager): Promise<DepartmentRef[]> {
    return em.find(DepartmentRef, {}, { orderBy: { name: 'asc' } });
  }
}
