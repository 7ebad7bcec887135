import { Module } from '@nestjs/common';
import { AcceptanceRepository } from './acceptance.repository.js';

/** The acceptances' records (AcceptanceRepository), for the risks room (the form's status change) and the acceptance room. */
@Module({
  providers: [AcceptanceRepository],
  exports: [AcceptanceRepository],
})
export class AcceptanceRecordsModule {}
