import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { IsString, MaxLength } from 'class-validator';
import { RpcActor, RpcData, type JsonAnswer } from '@rtm/backend/nats';
import { RISK_MESSAGES, SUBJECTS, type Actor, type RiskCommentsInput, type RpcResponse } from '@rtm/contracts';
import { CreateCommentDto, RecordPageDto } from '@rtm/contracts/validation';
import { RiskCommentsService } from './risk-comments.service.js';

const S = SUBJECTS.risk;

class RiskCommentsQuery extends RecordPageDto implements RiskCommentsInput {
  @IsString({ message: RISK_MESSAGES.riskNotFound })
  @MaxLength(100, { message: RISK_MESSAGES.riskNotFound })
  riskId!: string;
}

@Controller()
export class RiskCommentsController {
  constructor(@Inject(RiskCommentsService) private readonly comments: RiskCommentsService) {}

  @MessagePattern(S.commentsList)
  list(@RpcActor() actor: Actor | null, @RpcData() data: RiskCommentsQuery): Promise<JsonAnswer<RpcResponse<typeof S.commentsList>>> {
    return this.comments.list(actor, data.riskId, data);
  }

  @MessagePattern(S.commentsCreate)
  create(@RpcActor() actor: Actor | null, @RpcData() data: CreateCommentDto): Promise<RpcResponse<typeof S.commentsCreate>> {
    return this.comments.create(actor, data);
  }
}
