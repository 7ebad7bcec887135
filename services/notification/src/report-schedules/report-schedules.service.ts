import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, SERVICE_CONFIG } from '@rtm/backend/app';
import { SchemaTables } from '@rtm/backend/db';
import { sameAnswer, Transactions, type SqlReader } from '@rtm/backend/events';
import { untilKnown, userSummaryJson } from '@rtm/backend/projections';
import {
  displayName,
  REPORT_SCHEDULE_DEFAULTS,
  REPORT_SCHEDULE_LIMITS,
  REPORT_SCHEDULE_MESSAGES as M,
  reportRecipientRoles,
  reportScheduleProblem,
  type Actor,
  type ListReportSchedulesInput,
  type Page,
  type ReportScheduleDto,
  type ReportScheduleInput,
  type UpdateReportScheduleInput,
  type UserSummary,
} from '@rtm/contracts';
import { settingsChangedEvent } from '../common/settings-changes.js';
import type { NotificationConfig } from '../notification.config.js';
import { nextReportRun } from './schedule-times.js';

/** The fields a schedule's settings_changed event compares. */
const LOGGED_FIELDS = [
  'name',
  'pack',
  'departmentId',
  'filters',
  'cadence',
  'weekday',
  'dayOfMonth',
  'timeOfDay',
  'recipientRoles',
  'recipientDepartmentIds',
  'recipientUserIds',
  'language',
  'active',
] as const satisfies readonly (keyof ReportScheduleInput)[];

/** How long a save waits for a user or department created a moment ago to reach the projections (ms). */
const DIRECTORY_WAIT_MS = 3000;

interface ScheduleRow {
  id: string;
  name: string;
  pack: ReportScheduleInput['pack'];
  department_id: number | null;
  department_name: string | null;
  filters: ReportScheduleInput['filters'];
  cadence: ReportScheduleInput['cadence'];
  weekday: number | null;
  day_of_month: number | null;
  time_of_day: string;
  recipient_roles: ReportScheduleInput['recipientRoles'];
  recipient_department_ids: number[];
  recipient_user_ids: string[];
  recipient_users: UserSummary[] | null;
  language: ReportScheduleInput['language'];
  active: boolean;
  next_run_at: Date | null;
  last_run_at: Date | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toReportScheduleDto(row: ScheduleRow): ReportScheduleDto {
  return {
    id: row.id,
    name: row.name,
    pack: row.pack,
    departmentId: row.department_id,
    departmentName: row.department_name,
    filters: row.filters,
    cadence: row.cadence,
    weekday: row.weekday,
    dayOfMonth: row.day_of_month,
    timeOfDay: row.time_of_day,
    recipientRoles: row.recipient_roles,
    recipientDepartmentIds: row.recipient_department_ids,
    recipientUserIds: row.recipient_user_ids,
    recipientUsers: row.recipient_users ?? [],
    language: row.language,
    active: row.active,
    nextRunAt: row.active ? iso(row.next_run_at) : null,
    lastRunAt: iso(row.last_run_at),
    lastError: row.last_error,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

const inputOf = (dto: ReportScheduleDto): ReportScheduleInput =>
  Object.fromEntries(LOGGED_FIELDS.map((field) => [field, dto[field]])) as unknown as ReportScheduleInput;

/**
 * The schedules of committee packs (issue 29), system admins only: stored in report_schedule with their next run in
 * MAIL_TIME_ZONE; each save or deletion is a settings_changed event (setting report_schedule) in its transaction.
 * The runs are ReportScheduleRunner's.
 */
@Injectable()
export class ReportSchedulesService {
  private readonly t: Record<'schedules' | 'users' | 'departments', string>;

  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {
    const tables = new SchemaTables(config.NOTIFICATION_SCHEMA);
    this.t = {
      schedules: tables.table('report_schedule'),
      users: tables.table('user_projection'),
      departments: tables.table('department_projection'),
    };
  }

  async list(actor: Actor | null, input: ListReportSchedulesInput): Promise<Page<ReportScheduleDto>> {
    requireRole(actor, 'system_admin');
    const limit = input.limit ?? REPORT_SCHEDULE_LIMITS.pageDefault;
    const rows = await this.select(this.db.sql(), `order by s.name, s.id limit ? offset ?`, [limit, input.offset ?? 0]);
    const [{ total }] = await this.db.sql().execute<{ total: number }[]>(`select count(*)::int as total from ${this.t.schedules}`);
    return { items: rows.map(toReportScheduleDto), total };
  }

  async create(actor: Actor | null, input: UpdateReportScheduleInput): Promise<ReportScheduleDto> {
    const who = requireRole(actor, 'system_admin');
    const schedule = this.complete({ ...REPORT_SCHEDULE_DEFAULTS, ...defined(input) });
    await this.checkReferences(schedule);
    return this.db.run(async (tx, emit) => {
      const id = randomUUID();
      await tx.execute(
        `insert into ${this.t.schedules} (id, name, pack, department_id, filters, cadence, weekday, day_of_month, time_of_day,
           recipient_roles, recipient_department_ids, recipient_user_ids, language, active, next_run_at, created_by, updated_by)
         values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?, ?, ?, ?)`,
        [id, ...this.columns(schedule), who.id, who.id],
      );
      const created = toReportScheduleDto((await this.select(tx, 'and s.id = ?', [id]))[0]);
      const event = settingsChangedEvent(who, {
        setting: 'report_schedule',
        name: created.name,
        change: 'created',
        entityId: id,
        before: null,
        after: { ...schedule },
        fields: LOGGED_FIELDS,
      });
      if (event) emit(event);
      return created;
    }, sameAnswer);
  }

  async update(actor: Actor | null, id: string, input: UpdateReportScheduleInput): Promise<ReportScheduleDto> {
    const who = requireRole(actor, 'system_admin');
    const current = await this.find(this.db.sql(), id);
    const schedule = this.complete({ ...inputOf(current), ...defined(input) });
    await this.checkReferences(schedule);
    return this.db.run(async (tx, emit) => {
      const before = inputOf(await this.find(tx, id, true));
      await tx.execute(
        `update ${this.t.schedules} set name = ?, pack = ?, department_id = ?, filters = ?::jsonb, cadence = ?, weekday = ?,
           day_of_month = ?, time_of_day = ?, recipient_roles = ?::jsonb, recipient_department_ids = ?::jsonb,
           recipient_user_ids = ?::jsonb, language = ?, active = ?, next_run_at = ?, retry_at = null, last_error = null,
           updated_by = ?, updated_at = now()
         where id = ?`,
        [...this.columns(schedule), who.id, id],
      );
      const event = settingsChangedEvent(who, {
        setting: 'report_schedule',
        name: schedule.name,
        change: 'updated',
        entityId: id,
        before: { ...before },
        after: { ...schedule },
        fields: LOGGED_FIELDS,
      });
      if (event) emit(event);
      return toReportScheduleDto((await this.select(tx, 'and s.id = ?', [id]))[0]);
    });
  }

  async delete(actor: Actor | null, id: string): Promise<{ id: string }> {
    const who = requireRole(actor, 'system_admin');
    return this.db.run(async (tx, emit) => {
      const before = await this.find(tx, id, true);
      await tx.execute(`delete from ${this.t.schedules} where id = ?`, [id]);
      const event = settingsChangedEvent(who, {
        setting: 'report_schedule',
        name: before.name,
        change: 'deleted',
        entityId: id,
        before: { ...inputOf(before) },
        after: null,
        fields: LOGGED_FIELDS,
      });
      if (event) emit(event);
      return { id };
    });
  }

  /** The schedule as stored: the rules across fields checked, the fields other packs ignore cleared. */
  private complete(s: Partial<ReportScheduleInput>): ReportScheduleInput {
    const problem = reportScheduleProblem(s);
    if (problem) throw new BadRequestException(M[problem]);
    const schedule = s as ReportScheduleInput;
    return {
      ...schedule,
      name: schedule.name.trim(),
      departmentId: schedule.pack === 'department' ? schedule.departmentId : null,
      filters: schedule.pack === 'register' ? stripPaging(schedule.filters) : null,
      weekday: schedule.cadence === 'weekly' ? schedule.weekday : null,
      dayOfMonth: schedule.cadence === 'weekly' ? null : schedule.dayOfMonth,
    };
  }

  /** The departments and users a schedule names exist; the users named may receive its pack. */
  private async checkReferences(s: ReportScheduleInput): Promise<void> {
    const departmentIds = [...new Set([...(s.departmentId ? [s.departmentId] : []), ...s.recipientDepartmentIds])];
    if (departmentIds.length > 0) {
      const known = await untilKnown(
        async () =>
          new Set(
            (
              await this.db
                .sql()
                .execute<{ id: number }[]>(`select id from ${this.t.departments} where id = any(?::int[])`, [
                  `{${departmentIds.join(',')}}`,
                ])
            ).map((r) => r.id),
          ),
        (found) => found.size === departmentIds.length,
        DIRECTORY_WAIT_MS,
      );
      const missing = departmentIds.find((id) => !known.has(id));
      if (missing !== undefined) throw new BadRequestException(M.departmentNotFound(missing));
    }
    if (s.recipientUserIds.length === 0) return;
    const users = await untilKnown(
      () =>
        this.db.sql().execute<
          {
            id: string;
            role: string;
            is_active: boolean;
            first_name: string | null;
            last_name: string | null;
            email: string | null;
            allowed: boolean;
          }[]
        >(
          `select u.id, u.role, u.is_active, u.first_name, u.last_name, u.email,
                  (u.role = any(?::text[]) and (u.role <> 'manager' or ?::int is null
                     or u.department_id = ?::int or exists (select 1 from ${this.t.departments} d where d.id = ?::int and d.manager_id = u.id))) as allowed
             from ${this.t.users} u where u.id = any(?::uuid[])`,
          [
            `{${reportRecipientRoles(s.pack).join(',')}}`,
            s.departmentId,
            s.departmentId,
            s.departmentId,
            `{${s.recipientUserIds.join(',')}}`,
          ],
        ),
      (found) => found.length === s.recipientUserIds.length,
      DIRECTORY_WAIT_MS,
    );
    for (const id of s.recipientUserIds) {
      const user = users.find((u) => u.id === id);
      if (!user || !user.is_active) throw new BadRequestException(M.userNotFound(id));
      if (!user.allowed)
        throw new BadRequestException(
          M.userNotAllowed(displayName({ firstName: user.first_name, lastName: user.last_name, email: user.email })),
        );
    }
  }

  /** The values of the insert and update statements, in their order (next run included). */
  private columns(s: ReportScheduleInput): unknown[] {
    return [
      s.name,
      s.pack,
      s.departmentId,
      s.filters ? JSON.stringify(s.filters) : null,
      s.cadence,
      s.weekday,
      s.dayOfMonth,
      s.timeOfDay,
      JSON.stringify(s.recipientRoles),
      JSON.stringify(s.recipientDepartmentIds),
      JSON.stringify(s.recipientUserIds),
      s.language,
      s.active,
      s.active ? nextReportRun(s, new Date(), this.config.MAIL_TIME_ZONE) : null,
    ];
  }

  private async find(em: SqlReader | EntityManager, id: string, forUpdate = false): Promise<ReportScheduleDto> {
    if (forUpdate) await em.execute(`select 1 from ${this.t.schedules} where id = ? for update`, [id]);
    const [row] = await this.select(em, 'and s.id = ?', [id]);
    if (!row) throw new NotFoundException(M.notFound);
    return toReportScheduleDto(row);
  }

  private select(em: SqlReader | EntityManager, where: string, params: unknown[]): Promise<ScheduleRow[]> {
    const [condition, rest] = where.startsWith('and ') ? [where, ''] : ['', where];
    return em.execute<ScheduleRow[]>(
      `select s.*, d.name as department_name,
              (select json_agg(${userSummaryJson('u')} order by u.first_name, u.last_name, u.id)
                 from ${this.t.users} u where u.id in (select x::uuid from jsonb_array_elements_text(s.recipient_user_ids) x)) as recipient_users
         from ${this.t.schedules} s left join ${this.t.departments} d on d.id = s.department_id
        where true ${condition} ${rest}`,
      params,
    );
  }
}

/** The fields a body gives (a PATCH leaves the others as they are). */
function defined(input: UpdateReportScheduleInput): UpdateReportScheduleInput {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

/** The register's filters without paging (the pack holds up to REPORT_MAX_ROWS rows) nor as-of (the run's day). */
function stripPaging(filters: ReportScheduleInput['filters']): ReportScheduleInput['filters'] {
  if (!filters) return null;
  const { limit: _l, offset: _o, asOf: _a, ...rest } = filters as Record<string, unknown>;
  const kept = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return Object.keys(kept).length > 0 ? (kept as ReportScheduleInput['filters']) : null;
}
