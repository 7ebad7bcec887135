import { Inject, Injectable, type LoggerService } from '@nestjs/common';
import { IntervalJob, LOGGER, SERVICE_CONFIG } from '@rtm/backend/app';
import { quoteIdent } from '@rtm/backend/db';
import { Transactions } from '@rtm/backend/events';
import { ACCEPTANCE_REMINDER_DAYS } from '@rtm/contracts';
import type { NotificationConfig } from '../notification.config.js';
import { EscalationSettingsService } from '../escalation/escalation-settings.service.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { reminderWindows } from './acceptance-reminders.js';
import {
  acceptanceReminders,
  digests,
  ESCALATION_STEPS,
  overdue,
  reminders,
  REVIEW_MAILS,
  type ScheduleTables,
} from './scheduled-mails.js';

export interface ScheduleRun {
  /** The calendar date the run counted from, in MAIL_TIME_ZONE. */
  day: string;
  /** Mails recorded by this run (those another run had recorded are not counted). */
  recorded: number;
}

/**
 * Records the scheduled mails every SCHEDULER_INTERVAL_MS and once at start: reminders, overdue mails, the
 * escalation steps, the daily digest, the reminders before a risk's acceptance ends, the review mails. A run is one transaction under
 * an advisory lock, and every mail has a unique key, so two instances running at once, or a restart in the middle of
 * a run, record each mail once; the sender sends it.
 */
@Injectable()
export class MailScheduler extends IntervalJob {
  protected readonly intervalMs: number;
  private readonly tables: ScheduleTables;
  private readonly lockKey: string;
  private readonly acceptanceWindows = reminderWindows(ACCEPTANCE_REMINDER_DAYS);

  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(MailOutbox) private readonly outbox: MailOutbox,
    @Inject(EscalationSettingsService) private readonly rules: EscalationSettingsService,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
    @Inject(LOGGER) protected readonly logger: LoggerService,
  ) {
    super();
    this.intervalMs = config.SCHEDULER_INTERVAL_MS;
    const schema = quoteIdent(config.NOTIFICATION_SCHEMA);
    this.tables = {
      tasks: `${schema}.task_projection`,
      risks: `${schema}.risk_projection`,
      users: `${schema}.user_projection`,
      departments: `${schema}.department_projection`,
      acceptances: `${schema}.acceptance_projection`,
      breaches: `${schema}.appetite_breach`,
      reviewSettings: `${schema}.review_setting`,
    };
    this.lockKey = `${config.NOTIFICATION_SCHEMA}.mail-scheduler`;
  }

  /** One run as of `now` (tests pass an instant to cross a day boundary). */
  run(now: Date = new Date()): Promise<ScheduleRun> {
    const zone = this.config.MAIL_TIME_ZONE;
    const appUrl = this.config.APP_URL.replace(/\/$/, '');
    return this.db.run(async (tx) => {
      // Runs of other instances wait here and then find their mails recorded (no deadlock between two inserts).
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [this.lockKey]);
      const [{ day }] = await tx.execute<{ day: string }[]>(`select to_char((?::timestamptz at time zone ?)::date, 'YYYY-MM-DD') as day`, [
        now.toISOString(),
        zone,
      ]);
      const at = [appUrl, now.toISOString(), zone];
      let recorded = 0;
      for (const rule of await this.rules.active(tx)) {
        recorded += await this.outbox.recordSelected(tx, reminders(this.tables), [...at, rule.daysBeforeDue]);
        recorded += await this.outbox.recordSelected(tx, overdue(this.tables), [...at, rule.daysOverdue]);
        for (const [i, days] of rule.escalationSteps.slice(0, ESCALATION_STEPS.length).entries()) {
          recorded += await this.outbox.recordSelected(tx, ESCALATION_STEPS[i](this.tables), [...at, days]);
        }
      }
      recorded += await this.outbox.recordSelected(tx, digests(this.tables), at);
      for (const window of this.acceptanceWindows) {
        recorded += await this.outbox.recordSelected(
          tx,
          acceptanceReminders(this.tables),
          [...at, window.minDaysLeft, window.days],
          'risk',
        );
      }
      for (const reviewMails of REVIEW_MAILS) recorded += await this.outbox.recordSelected(tx, reviewMails(this.tables), at, 'risk');
      return { day, recorded };
    });
  }
}
