import { Module } from '@nestjs/common';
import { RiskRepository } from './risk.repository.js';

/**
 * The risk records and their views in SQL (RiskRepository), for the rooms that read risks: the risks
 * room itself and the comments room (which checks the risk it comments on). Kept apart from RisksModule
 * so comments can read risks while risks ask comments to delete theirs, without a cycle.
 */
@Module({
  providers: [RiskRepository],
  exports: [RiskRepository],
})
export class RiskRecordsModule {}
