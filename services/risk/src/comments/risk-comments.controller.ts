import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { IsString, MaxLength } from 'class-validator';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { RISK_MESSAGES, SUBJECTS, type Actor } from '@rtm/contracts';
import { CreateCommentDto } from '@rtm/contracts/validation';
import { RiskCommentsService } from './risk-comments.service.js';

class RiskCommentsQuery {
  @IsString({ message: RISK_MESSAGES.riskNotFound })
  @MaxLength(100, { message: RISK_MESSAGES.riskNotFound })
  riskId!: string;
}

@Controller()
export class RiskCommentsController {
  constructor(@Inject(RiskCommentsService) private readonly comments: RiskCommentsService) {}

  @MessagePattern(SUBJECTS.risk.commentsList)
  list(@RpcActor() actor: Actor | null, @RpcData() data: RiskCommentsQuery) {
    return this.comments.list(actor, data.riskId);
  }

  @MessagePattern(SUBJECTS.risk.commentsCreate)
  create(@RpcActor() actor: Actor | null, @RpcData() data: CreateCommentDto) {
    return this.comments.create(actor, data);
  }
}
