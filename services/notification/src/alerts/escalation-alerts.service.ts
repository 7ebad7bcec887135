import { Inject, Injectable } from '@nestjs/common';
import { requireRole, SERVICE_CONFIG } from '@rtm/backend/app';
import { quoteIdent } from '@rtm/backend/db';
import { Transactions } from '@rtm/backend/events';
import { LIMITS, type Actor, type AlertRiskDto, type AlertTaskDto, type EscalationAlertsDto } from '@rtm/contracts';
import type { NotificationConfig } from '../notification.config.js';
import { EscalationSettingsService } from '../escalation/escalation-settings.service.js';
import { ALERT_CODE_ORDER, CRITICAL_RISK } from './alerts.sql.js';

const DEFAULT_DAYS_BEFORE_DUE = 3;
const SHOWN = LIMITS.alertItemsAnswered;
const OPEN_DATED = `status <> 'done' and due_date is not null`;

interface Counts {
  today: string;
  overdue: number;
  upcoming: number;
  critical: number;
}

/**
 * GET /api/escalation-alerts from the service's own projections of tasks and risks: the SHOWN most urgent overdue and
 * upcoming open tasks (team members: their own, as the task slice defines them) and open critical risks, with each
 * group's full count. Every read is an index range whatever the register's size: the pages follow the partial indexes
 * of migration 0011, the task counts are ranges of them (they depend on today, so no counter can keep them), and the
 * critical count is the row the projection's triggers keep. Dates are calendar days in MAIL_TIME_ZONE, as the
 * scheduler counts them.
 */
@Injectable()
export class EscalationAlertsService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(EscalationSettingsService) private readonly rules: EscalationSettingsService,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  async get(actor: Actor | null): Promise<EscalationAlertsDto> {
    const who = requireRole(actor);
    const em = this.db.reader();
    const [rule] = await this.rules.active(em);
    const daysBeforeDue = rule?.daysBeforeDue ?? DEFAULT_DAYS_BEFORE_DUE;
    const schema = quoteIdent(this.config.NOTIFICATION_SCHEMA);
    const tasks = `${schema}.task_projection`;
    const mine = who.role === 'team_member' ? `and (assigned_to_id = ? or (assigned_to_id is null and owner_id = ?))` : '';
    const mineParams = mine ? [who.id, who.id] : [];
    const overdue = `due_date < ?::date`;
    const upcoming = `due_date between ?::date and ?::date + ?::int`;

    const [counts] = await em.execute<Counts[]>(
      `with today as (select (now() at time zone ?)::date as d)
       select to_char(today.d, 'YYYY-MM-DD') as today,
              (select count(*)::int from ${tasks} where ${OPEN_DATED} and due_date < today.d ${mine}) as overdue,
              (select count(*)::int from ${tasks} where ${OPEN_DATED} and due_date between today.d and today.d + ?::int ${mine}) as upcoming,
              (select n::int from ${schema}.alert_count where name = 'critical_risks') as critical
       from today`,
      [this.config.MAIL_TIME_ZONE, ...mineParams, daysBeforeDue, ...mineParams],
    );
    const { today } = counts!;
    const page = (range: string) =>
      `(select ?::text as "group", id, task_code as "taskId", title, status, to_char(due_date, 'YYYY-MM-DD') as "dueDate",
               owner_id as "ownerId", assigned_to_id as "assignedToId"
        from ${tasks} where ${OPEN_DATED} and ${range} ${mine}
        order by due_date, ${ALERT_CODE_ORDER('task_code')} limit ${SHOWN})`;
    const taskRows = await em.execute<(AlertTaskDto & { group: 'overdue' | 'upcoming' })[]>(
      `${page(overdue)} union all ${page(upcoming)}`,
      ['overdue', today, ...mineParams, 'upcoming', today, today, daysBeforeDue, ...mineParams],
    );
    const criticalRisks = await em.execute<AlertRiskDto[]>(
      `select id, code as "riskId", title, score as "riskScore", status from ${schema}.risk_projection
       where ${CRITICAL_RISK} order by score desc, ${ALERT_CODE_ORDER('code')} limit ${SHOWN}`,
    );
    const group = (name: 'overdue' | 'upcoming'): AlertTaskDto[] =>
      taskRows.filter((row) => row.group === name).map(({ group: _group, ...task }) => task);
    return {
      overdueTasks: group('overdue'),
      upcomingTasks: group('upcoming'),
      criticalRisks,
      settings: { daysBeforeDue },
      overdueCount: counts!.overdue,
      upcomingCount: counts!.upcoming,
      criticalCount: counts!.critical,
    };
  }
}
