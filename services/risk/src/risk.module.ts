import { Module, type DynamicModule, type LoggerService } from '@nestjs/common';
import { ServiceCoreModule } from '@rtm/backend/app';
import { RISK_MIGRATIONS } from './database/risk.migrations.js';
import { Clock } from './common/clock.js';
import { RiskSchema } from './common/risk-schema.js';
import { Risk, RiskDepartment } from './risks/risk.entity.js';
import { RiskRepository } from './risks/risk.repository.js';
import { RisksController } from './risks/risks.controller.js';
import { RisksService } from './risks/risks.service.js';
import { RiskType } from './risk-types/risk-type.entity.js';
import { RiskTypesController } from './risk-types/risk-types.controller.js';
import { RiskTypesService } from './risk-types/risk-types.service.js';
import { RiskComment } from './comments/risk-comment.entity.js';
import { RiskCommentsController } from './comments/risk-comments.controller.js';
import { RiskCommentsService } from './comments/risk-comments.service.js';
import { DepartmentRef, UserRef } from './directory/directory.entity.js';
import { DirectoryService } from './directory/directory.service.js';
import { ImportUploadStore } from './excel/import-upload.store.js';
import { RiskImportController } from './excel/risk-import.controller.js';
import { RiskImportService } from './excel/risk-import.service.js';
import { RiskTemplateService } from './excel/risk-template.service.js';
import type { RiskConfig } from './risk.config.js';

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
          entities: [Risk, RiskDepartment, RiskType, RiskComment, UserRef, DepartmentRef],
          migrations: RISK_MIGRATIONS,
        }),
      ],
      controllers: [RisksController, RiskTypesController, RiskCommentsController, RiskImportController],
      providers: [
        { provide: RiskSchema, useValue: new RiskSchema(config.RISK_SCHEMA) },
        Clock,
        RiskRepository,
        DirectoryService,
        RisksService,
        RiskTypesService,
        RiskCommentsService,
        RiskTemplateService,
        RiskImportService,
        ImportUploadStore,
      ],
    };
  }
}
