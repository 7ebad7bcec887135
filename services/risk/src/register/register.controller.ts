import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { RiskLevelTrendDto, RiskMovementsDto } from '@rtm/contracts/validation';
import { RegisterService } from './register.service.js';

const S = SUBJECTS.risk;

@Controller()
export class RegisterController {
  constructor(@Inject(RegisterService) private readonly register: RegisterService) {}

  @MessagePattern(S.historyStart)
  historyStart(@RpcActor() actor: Actor | null): Promise<RpcResponse<typeof S.historyStart>> {
    return this.register.historyStart(actor);
  }

  @MessagePattern(S.movements)
  movements(@RpcActor() actor: Actor | null, @RpcData() data: RiskMovementsDto): Promise<RpcResponse<typeof S.movements>> {
    return this.register.movements(actor, data);
  }

  @MessagePattern(S.statsLevels)
  levels(@RpcActor() actor: Actor | null, @RpcData() data: RiskLevelTrendDto): Promise<RpcResponse<typeof S.statsLevels>> {
    return this.register.levels(actor, data);
  }
}
