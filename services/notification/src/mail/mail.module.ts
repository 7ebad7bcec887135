import { Module } from '@nestjs/common';
import { ProjectionsModule } from '@rtm/backend/projections';
import { SmtpModule } from '../smtp/smtp.module.js';
import { TemplatesModule } from '../templates/templates.module.js';
import { MailOutbox } from './mail-outbox.js';
import { MailSender } from './mail-sender.js';
import { RiskLifecycleMailsConsumer } from './risk-lifecycle-mails.consumer.js';
import { RiskMailsConsumer } from './risk-mails.consumer.js';
import { TaskMailsConsumer } from './task-mails.consumer.js';
import { USER_LANGUAGE_PROJECTION } from './user-language.projection.js';

/**
 * Mail: the record of every mail (table `mail`), the sender with retries, and the event-triggered mails.
 * Recipients' names and addresses come from the user projection the activity log feeds, their language
 * from USER_LANGUAGE_PROJECTION. The risk mails also feed ACCEPTANCE_PROJECTION and the table appetite_breach,
 * which the scheduler reads.
 */
@Module({
  imports: [SmtpModule, TemplatesModule, ProjectionsModule.forFeature([USER_LANGUAGE_PROJECTION])],
  providers: [MailSender, MailOutbox, RiskMailsConsumer, RiskLifecycleMailsConsumer, TaskMailsConsumer],
  exports: [MailOutbox],
})
export class MailModule {}
