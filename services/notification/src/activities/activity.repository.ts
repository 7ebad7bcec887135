import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SERVICE_CONFIG } from '@rtm/backend/app';
import { SchemaTables, escapeLike } from '@rtm/backend/db';
import {
  encodeActivityCursor,
  type ActivityCursor,
  type ActivityDto,
  type ActivityExportRow,
  type ActivityFilters,
  type ActivityPage,
  type ActivityUserOption,
} from '@rtm/contracts';
import { activityRange } from '@rtm/contracts/validation';
import type { NotificationConfig } from '../notification.config.js';

interface ActivityRow {
  id: string;
  action_type: ActivityDto['actionType'];
  entity_type: string;
  entity_id: string;
  description: string;
  user_id: string | null;
  metadata?: Record<string, unknown> | null;
  created_at: Date;
  user: ActivityDto['user'];
}

/** A new row of the log as the insert reads it from its JSON parameter (the id is made by the database). */
export interface NewActivityRow {
  event_id: string;
  action_type: string;
  entity_type: string;
  entity_id: string;
  description: string;
  user_id: string | null;
  metadata: Record<string, unknown>;
  created_at: string;
}

/** The filters of a request, and the action types the reader's role may not see (settings changes, for most). */
export interface ScopedFilters extends ActivityFilters {
  hiddenActionTypes?: readonly string[];
}

/** The where clause of the filters; each one is backed by an index (migration 0007). */
function whereOf(filters: ScopedFilters, range = activityRange(filters.from, filters.to)): Where {
  const where = new Where();
  if (filters.entityType) where.add('a.entity_type = ?', filters.entityType);
  if (filters.actionType) where.add('a.action_type = ?', filters.actionType);
  if (filters.hiddenActionTypes?.length) where.add("a.action_type <> all(string_to_array(?, ','))", filters.hiddenActionTypes.join(','));
  if (filters.userId) where.add('a.user_id = ?', filters.userId);
  if (range.from) where.add('a.created_at >= ?', range.from);
  if (range.to) where.add('a.created_at <= ?', range.to);
  return where;
}

/** Clauses joined by `and`, with their parameters in order. */
class Where {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  add(clause: string, ...values: unknown[]): this {
    this.clauses.push(clause);
    this.params.push(...values);
    return this;
  }

  with(clause: string, ...values: unknown[]): Where {
    const copy = new Where();
    copy.clauses.push(...this.clauses);
    copy.params.push(...this.params);
    return copy.add(clause, ...values);
  }

  get sql(): string {
    return this.clauses.length ? `where ${this.clauses.join(' and ')}` : '';
  }
}

const DAY_MS = 86_400_000;
const startOfDay = (t: Date) => new Date(Math.floor(t.getTime() / DAY_MS) * DAY_MS);
const dayText = (t: Date) => t.toISOString().slice(0, 10);

/**
 * How the filtered log splits for counting: whole UTC days answered by activity_day_count, and the parts of the
 * first and last day the range cuts, counted on the table. With a user filter there are no whole days: a user's
 * rows are counted on their index.
 */
interface Split {
  /** Whole days [first, end) (midnights), or null when none. */
  days: { first: Date | null; end: Date | null } | null;
  range: { from: Date | null; to: Date | null };
}

function splitOf(filters: ScopedFilters): Split {
  const range = activityRange(filters.from, filters.to);
  if (filters.userId) return { days: null, range };
  const first = range.from
    ? startOfDay(range.from).getTime() === range.from.getTime()
      ? range.from
      : new Date(startOfDay(range.from).getTime() + DAY_MS)
    : null;
  const end = range.to ? startOfDay(range.to) : null;
  if (first && end && first.getTime() >= end.getTime()) return { days: null, range };
  return { days: { first, end }, range };
}

/** The counts of a split: rows newer than the whole days, in them, and older than them. */
interface Counts {
  newer: number;
  days: number;
  older: number;
}

/** A page request: an offset, or the rows just older or newer than an activity (keyset). */
export type PageAt = { offset: number } | { cursor: ActivityCursor };

function toActivity(row: ActivityRow): ActivityDto {
  return {
    id: row.id,
    actionType: row.action_type,
    entityType: row.entity_type,
    entityId: row.entity_id,
    description: row.description,
    userId: row.user_id,
    metadata: row.metadata ?? null,
    createdAt: new Date(row.created_at).toISOString(),
    user: row.user,
  };
}

/**
 * Reads of the activity log in plain SQL: the page is picked on the bare table (an index range per filter,
 * newest first) and only its rows are joined to the user projection for the names.
 */
@Injectable()
export class ActivityRepository {
  private readonly tables: SchemaTables;

  constructor(@Inject(SERVICE_CONFIG) config: NotificationConfig) {
    this.tables = new SchemaTables(config.NOTIFICATION_SCHEMA);
  }

  /** Inserts the rows in one statement, from one JSON parameter; a row whose event is logged already is skipped. */
  async insertAll(em: EntityManager, rows: NewActivityRow[]): Promise<void> {
    if (rows.length === 0) return;
    await em.execute(
      `insert into ${this.tables.table('activity')}
         (id, event_id, action_type, entity_type, entity_id, description, user_id, metadata, created_at)
       select gen_random_uuid(), r.event_id, r.action_type, r.entity_type, r.entity_id, r.description, r.user_id, r.metadata, r.created_at
         from jsonb_to_recordset(?::jsonb) as r(event_id uuid, action_type text, entity_type text, entity_id text,
              description text, user_id uuid, metadata jsonb, created_at timestamptz, ord int)
        order by r.ord
       on conflict (event_id) do nothing`,
      [JSON.stringify(rows.map((row, ord) => ({ ...row, ord })))],
    );
  }

  private decorate(page: string, withMetadata: boolean): string {
    return `select a.id, a.action_type, a.entity_type, a.entity_id, a.description, a.user_id,
        ${withMetadata ? 'a.metadata,' : ''} a.created_at,
        case when u.id is null then null
             else json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'email', u.email) end as "user"
      from (${page}) a
      left join ${this.tables.table('user_projection')} u on u.id = a.user_id
      order by a.created_at desc, a.id desc`;
  }

  /**
   * A page of the filtered log with its total. The total comes from the kept day counts (and the table for the cut
   * days or a user's rows); an offset starts its scan at the day the counts place it in, and a cursor at its row, so
   * a page deep in a million rows reads about as much as the first.
   */
  async list(em: EntityManager, filters: ScopedFilters, limit: number, at: PageAt): Promise<ActivityPage> {
    const split = splitOf(filters);
    const counts = await this.counts(em, filters, split);
    const total = counts.newer + counts.days + counts.older;
    const activity = this.tables.table('activity');
    const where = whereOf(filters, split.range);
    if ('cursor' in at) {
      const { cursor } = at;
      const newer = cursor.direction === 'newer';
      const rows = await em.execute<ActivityRow[]>(
        this.decorate(
          `select * from ${activity} a ${where.with(this.keyset(newer ? '>' : '<'), cursor.id, cursor.id).sql}
            order by a.created_at ${newer ? 'asc' : 'desc'}, a.id ${newer ? 'asc' : 'desc'} limit ?`,
          true,
        ),
        [...where.params, cursor.id, cursor.id, limit + 1],
      );
      const more = rows.length > limit;
      const items = rows.slice(0, limit).map(toActivity);
      // decorate() orders newest first: the newer rows beyond the page are the first ones
      if (newer && more) items.splice(0, items.length, ...rows.slice(rows.length - limit).map(toActivity));
      return this.pageOf(items, total, newer ? more : items.length > 0, newer ? items.length > 0 : more);
    }
    const { offset } = at;
    if (offset >= total) return this.pageOf([], total, false, false);
    const start = split.days ? await this.seek(em, filters, split, counts, offset) : { before: null, skip: offset };
    const page = start.before ? where.with('a.created_at < ?', start.before) : where;
    const rows = await em.execute<ActivityRow[]>(
      this.decorate(`select * from ${activity} a ${page.sql} order by a.created_at desc, a.id desc limit ? offset ?`, true),
      [...page.params, limit + 1, start.skip],
    );
    const items = rows.slice(0, limit).map(toActivity);
    return this.pageOf(items, total, offset > 0 && items.length > 0, rows.length > limit);
  }

  /**
   * The rows older (<) or newer (>) than the activity of the two parameters (its id twice). The row's time is a
   * scalar subquery, so PostgreSQL runs it first and the comparison is an index condition: the scan starts at the
   * cursor, however deep (a join to the cursor's row would scan from the top and filter).
   */
  private keyset(direction: '<' | '>'): string {
    return `(a.created_at, a.id) ${direction} ((select created_at from ${this.tables.table('activity')} where id = ?), ?::uuid)`;
  }

  private pageOf(items: ActivityDto[], total: number, hasNewer: boolean, hasOlder: boolean): ActivityPage {
    return {
      items,
      total,
      prevCursor: hasNewer ? encodeActivityCursor({ direction: 'newer', id: items[0].id }) : null,
      nextCursor: hasOlder ? encodeActivityCursor({ direction: 'older', id: items[items.length - 1].id }) : null,
    };
  }

  /** The filtered rows counted in one statement: the whole days from the kept counts, the rest on the table. */
  private async counts(em: EntityManager, filters: ScopedFilters, split: Split): Promise<Counts> {
    const activity = this.tables.table('activity');
    const where = whereOf(filters, split.range);
    if (!split.days) {
      const [{ n }] = await em.execute<{ n: string }[]>(`select count(*) as n from ${activity} a ${where.sql}`, where.params);
      return { newer: Number(n), days: 0, older: 0 };
    }
    const { first, end } = split.days;
    const days = this.dayCounts(filters, first, end);
    const newer = end ? where.with('a.created_at >= ?', end) : null;
    const older = first ? where.with('a.created_at < ?', first) : null;
    const [row] = await em.execute<{ newer: string; days: string; older: string }[]>(
      `select ${newer ? `(select count(*) from ${activity} a ${newer.sql})` : '0'} as newer,
              (select coalesce(sum(d.n), 0) from ${days.from} ${days.where.sql}) as days,
              ${older ? `(select count(*) from ${activity} a ${older.sql})` : '0'} as older`,
      [...(newer?.params ?? []), ...days.where.params, ...(older?.params ?? [])],
    );
    return { newer: Number(row.newer), days: Number(row.days), older: Number(row.older) };
  }

  /** The kept counts of the filters' action and entity type on the whole days [first, end). */
  private dayCounts(filters: ScopedFilters, first: Date | null, end: Date | null): { from: string; where: Where } {
    const where = new Where();
    if (filters.entityType) where.add('d.entity_type = ?', filters.entityType);
    if (filters.actionType) where.add('d.action_type = ?', filters.actionType);
    if (filters.hiddenActionTypes?.length) where.add("d.action_type <> all(string_to_array(?, ','))", filters.hiddenActionTypes.join(','));
    if (first) where.add('d.day >= ?::date', dayText(first));
    if (end) where.add('d.day < ?::date', dayText(end));
    return { from: `${this.tables.table('activity_day_count')} d`, where };
  }

  /**
   * Where the row at `offset` is: the day the kept counts place it in (the scan starts at that day's end, the rows
   * of the newer days skipped by their counts), or the cut days at either end.
   */
  private async seek(
    em: EntityManager,
    filters: ScopedFilters,
    split: Split,
    counts: Counts,
    offset: number,
  ): Promise<{ before: Date | null; skip: number }> {
    if (offset < counts.newer) return { before: null, skip: offset };
    const { first, end } = split.days!;
    if (offset >= counts.newer + counts.days) return { before: first, skip: offset - counts.newer - counts.days };
    const days = this.dayCounts(filters, first, end);
    const [row] = await em.execute<{ day: string; before: string }[]>(
      `select to_char(day, 'YYYY-MM-DD') as day, through - n as before
         from (select d.day, sum(d.n) as n, sum(sum(d.n)) over (order by d.day desc) as through
                 from ${days.from} ${days.where.sql} group by d.day) t
        where through > ? order by day desc limit 1`,
      [...days.where.params, offset - counts.newer],
    );
    return { before: new Date(Date.parse(`${row.day}T00:00:00Z`) + DAY_MS), skip: offset - counts.newer - Number(row.before) };
  }

  /**
   * The next batch of the export after the row `beforeId` (keyset paging: stable while new rows arrive). The row's
   * own time is read from the table, to the microsecond, rather than from the millisecond text of the cursor.
   */
  async batch(em: EntityManager, filters: ScopedFilters, limit: number, beforeId?: string): Promise<ActivityExportRow[]> {
    const activity = this.tables.table('activity');
    const where = whereOf(filters);
    const page = beforeId ? where.with(this.keyset('<'), beforeId, beforeId) : where;
    const rows = await em.execute<ActivityRow[]>(
      this.decorate(`select * from ${activity} a ${page.sql} order by a.created_at desc, a.id desc limit ?`, false),
      [...page.params, limit],
    );
    return rows.map((row) => {
      const { metadata: _metadata, ...rest } = toActivity(row);
      return rest;
    });
  }

  /** Users whose first name, last name, full name or e-mail contains `search`, by name. */
  searchUsers(em: EntityManager, search: string, limit: number): Promise<ActivityUserOption[]> {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    return em.execute<ActivityUserOption[]>(
      `select id, first_name as "firstName", last_name as "lastName", email
         from ${this.tables.table('user_projection')}
        where ? = '%%' or lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) like ? or lower(email) like ?
        order by lower(coalesce(first_name, email, '')), lower(coalesce(last_name, '')), id
        limit ?`,
      [pattern, pattern, pattern, limit],
    );
  }
}
