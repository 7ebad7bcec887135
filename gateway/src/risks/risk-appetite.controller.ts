import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import type { Actor, RiskAppetiteDto } from '@rtm/contracts';
import { RiskClient } from '../clients/risk.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';

/** Issue 25: the risk appetite, one maximum score per risk type. */
@Controller('api/risk-appetite')
export class RiskAppetiteController {
  constructor(@Inject(RiskClient) private readonly risks: RiskClient) {}

  /** Every signed-in role: `[{ riskType, maxScore }]` for every risk type (12 until set). */
  @Get()
  get(@CurrentActor() actor: Actor): Promise<RiskAppetiteDto[]> {
    return this.risks.appetite(actor);
  }

  /**
   * A system admin replaces the whole appetite with a list like GET's (a type left out goes back to 12); answers it as
   * it now is. The risk service validates the list (ReplaceRiskAppetiteDto): 400 with a message per problem.
   */
  @Put()
  @Roles('system_admin')
  replace(@Body() items: RiskAppetiteDto[], @CurrentActor() actor: Actor): Promise<RiskAppetiteDto[]> {
    return this.risks.replaceAppetite(items, actor);
  }
}
