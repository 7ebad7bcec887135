import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor } from '@rtm/backend/nats';
import { SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { RiskTypesService } from './risk-types.service.js';

const S = SUBJECTS.risk;

@Controller()
export class RiskTypesController {
  constructor(@Inject(RiskTypesService) private readonly types: RiskTypesService) {}

  @MessagePattern(S.typesList)
  list(@RpcActor() actor: Actor | null): Promise<RpcResponse<typeof S.typesList>> {
    return this.types.list(actor);
  }
}
