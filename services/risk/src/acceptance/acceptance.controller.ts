import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { IsString, MaxLength } from 'class-validator';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { RISK_MESSAGES, SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { AcceptanceDecisionDto, RequestAcceptanceDto, RiskIdDto } from '@rtm/contracts/validation';
import { AcceptanceService } from './acceptance.service.js';

const S = SUBJECTS.risk;

class RequestAcceptanceMessage extends RequestAcceptanceDto {
  @IsString({ message: RISK_MESSAGES.riskNotFound })
  @MaxLength(100, { message: RISK_MESSAGES.riskNotFound })
  id!: string;
}

class AcceptanceDecisionMessage extends AcceptanceDecisionDto {
  @IsString({ message: RISK_MESSAGES.riskNotFound })
  @MaxLength(100, { message: RISK_MESSAGES.riskNotFound })
  id!: string;
}

@Controller()
export class AcceptanceController {
  constructor(@Inject(AcceptanceService) private readonly acceptance: AcceptanceService) {}

  @MessagePattern(S.acceptanceSummary)
  summary(@RpcActor() actor: Actor | null): Promise<RpcResponse<typeof S.acceptanceSummary>> {
    return this.acceptance.summary(actor);
  }

  @MessagePattern(S.acceptanceRequest)
  request(@RpcActor() actor: Actor | null, @RpcData() data: RequestAcceptanceMessage): Promise<RpcResponse<typeof S.acceptanceRequest>> {
    return this.acceptance.request(actor, data);
  }

  @MessagePattern(S.acceptanceDecide)
  decide(@RpcActor() actor: Actor | null, @RpcData() data: AcceptanceDecisionMessage): Promise<RpcResponse<typeof S.acceptanceDecide>> {
    return this.acceptance.decide(actor, data);
  }

  @MessagePattern(S.acceptanceWithdraw)
  withdraw(@RpcActor() actor: Actor | null, @RpcData() data: RiskIdDto): Promise<RpcResponse<typeof S.acceptanceWithdraw>> {
    return this.acceptance.withdraw(actor, data.id);
  }
}
