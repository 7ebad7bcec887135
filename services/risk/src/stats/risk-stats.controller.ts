import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { RiskMonthlyStatsDto } from '@rtm/contracts/validation';
import { RiskStatsService } from './risk-stats.service.js';

const S = SUBJECTS.risk;

@Controller()
export class RiskStatsController {
  constructor(@Inject(RiskStatsService) private readonly stats: RiskStatsService) {}

  @MessagePattern(S.statsMonthly)
  monthly(@RpcActor() actor: Actor | null, @RpcData() data: RiskMonthlyStatsDto): Promise<RpcResponse<typeof S.statsMonthly>> {
    return this.stats.monthly(actor, data.months);
  }
}
