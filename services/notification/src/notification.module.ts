import { Module, type DynamicModule, type LoggerService } from '@nestjs/common';
import { ServiceCoreModule } from '@rtm/backend/app';
import { NOTIFICATION_MIGRATIONS } from './database/notification.migrations.js';
import { Activity } from './activities/activity.entity.js';
import { ActivitiesController } from './activities/activities.controller.js';
import { ActivitiesService } from './activities/activities.service.js';
import { UserProjection } from './users/user-projection.entity.js';
import { UserProjectionService } from './users/user-projection.service.js';
import { NotificationConsumers } from './events/notification-consumers.js';
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
      ],
      controllers: [ActivitiesController],
      providers: [ActivitiesService, UserProjectionService, NotificationConsumers],
    };
  }
}
