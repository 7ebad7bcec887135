import { Module } from '@nestjs/common';
import { ReviewSettingsController } from './review-settings.controller.js';
import { RiskReviewsController } from './risk-reviews.controller.js';

/** Issue 26: reviews of risks (/api/risks/{id}/reviews, /api/risks/reviews/by-department) and /api/review-settings. */
@Module({
  controllers: [RiskReviewsController, ReviewSettingsController],
})
export class RiskReviewsModule {}
