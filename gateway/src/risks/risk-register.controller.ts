import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { RISK_STATS_ROLES, type Actor, type RegisterHistoryStartDto, type RiskLevelMonthDto, type RiskMovementDto } from '@rtm/contracts';
import { RiskLevelTrendDto, RiskMovementsDto } from '@rtm/contracts/validation';
import { RiskClient } from '../clients/risk.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';

/**
 * The register over time (issue 26): executives, managers and system admins. Days are calendar days of the risk
 * service's MAIL_TIME_ZONE; days before the history's first (GET history-start) or after today answer 400. The matrix
 * and the department summary as of a day are RisksController's routes with `asOf`. Registered before RisksController,
 * whose `:id` would take these paths.
 */
@Controller('api/risks')
@Roles(...RISK_STATS_ROLES)
export class RiskRegisterController {
  constructor(@Inject(RiskClient) private readonly risks: RiskClient) {}

  @Get('history-start')
  historyStart(@CurrentActor() actor: Actor): Promise<RegisterHistoryStartDto> {
    return this.risks.historyStart(actor);
  }

  /** Risks whose cell changed between the ends of `from` and `to`, largest change first; the number is X-Total-Count. */
  @Get('movements')
  async movements(
    @Query() query: RiskMovementsDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RiskMovementDto[]> {
    const { items, total } = await this.risks.movements(query, actor);
    response.setHeader('X-Total-Count', String(total));
    return items;
  }

  /** Open risks per level at each month's end, oldest first (`months`, default 24; `assessment`). */
  @Get('stats/levels')
  levels(@Query() query: RiskLevelTrendDto, @CurrentActor() actor: Actor): Promise<RiskLevelMonthDto[]> {
    return this.risks.levelTrend(query, actor);
  }
}
