import { Module } from '@nestjs/common';
import { AcceptanceRepository } from './acceptance.repository.js';

/**
 * The acceptances' records (AcceptanceRepository; the rules by role are @rtm/contracts' acceptance-policy), below both rooms that use them: the
 * risks room (the form's status change to accepted) and the acceptance room (requests, decisions, expiry).
 */
@Module({
  providers: [AcceptanceRepository],
  exports: [AcceptanceRepository],
})
export class AcceptanceRecordsModule {}
