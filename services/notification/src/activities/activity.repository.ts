import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SERVICE_CONFIG } from '@rtm/backend/app';
import { SchemaTables, escapeLike } from '@rtm/backend/db';
import type { ActivityDto, ActivityExportRow, ActivityFilters, ActivityUserOption } from '@rtm/contracts';
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

/** The where clause of the filters; each one is backed by an index (migration 0006). */
function whereOf(filters: ActivityFilters): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    clauses.push(clause);
    params.push(value);
  };
  if (filters.entityType) add('a.entity_type = ?', filters.entityType);
  if (filters.actionType) add('a.action_type = ?', filters.actionType);
  if (filters.userId) add('a.user_id = ?', filters.userId);
  const range = activityRange(filters.from, filters.to);
  if (range.from) add('a.created_at >= ?', range.from);
  if (range.to) add('a.created_at <= ?', range.to);
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

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

  private decorate(page: string, withMetadata: boolean): string {
    return `select a.id, a.action_type, a.entity_type, a.entity_id, a.description, a.user_id,
        ${withMetadata ? 'a.metadata,' : ''} a.created_at,
        case when u.id is null then null
             else json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'email', u.email) end as "user"
      from (${page}) a
      left join ${this.tables.table('user_projection')} u on u.id = a.user_id
      order by a.created_at desc, a.id desc`;
  }

  async list(em: EntityManager, filters: ActivityFilters, limit: number, offset: number): Promise<{ items: ActivityDto[]; total: number }> {
    const where = whereOf(filters);
    const activity = this.tables.table('activity');
    const [[{ total }], rows] = await Promise.all([
      em.execute<{ total: number }[]>(`select count(*)::int as total from ${activity} a ${where.sql}`, where.params),
      em.execute<ActivityRow[]>(
        this.decorate(`select * from ${activity} a ${where.sql} order by a.created_at desc, a.id desc limit ? offset ?`, true),
        [...where.params, limit, offset],
      ),
    ]);
    return { items: rows.map(toActivity), total };
  }

  /** The next batch of the export after the cursor (keyset paging: stable while new rows arrive). */
  async batch(
    em: EntityManager,
    filters: ActivityFilters,
    limit: number,
    before?: { createdAt: Date; id: string },
  ): Promise<ActivityExportRow[]> {
    const where = whereOf(filters);
    const clauses = [where.sql];
    const params = [...where.params];
    if (before) {
      clauses.push(`${where.sql ? 'and' : 'where'} (a.created_at, a.id) < (?, ?)`);
      params.push(before.createdAt, before.id);
    }
    const page = `select * from ${this.tables.table('activity')} a ${clauses.join(' ')} order by a.created_at desc, a.id desc limit ?`;
    const rows = await em.execute<ActivityRow[]>(this.decorate(page, false), [...params, limit]);
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
