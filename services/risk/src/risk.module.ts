import { Module, type DynamicModule, type LoggerService } from '@nestjs/common';
import { ServiceCoreModule } from '@rtm/backend/app';
import { RISK_MIGRATIONS } from './database/risk.migrations.js';
import { RiskCommonModule } from './common/common.module.js';
import { Risk } from './risks/risk.entity.js';
import { RiskType } from './risk-types/risk-type.entity.js';
import { RiskComment } from './comments/risk-comment.entity.js';
import { RisksModule } from './risks/risks.module.js';
import { RiskTypesModule } from './risk-types/risk-types.module.js';
import { CommentsModule } from './comments/comments.module.js';
import { DirectoryModule } from './directory/directory.module.js';
import { ExcelModule } from './excel/excel.module.js';
import { TreatmentModule } from './treatment/treatment.module.js';
import { HistoryModule } from './history/history.module.js';
import { AcceptanceModule } from './acceptance/acceptance.module.js';
import { AppetiteModule } from './appetite/appetite.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { RegisterModule } from './register/register.module.js';
import { RiskBulkEditModule } from './bulk-edit/risk-bulk-edit.module.js';
import { AttachmentsModule } from './attachments/attachments.module.js';
import { ReportsModule } from './reports/reports.module.js';
import type { RiskConfig } from './risk.config.js';

/** The risk service: one module per room (risks, risk types, comments, history, acceptance, appetite, directory, spreadsheets). */
@Module({})
export class RiskModule {
  static forRoot(config: RiskConfig, logger: LoggerService): DynamicModule {
    return {
      module: RiskModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'risk',
          schema: config.RISK_SCHEMA,
          config,
          logger,
          entities: [Risk, RiskType, RiskComment],
          migrations: RISK_MIGRATIONS,
        }),
        RiskCommonModule,
        DirectoryModule,
        RiskTypesModule,
        CommentsModule,
        RisksModule,
        ExcelModule,
        TreatmentModule,
        HistoryModule,
        AcceptanceModule,
        AppetiteModule,
        ReviewsModule,
        RegisterModule,
        RiskBulkEditModule,
        AttachmentsModule,
        ReportsModule,
      ],
    };
  }
}
