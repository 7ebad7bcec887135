import { Inject, Injectable } from '@nestjs/common';
import { requireRole, SERVICE_CONFIG } from '@rtm/backend/app';
import { quoteIdent } from '@rtm/backend/db';
import { Transactions } from '@rtm/backend/events';
import { LIMITS, type Actor, type AlertRiskDto, type AlertTaskDto, type EscalationAlertsDto } from '@rtm/contracts';
import type { NotificationConfig } from '../notification.config.js';
import { EscalationSettingsService } from '../escalation/escalation-settings.service.js';

const DEFAULT_DAYS_BEFORE_DUE = 3;

/**
 * GET /api/escalation-alerts from the service's own projections of tasks and risks (one query each): overdue
 * and upcoming open tasks (team members: their own, as the task slice defines them), open critical risks.
 * Dates are calendar days in MAIL_TIME_ZONE, as the scheduler counts them.
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
    const zone = this.config.MAIL_TIME_ZONE;
    const mine = who.role === 'team_member' ? `and (assigned_to_id = ? or (assigned_to_id is null and owner_id = ?))` : '';
    const tasks = await em.execute<(AlertTaskDto & { overdue: boolean })[]>(
      `select id, task_code as "taskId", title, status, to_char(due_date, 'YYYY-MM-DD') as "dueDate", owner_id as "ownerId",
              assigned_to_id as "assignedToId", due_date < (now() at time zone ?)::date as overdue
       from ${schema}.task_projection
       where status <> 'done' and due_date is not null and due_date <= (now() at time zone ?)::date + ?::int ${mine}
       order by due_date, task_code`,
      [zone, zone, daysBeforeDue, ...(mine ? [who.id, who.id] : [])],
    );
    const criticalRisks = await em.execute<AlertRiskDto[]>(
      `select id, code as "riskId", title, score as "riskScore", status from ${schema}.risk_projection
       where score >= ? and status not in ('closed', 'accepted') order by score desc, code`,
      [LIMITS.riskLevelThresholds[2]],
    );
    const strip = ({ overdue: _overdue, ...task }: AlertTaskDto & { overdue: boolean }): AlertTaskDto => task;
    return {
      overdueTasks: tasks.filter((t) => t.overdue).map(strip),
      upcomingTasks: tasks.filter((t) => !t.overdue).map(strip),
      criticalRisks,
      settings: { daysBeforeDue },
    };
  }
}
