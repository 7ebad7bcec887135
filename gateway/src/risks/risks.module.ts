import { Module } from '@nestjs/common';
import { RiskClient } from '../clients/risk.client.js';
import { CommentsController } from './comments.controller.js';
import { RiskTypesController } from './risk-types.controller.js';
import { RisksController } from './risks.controller.js';
import { RiskViews } from './risk-views.js';

/** Risks, risk types and comments (GET /api/comments/risk/{id}, POST /api/comments). */
@Module({
  controllers: [RisksController, RiskTypesController, CommentsController],
  providers: [RiskClient, RiskViews],
})
export class RisksModule {}
