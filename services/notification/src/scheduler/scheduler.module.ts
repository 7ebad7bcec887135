import { Module } from '@nestjs/common';
import { EscalationModule } from '../escalation/escalation.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MailScheduler } from './mail-scheduler.js';

/**
 * The scheduled mails (reminders, overdue mails, daily digests), read from the task, risk and user
 * projections the alerts and the activity log keep, and recorded through the mail outbox.
 */
@Module({
  imports: [MailModule, EscalationModule],
  providers: [MailScheduler],
  exports: [MailScheduler],
})
export class SchedulerModule {}
