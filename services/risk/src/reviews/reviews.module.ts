import { Module } from '@nestjs/common';
import { EvidenceRecordsModule } from '../evidence/evidence-records.module.js';
import { RiskRecordsModule } from '../risks/risk-records.module.js';
import { RisksModule } from '../risks/risks.module.js';
import { ReviewRepository } from './review.repository.js';
import { ReviewSettingsService } from './review-settings.service.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsService } from './reviews.service.js';

/**
 * Reviews of risks (risk.reviews.*, risk.reviewSettings.*, issue 26): the settings, the reviews with their changes
 * through the risks room, and the counts of reviews due per department. The risk views read the next review due in
 * their own statements (risks/review-due.sql.ts).
 */
@Module({
  imports: [RiskRecordsModule, RisksModule, EvidenceRecordsModule],
  controllers: [ReviewsController],
  providers: [ReviewRepository, ReviewsService, ReviewSettingsService],
})
export class ReviewsModule {}
