import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import {
  ACTIVITY_LOG_ROLES,
  LIMITS,
  humanize,
  type Actor,
  type ActivityDto,
  type DomainEvent,
  type ListActivitiesInput,
  type Page,
} from '@rtm/contracts';
import { Activity, toActivityDto } from './activity.entity.js';

@Injectable()
export class ActivitiesService {
  constructor(@Inject(Transactions) private readonly db: Transactions) {}

  /** Records one event as one activity; a second delivery of the same event id changes nothing. */
  async record(event: DomainEvent, tx: EntityManager): Promise<void> {
    assertDomainEvent(event);
    const occurredAt = new Date(event.occurredAt);
    await tx
      .createQueryBuilder(Activity)
      .insert({
        id: randomUUID(),
        eventId: event.id,
        actionType: event.type,
        entityType: event.entity.type,
        entityId: String(event.entity.id),
        description: event.description || humanize(event.type),
        // A user event without an actor (nobody signed in, e.g. a self-service action) is credited to that user.
        userId: event.actor?.id ?? (event.entity.type === 'user' ? event.entity.id : null),
        metadata: { ...((event.data as Record<string, unknown> | null) ?? {}), eventId: event.id },
        createdAt: Number.isNaN(occurredAt.getTime()) ? new Date() : occurredAt,
      })
      .onConflict('eventId')
      .ignore()
      .execute('run');
  }

  /** Newest first, with the acting user's name joined from the projection in the same query. */
  async list(actor: Actor | null, input: ListActivitiesInput): Promise<Page<ActivityDto>> {
    requireRole(actor, ...ACTIVITY_LOG_ROLES);
    const limit = input.limit ?? LIMITS.activityPageDefault;
    const offset = input.offset ?? 0;
    const [items, total] = await Promise.all([
      this.db
        .reader()
        .find(Activity, {}, { populate: ['user'], strategy: 'joined', orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset }),
      this.db.reader().count(Activity),
    ]);
    return { items: items.map(toActivityDto), total };
  }
}

/** An event without id, type or entity cannot be logged: failing sends it to the dead letter. */
function assertDomainEvent(event: DomainEvent): void {
  const ok =
    typeof event?.id === 'string' &&
    typeof event.type === 'string' &&
    typeof event.entity?.type === 'string' &&
    (typeof event.entity.id === 'string' || typeof event.entity.id === 'number');
  if (!ok) throw new Error(`Malformed event ${String(event?.id)}: id, type and entity are required`);
}
