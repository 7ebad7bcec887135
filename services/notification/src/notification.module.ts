import { Module, type DynamicModule, type LoggerService } from '@nestjs/common';
import { ServiceCoreModule } from '@rtm/backend/app';
import { UserProjection } from '@rtm/backend/projections';
import { NOTIFICATION_MIGRATIONS } from './database/notification.migrations.js';
import { Activity } from './activities/activity.entity.js';
import { ActivitiesModule } from './activities/activities.module.js';
import { SmtpSettings } from './smtp/smtp-settings.entity.js';
import { SmtpModule } from './smtp/smtp.module.js';
import { EmailTemplate } from './templates/email-template.entity.js';
import { TemplatesModule } from './templates/templates.module.js';
import { EscalationSetting } from './escalation/escalation-setting.entity.js';
import { EscalationModule } from './escalation/escalation.module.js';
import { MailModule } from './mail/mail.module.js';
import { AlertsModule } from './alerts/alerts.module.js';
import { SchedulerModule } from './scheduler/scheduler.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { ReportSchedulesModule } from './report-schedules/report-schedules.module.js';
import type { NotificationConfig } from './notification.config.js';

/** The notification service: the activity log, and the mail settings (SMTP, templates, escalation rules). */
@Module({})
export class NotificationModule {
  static forRoot(config: NotificationConfig, logger: LoggerService): DynamicModule {
    return {
      module: NotificationModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'notification',
          schema: config.NOTIFICATION_SCHEMA,
          config,
          logger,
          entities: [Activity, UserProjection, SmtpSettings, EmailTemplate, EscalationSetting],
          migrations: NOTIFICATION_MIGRATIONS,
        }),
        ActivitiesModule,
        SmtpModule,
        TemplatesModule,
        EscalationModule,
        MailModule,
        AlertsModule,
        SchedulerModule,
        ReportsModule,
        ReportSchedulesModule,
      ],
    };
  }
}
