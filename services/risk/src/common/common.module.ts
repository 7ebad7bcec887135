import { Global, Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@rtm/backend/app';
import type { RiskConfig } from '../risk.config.js';
import { Clock } from './clock.js';
import { RiskCalendar } from './calendar.js';
import { RiskSchema } from './risk-schema.js';

/** What every room of the risk service uses: the schema's table names for SQL, the clock and the calendar of MAIL_TIME_ZONE. */
@Global()
@Module({
  providers: [
    { provide: RiskSchema, useFactory: (config: RiskConfig) => new RiskSchema(config.RISK_SCHEMA), inject: [SERVICE_CONFIG] },
    Clock,
    { provide: RiskCalendar, useFactory: (config: RiskConfig) => new RiskCalendar(config.MAIL_TIME_ZONE), inject: [SERVICE_CONFIG] },
  ],
  exports: [RiskSchema, Clock, RiskCalendar],
})
export class RiskCommonModule {}
