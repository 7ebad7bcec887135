import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import type { Actor, ReviewSettingsDto } from '@rtm/contracts';
import { ReviewSettingsBodyDto } from '@rtm/contracts/validation';
import { RiskClient } from '../clients/risk.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';

/** Issue 26: the review cadence (days between reviews per level, the reminder's days before, the escalation's after). */
@Controller('api/review-settings')
export class ReviewSettingsController {
  constructor(@Inject(RiskClient) private readonly risks: RiskClient) {}

  @Get()
  @Roles('system_admin')
  get(@CurrentActor() actor: Actor): Promise<ReviewSettingsDto> {
    return this.risks.reviewSettings(actor);
  }

  /** Replaces every field (400 with a message per problem); a change is recorded in the activity log with old and new values. */
  @Put()
  @Roles('system_admin')
  replace(@Body() body: ReviewSettingsBodyDto, @CurrentActor() actor: Actor): Promise<ReviewSettingsDto> {
    return this.risks.replaceReviewSettings(body, actor);
  }
}
