import { Module, type DynamicModule, type LoggerService } from '@nestjs/common';
import { ServiceCoreModule } from '@rtm/backend/app';
import { UserProjection } from '@rtm/backend/projections';
import { NOTIFICATION_MIGRATIONS } from './database/notification.migrations.js';
import { Activity } from './activities/activity.entity.js';
import { ActivitiesModule } from './activities/activities.module.js';
import type { NotificationConfig } from './notification.config.js';

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
          entities: [Activity, UserProjection],
          migrations: NOTIFICATION_MIGRATIONS,
        }),
        ActivitiesModule,
      ],
    };
  }
}
