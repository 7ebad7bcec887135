import { Module } from '@nestjs/common';
import { RiskStatsController } from './risk-stats.controller.js';
import { RiskStatsService } from './risk-stats.service.js';

/** Risks opened and closed per month (risk.stats.monthly); the risks room counts its changes through RiskStatsService. */
@Module({
  controllers: [RiskStatsController],
  providers: [RiskStatsService],
  exports: [RiskStatsService],
})
export class RiskStatsModule {}
