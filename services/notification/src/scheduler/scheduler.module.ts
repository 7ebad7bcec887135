import { Module } from '@nestjs/common';
import { DEPARTMENT_PROJECTION, ProjectionsModule } from '@rtm/backend/projections';
import { EscalationModule } from '../escalation/escalation.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MailScheduler } from './mail-scheduler.js';

/**
 * The scheduled mails (reminders, overdue mails, escalation steps, daily digests, acceptance reminders, review mails), read from
 * the task, risk and user projections the alerts and the activity log keep, the acceptance projection and the risks
 * outside appetite the risk mails keep and the department projection (managers) fed here, and recorded through the
 * mail outbox.
 */
@Module({
  imports: [MailModule, EscalationModule, ProjectionsModule.forFeature([DEPARTMENT_PROJECTION])],
  providers: [MailScheduler],
  exports: [MailScheduler],
})
export class SchedulerModule {}
