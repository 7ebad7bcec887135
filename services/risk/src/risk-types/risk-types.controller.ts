import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RpcActor } from '@rtm/backend/nats';
import { SUBJECTS, type Actor } from '@rtm/contracts';
import { RiskTypesService } from './risk-types.service.js';

@Controller()
export class RiskTypesController {
  constructor(@Inject(RiskTypesService) private readonly types: RiskTypesService) {}

  @MessagePattern(SUBJECTS.risk.typesList)
  list(@RpcActor() actor: Actor | null) {
    return this.types.list(actor);
  }
}
