import { Module, type DynamicModule } from '@nestjs/common';
import { httpLoggerModule, type ServiceLogger } from '@rtm/backend/logging';
import { CoreModule } from './core/core.module.js';
import { AuthModule } from './auth/auth.module.js';
import { UsersModule } from './users/users.module.js';
import { DepartmentsModule } from './departments/departments.module.js';
import { ActivitiesModule } from './activities/activities.module.js';
import { HealthModule } from './health/health.module.js';
import { RisksModule } from './risks/risks.module.js';
import { RiskReviewsModule } from './risks/risk-reviews.module.js';
import { TasksModule } from './tasks/tasks.module.js';
import { AttachmentsModule } from './attachments/attachments.module.js';
import { SavedViewsModule } from './saved-views/saved-views.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { ReportsModule } from './reports/reports.module.js';
import type { GatewayConfig } from './gateway.config.js';

/** One feature module per area of the API; add new ones (RisksModule, TasksModule...) to `imports`. */
@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig, logger: ServiceLogger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        httpLoggerModule(logger),
        CoreModule.forRoot(config, logger),
        AuthModule,
        UsersModule,
        DepartmentsModule,
        ActivitiesModule,
        HealthModule,
        RisksModule,
        RiskReviewsModule,
        TasksModule,
        AttachmentsModule,
        ReportsModule,
        SavedViewsModule,
        SettingsModule,
      ],
    };
  }
}
