import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import {
  ACTIVITY_LOG_ROLES,
  LIMITS,
  NOTIFICATION_MESSAGES,
  SETTINGS_ACTION_TYPES,
  SETTINGS_LOG_ROLES,
  decodeActivityCursor,
  humanize,
  type Actor,
  type ActivityPage,
  type ActivityExportRow,
  type ActivityUserOption,
  type DomainEvent,
  type ExportActivitiesInput,
  type ListActivitiesInput,
  type SearchActivityUsersInput,
} from '@rtm/contracts';
import { ActivityRepository, type NewActivityRow, type ScopedFilters } from './activity.repository.js';

/** The filters as the reader's role may see the log: settings changes only for SETTINGS_LOG_ROLES. */
export function scopedFilters<F extends ListActivitiesInput | ExportActivitiesInput>(who: Actor, filters: F): F & ScopedFilters {
  return SETTINGS_LOG_ROLES.includes(who.role) ? filters : { ...filters, hiddenActionTypes: SETTINGS_ACTION_TYPES };
}

@Injectable()
export class ActivitiesService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(ActivityRepository) private readonly repository: ActivityRepository,
  ) {}

  /**
   * Records events as activities, one row each, in one statement (the consumer's batch); an event id recorded
   * before changes nothing. A malformed event fails the whole call, so the consumer retries each alone.
   */
  async recordAll(events: DomainEvent[], tx: EntityManager): Promise<void> {
    await this.repository.insertAll(tx, events.map(activityRowOf));
  }

  /** Newest first, filtered, with the acting user's name joined from the projection; by offset or by cursor. */
  async list(actor: Actor | null, input: ListActivitiesInput): Promise<ActivityPage> {
    const who = requireRole(actor, ...ACTIVITY_LOG_ROLES);
    const limit = input.limit ?? LIMITS.activityPageDefault;
    const cursor = input.cursor === undefined ? null : decodeActivityCursor(input.cursor);
    if (input.cursor !== undefined && !cursor) throw new BadRequestException(NOTIFICATION_MESSAGES.activityPageCursorInvalid);
    return this.repository.list(this.db.reader(), scopedFilters(who, input), limit, cursor ? { cursor } : { offset: input.offset ?? 0 });
  }

  /** One batch of the export: the filtered activities older than the cursor, newest first. */
  async exportBatch(actor: Actor | null, input: ExportActivitiesInput): Promise<ActivityExportRow[]> {
    const who = requireRole(actor, ...ACTIVITY_LOG_ROLES);
    return this.repository.batch(this.db.reader(), scopedFilters(who, input), input.limit ?? LIMITS.activityExportBatch, input.beforeId);
  }

  /** The user filter's options: users of the projection matching `search`. */
  async searchUsers(actor: Actor | null, input: SearchActivityUsersInput): Promise<ActivityUserOption[]> {
    requireRole(actor, ...ACTIVITY_LOG_ROLES);
    return this.repository.searchUsers(this.db.reader(), input.search ?? '', LIMITS.activityUserOptions);
  }
}

/** The row an event becomes; an event without id, type or entity cannot be logged (failing sends it to the dead letter). */
function activityRowOf(event: DomainEvent): NewActivityRow {
  assertDomainEvent(event);
  const occurredAt = new Date(event.occurredAt);
  return {
    event_id: event.id,
    action_type: event.type,
    entity_type: event.entity.type,
    entity_id: String(event.entity.id),
    description: event.description || humanize(event.type),
    // A user event without an actor (nobody signed in, e.g. a self-service action) is credited to that user.
    user_id: event.actor?.id ?? (event.entity.type === 'user' ? String(event.entity.id) : null),
    metadata: { ...((event.data as Record<string, unknown> | null) ?? {}), eventId: event.id },
    created_at: (Number.isNaN(occurredAt.getTime()) ? new Date() : occurredAt).toISOString(),
  };
}

function assertDomainEvent(event: DomainEvent): void {
  const ok =
    typeof event?.id === 'string' &&
    typeof event.type === 'string' &&
    typeof event.entity?.type === 'string' &&
    (typeof event.entity.id === 'string' || typeof event.entity.id === 'number');
  if (!ok) throw new Error(`Malformed event ${String(event?.id)}: id, type and entity are required`);
}
