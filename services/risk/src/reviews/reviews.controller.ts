import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { IsString, MaxLength } from 'class-validator';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { RISK_MESSAGES, SUBJECTS, type Actor, type RiskIdInput, type RpcResponse } from '@rtm/contracts';
import { CreateRiskReviewDto, RecordPageDto, ReviewSettingsBodyDto } from '@rtm/contracts/validation';
import { ReviewSettingsService } from './review-settings.service.js';
import { ReviewsService } from './reviews.service.js';

const S = SUBJECTS.risk;

class RiskReviewsQuery extends RecordPageDto implements RiskIdInput {
  @IsString({ message: RISK_MESSAGES.riskNotFound })
  @MaxLength(100, { message: RISK_MESSAGES.riskNotFound })
  id!: string;
}

@Controller()
export class ReviewsController {
  constructor(
    @Inject(ReviewsService) private readonly reviews: ReviewsService,
    @Inject(ReviewSettingsService) private readonly settings: ReviewSettingsService,
  ) {}

  @MessagePattern(S.reviewsCreate)
  create(@RpcActor() actor: Actor | null, @RpcData() data: CreateRiskReviewDto): Promise<RpcResponse<typeof S.reviewsCreate>> {
    return this.reviews.create(actor, data);
  }

  @MessagePattern(S.reviewsList)
  list(@RpcActor() actor: Actor | null, @RpcData() data: RiskReviewsQuery): Promise<RpcResponse<typeof S.reviewsList>> {
    return this.reviews.list(actor, data.id, data);
  }

  @MessagePattern(S.reviewsByDepartment)
  byDepartment(@RpcActor() actor: Actor | null): Promise<RpcResponse<typeof S.reviewsByDepartment>> {
    return this.reviews.byDepartment(actor);
  }

  @MessagePattern(S.reviewSettingsGet)
  getSettings(@RpcActor() actor: Actor | null): Promise<RpcResponse<typeof S.reviewSettingsGet>> {
    return this.settings.get(actor);
  }

  @MessagePattern(S.reviewSettingsReplace)
  replaceSettings(
    @RpcActor() actor: Actor | null,
    @RpcData() data: ReviewSettingsBodyDto,
  ): Promise<RpcResponse<typeof S.reviewSettingsReplace>> {
    return this.settings.replace(actor, data);
  }
}
