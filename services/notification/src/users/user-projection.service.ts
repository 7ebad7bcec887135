import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent, UserSummary } from '@rtm/contracts';
import { UserProjection } from './user-projection.entity.js';

const PROJECTED_TYPES = new Set(['user_created', 'user_updated']);

/** Keeps the names of users from identity's user_created / user_updated events. */
@Injectable()
export class UserProjectionService {
  /** Upserts the user; an event older than the one last applied (by occurredAt) changes nothing. */
  async apply(event: DomainEvent, tx: EntityManager): Promise<void> {
    if (!PROJECTED_TYPES.has(event.type)) return;
    const user = (event.data as { user?: UserSummary } | null)?.user;
    if (!user?.id) throw new Error(`Event ${event.id} (${event.type}) carries no data.user`);
    const occurredAt = new Date(event.occurredAt);
    await tx
      .createQueryBuilder(UserProjection)
      .insert({
        userId: user.id,
        firstName: user.firstName ?? null,
        lastName: user.lastName ?? null,
        email: user.email ?? null,
        role: user.role,
        occurredAt,
      })
      .onConflict('userId')
      .merge(['firstName', 'lastName', 'email', 'role', 'occurredAt'])
      .where({ occurredAt: { $lte: occurredAt } })
      .execute('run');
  }
}
