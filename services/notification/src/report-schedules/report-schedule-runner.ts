import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type LoggerService } from '@nestjs/common';
import { IntervalJob, LOGGER, SERVICE_CONFIG } from '@rtm/backend/app';
import { SchemaTables } from '@rtm/backend/db';
import { EventStream, Transactions } from '@rtm/backend/events';
import { UploadsBucket } from '@rtm/backend/nats';
import { reportRecipientRoles, type Language, type ReportScheduleInput } from '@rtm/contracts';
import { MailOutbox, type NewMail } from '../mail/mail-outbox.js';
import type { NotificationConfig } from '../notification.config.js';
import { ReportsService } from '../reports/reports.service.js';
import { nextReportRun, runDay } from './schedule-times.js';

/** How long one instance holds a schedule while it makes its packs; after a crash another takes it then (ms). */
const LEASE_MS = 10 * 60_000;

interface DueSchedule {
  id: string;
  name: string;
  pack: ReportScheduleInput['pack'];
  department_id: number | null;
  filters: ReportScheduleInput['filters'];
  cadence: ReportScheduleInput['cadence'];
  weekday: number | null;
  day_of_month: number | null;
  time_of_day: string;
  recipient_roles: string[];
  recipient_department_ids: number[];
  recipient_user_ids: string[];
  language: ReportScheduleInput['language'];
  next_run_at: Date;
  locked_until: Date;
  updated_by: string;
}

interface Recipient {
  id: string;
  /** The department whose pack they get (department packs), else null. */
  pack_department_id: number | null;
  language: Language;
}

/** The key of a scheduled pack's mail: one per schedule, period (the run's day) and recipient. */
export const reportMailKey = (scheduleId: string, day: string, recipientId: string) => `report_pack:${scheduleId}:${day}:${recipientId}`;

/**
 * The runs of the committee packs' schedules (issue 29), every REPORT_SCHEDULER_INTERVAL_MS and once at start. A due
 * schedule is leased (so two instances never make it at once); its recipients still without this period's mail are
 * found; one pack per language (and, for a department pack of all departments, per department) is made through
 * ReportsService (the risk and task services asked, as the schedule's last editor), stored in the uploads object
 * store, and one mail per recipient is recorded with the pack as its attachment, in the transaction that moves the
 * schedule to its next run. A failure (a service down) leaves the run due: it is tried again after
 * REPORT_SCHEDULE_RETRY_MS. The mail key (schedule, day, recipient) makes a period's mail once, whatever restarts.
 */
@Injectable()
export class ReportScheduleRunner extends IntervalJob {
  protected readonly intervalMs: number;
  private readonly t: Record<'schedules' | 'users' | 'languages' | 'departments' | 'mail', string>;
  private readonly bucket: UploadsBucket;

  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(MailOutbox) private readonly outbox: MailOutbox,
    @Inject(ReportsService) private readonly reports: ReportsService,
    @Inject(EventStream) stream: EventStream,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
    @Inject(LOGGER) protected readonly logger: LoggerService,
  ) {
    super();
    this.intervalMs = config.REPORT_SCHEDULER_INTERVAL_MS;
    const tables = new SchemaTables(config.NOTIFICATION_SCHEMA);
    this.t = {
      schedules: tables.table('report_schedule'),
      users: tables.table('user_projection'),
      languages: tables.table('user_language'),
      departments: tables.table('department_projection'),
      mail: tables.table('mail'),
    };
    this.bucket = new UploadsBucket(stream.nc, config.NATS_PREFIX, logger);
  }

  /** Runs every schedule due at `now`; answers the mails recorded. */
  async run(now: Date = new Date()): Promise<number> {
    let recorded = 0;
    for (let schedule = await this.claim(now); schedule; schedule = await this.claim(now)) {
      recorded += await this.runOne(schedule, now);
    }
    return recorded;
  }

  private async claim(now: Date): Promise<DueSchedule | null> {
    const [row] = await this.db.sql().execute<DueSchedule[]>(
      `update ${this.t.schedules} s set locked_until = ?::timestamptz + make_interval(secs => ?)
        where s.id = (select id from ${this.t.schedules}
                       where active and next_run_at <= ? and (retry_at is null or retry_at <= ?)
                         and (locked_until is null or locked_until < ?)
                       order by next_run_at limit 1 for update skip locked)
        returning s.*`,
      [now.toISOString(), LEASE_MS / 1000, now.toISOString(), now.toISOString(), now.toISOString()],
    );
    return row ?? null;
  }

  private async runOne(schedule: DueSchedule, now: Date): Promise<number> {
    const day = runDay(this.config.MAIL_TIME_ZONE, new Date(schedule.next_run_at));
    const stored: string[] = [];
    try {
      const recipients = await this.recipients(schedule, day);
      const groups = new Map<string, Recipient[]>();
      for (const r of recipients) {
        const key = `${r.pack_department_id ?? ''}|${r.language}`;
        groups.set(key, [...(groups.get(key) ?? []), r]);
      }
      const mails: NewMail[] = [];
      const actor = { id: schedule.updated_by, role: 'system_admin' as const };
      for (const group of groups.values()) {
        const { pack, filters } = schedule;
        const { language, pack_department_id } = group[0];
        const made = await this.reports.pdf(actor, {
          pack,
          language,
          asOf: day,
          departmentId: pack === 'department' ? (pack_department_id ?? undefined) : undefined,
          filters: pack === 'register' ? (filters ?? undefined) : undefined,
        });
        const object = `report-schedule-${randomUUID()}.pdf`;
        await (await this.bucket.store()).putBlob({ name: object }, made.pdf);
        stored.push(object);
        for (const recipient of group) {
          mails.push({
            key: reportMailKey(schedule.id, day, recipient.id),
            type: 'report_pack',
            recipientId: recipient.id,
            variables: {
              scheduleName: schedule.name,
              packTitle: made.title,
              asOf: made.asOf,
              reportsLink: `${this.config.APP_URL.replace(/\/$/, '')}/reports`,
            },
            attachment: { object, fileName: made.fileName, contentType: 'application/pdf' },
          });
        }
      }
      const recorded = await this.db.run(async (tx) => {
        const keys = await this.outbox.recordMany(tx, mails);
        await tx.execute(
          `update ${this.t.schedules} set next_run_at = ?, last_run_at = ?, last_error = null, retry_at = null, locked_until = null
            where id = ? and locked_until = ?`,
          [
            nextReportRun(timing(schedule), now, this.config.MAIL_TIME_ZONE),
            now.toISOString(),
            schedule.id,
            new Date(schedule.locked_until).toISOString(),
          ],
        );
        return keys;
      });
      // A pack none of whose mails was new (recorded by another run meanwhile) is not kept.
      const used = new Set(mails.filter((m) => recorded.includes(m.key)).map((m) => m.attachment!.object));
      for (const object of stored) if (!used.has(object)) void this.bucket.remove(object);
      return recorded.length;
    } catch (error) {
      for (const object of stored) void this.bucket.remove(object);
      const reason = (error as Error).message ?? String(error);
      this.logger.warn(`Report schedule ${schedule.id} (${day}) failed, tried again later: ${reason}`, ReportScheduleRunner.name);
      await this.db.sql().execute(
        `update ${this.t.schedules} set last_error = ?, retry_at = ?::timestamptz + make_interval(secs => ?), locked_until = null
            where id = ? and locked_until = ?`,
        [
          reason,
          now.toISOString(),
          this.config.REPORT_SCHEDULE_RETRY_MS / 1000,
          schedule.id,
          new Date(schedule.locked_until).toISOString(),
        ],
      );
      return 0;
    }
  }

  /**
   * The active recipients of a run still without its mail: of the schedule's roles (in its departments, if any) or named,
   * who may receive the pack (its roles; a manager a department pack of a department they belong to or manage), each
   * with the department whose pack they get and the pack's language.
   */
  private recipients(s: DueSchedule, day: string): Promise<Recipient[]> {
    const ids = (list: readonly (string | number)[]) => `{${list.join(',')}}`;
    return this.db.sql().execute<Recipient[]>(
      `select u.id, case when ?::text = 'department' then coalesce(?::int, u.department_id) end as pack_department_id,
              coalesce(nullif(?::text, 'recipient'), l.language, 'en') as language
         from ${this.t.users} u left join ${this.t.languages} l on l.id = u.id
        where u.is_active and u.role = any(?::text[])
          and ((u.role = any(?::text[]) and (cardinality(?::int[]) = 0 or u.department_id = any(?::int[]))) or u.id = any(?::uuid[]))
          and (?::text <> 'department'
               or (?::int is null and u.department_id is not null)
               or (?::int is not null and (u.role <> 'manager' or u.department_id = ?::int
                   or exists (select 1 from ${this.t.departments} d where d.id = ?::int and d.manager_id = u.id))))
          and not exists (select 1 from ${this.t.mail} m where m.mail_key = 'report_pack:' || ?::text || ':' || ?::text || ':' || u.id)`,
      [
        s.pack,
        s.department_id,
        s.language,
        ids(reportRecipientRoles(s.pack)),
        ids(s.recipient_roles),
        ids(s.recipient_department_ids),
        ids(s.recipient_department_ids),
        ids(s.recipient_user_ids),
        s.pack,
        s.department_id,
        s.department_id,
        s.department_id,
        s.department_id,
        s.id,
        day,
      ],
    );
  }
}

const timing = (s: DueSchedule) => ({ cadence: s.cadence, weekday: s.weekday, dayOfMonth: s.day_of_month, timeOfDay: s.time_of_day });
