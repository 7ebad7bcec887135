import { Module } from '@nestjs/common';
import { RiskTypesController } from './risk-types.controller.js';
import { RiskTypesService } from './risk-types.service.js';

/** Risk types: risk.types.list, and the type lookups the risks and the import use. */
@Module({
  controllers: [RiskTypesController],
  providers: [RiskTypesService],
  exports: [RiskTypesService],
})
export class RiskTypesModule {}
