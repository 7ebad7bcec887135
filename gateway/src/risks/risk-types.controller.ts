import { Controller, Get, Inject } from '@nestjs/common';
import type { Actor, RiskTypeDto } from '@rtm/contracts';
import { RiskClient } from '../clients/risk.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';

@Controller('api/risk-types')
export class RiskTypesController {
  constructor(@Inject(RiskClient) private readonly risks: RiskClient) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<RiskTypeDto[]> {
    return this.risks.types(actor);
  }
}
