import { Module } from '@nestjs/common';
import { EvidenceRepository } from './evidence.repository.js';

/** The evidence of reviews and acceptances (issue 28), below the reviews, acceptance and attachments rooms. */
@Module({
  providers: [EvidenceRepository],
  exports: [EvidenceRepository],
})
export class EvidenceRecordsModule {}
