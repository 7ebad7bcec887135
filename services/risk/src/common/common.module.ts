import { Global, Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@rtm/backend/app';
import type { RiskConfig } from '../risk.config.js';
import { Clock } from './clock.js';
import { RiskSchema } from './risk-schema.js';

/** What every room of the risk service uses: the schema's table names for SQL, and the clock. */
@Global()
@Module({
  providers: [
    { provide: RiskSchema, useFactory: (config: RiskConfig) => new RiskSchema(config.RISK_SCHEMA), inject: [SERVICE_CONFIG] },
    Clock,
  ],
  exports: [RiskSchema, Clock],
})
export class RiskCommonModule {}
