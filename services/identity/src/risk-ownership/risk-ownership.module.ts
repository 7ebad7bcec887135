import { Module } from '@nestjs/common';
import { ProjectionsModule, RISK_SUMMARY_PROJECTION } from '@rtm/backend/projections';
import { RiskOwnership } from './risk-ownership.service.js';

/** The risk service's risks as identity keeps them (durable identity-risks), and who owns open ones. */
@Module({
  imports: [ProjectionsModule.forFeature([RISK_SUMMARY_PROJECTION])],
  providers: [RiskOwnership],
  exports: [RiskOwnership],
})
export class RiskOwnershipModule {}
