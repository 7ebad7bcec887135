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
  type ActivityExportRow,
  type ActivityUserOption,
  type DomainEvent,
  type ExportActivitiesInput,
  type ListActivitiesInput,
  type Page,
  type SearchActivityUsersInput,
} from '@rtm/contracts';
import { Activity } from './activity.entity.js';
import { ActivityRepository } from './activity.repository.js';

@Injectable()
export class ActivitiesService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(ActivityRepository) private readonly repository: ActivityRepository,
  ) {}

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

  /** Newest first, filtered, with the acting user's name joined from the projection. */
  async list(actor: Actor | null, input: ListActivitiesInput): Promise<Page<ActivityDto>> {
    requireRole(actor, ...ACTIVITY_LOG_ROLES);
    const limit = input.limit ?? LIMITS.activityPageDefault;
    const offset = input.offset ?? 0;
    return this.repository.list(this.db.reader(), input, limit, offset);
  }

  /** One batch of the export: the filtered activities older than the cursor, newest first. */
  async exportBatch(actor: Actor | null, input: ExportActivitiesInput): Promise<ActivityExportRow[]> {
    requireRole(actor, ...ACTIVITY_LOG_ROLES);
    const before = input.beforeCreatedAt && input.beforeId ? { createdAt: new Date(input.beforeCreatedAt), id: input.beforeId } : undefined;
    return this.repository.batch(this.db.reader(), input, input.limit ?? LIMITS.activityExportBatch, before);
  }

  /** The user filter's options: users of the projection matching `search`. */
  async searchUsers(actor: Actor | null, input: SearchActivityUsersInput): Promise<ActivityUserOption[]> {
    requireRole(actor, ...ACTIVITY_LOG_ROLES);
    return this.repository.searchUsers(this.db.reader(), input.search ?? '', LIMITS.activityUserOptions);
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
