import { Module } from '@nestjs/common';
import { RiskRepository } from './risk.repository.js';

/**
 * The risk records and their views in SQL (RiskRepository), for the rooms that read risks. The comments room does not
 * need it (a comment list asks whether its risk exists in its own statement, a comment's insert selects from the risk),
 * so the risks room can ask comments to delete theirs without a cycle.
 */
@Module({
  providers: [RiskRepository],
  exports: [RiskRepository],
})
export class RiskRecordsModule {}
