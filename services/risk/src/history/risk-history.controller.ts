import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { IsString, MaxLength } from 'class-validator';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { RISK_MESSAGES, SUBJECTS, type Actor, type RiskHistoryInput, type RpcResponse } from '@rtm/contracts';
import { RecordPageDto } from '@rtm/contracts/validation';
import { RiskHistoryService } from './risk-history.service.js';

const S = SUBJECTS.risk;

class RiskHistoryQuery extends RecordPageDto implements RiskHistoryInput {
  @IsString({ message: RISK_MESSAGES.riskNotFound })
  @MaxLength(100, { message: RISK_MESSAGES.riskNotFound })
  id!: string;
}

@Controller()
export class RiskHistoryController {
  constructor(@Inject(RiskHistoryService) private readonly history: RiskHistoryService) {}

  @MessagePattern(S.historyList)
  list(@RpcActor() actor: Actor | null, @RpcData() data: RiskHistoryQuery): Promise<RpcResponse<typeof S.historyList>> {
    return this.history.list(actor, data.id, data);
  }
}
