import { Body, Controller, Get, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { RISK_STATS_ROLES, type Actor, type DepartmentReviewsDto, type RiskReviewDto } from '@rtm/contracts';
import { CreateRiskReviewBodyDto, RecordPageDto, RiskIdDto } from '@rtm/contracts/validation';
import { RiskClient } from '../clients/risk.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { Roles } from '../common/roles.decorator.js';

/**
 * Issue 26: reviews of risks. The risk service decides who may review a risk (its owner, a manager or a system admin:
 * 403 otherwise) and the rules of a rescore (400) and of a closed risk (409).
 */
@Controller('api/risks')
export class RiskReviewsController {
  constructor(@Inject(RiskClient) private readonly risks: RiskClient) {}

  /**
   * Per department, its risks (not closed) whose review is overdue or due within the reminder's days: only departments
   * with one at least, most overdue first, at most 100. Executives, managers and system admins.
   */
  @Get('reviews/by-department')
  @Roles(...RISK_STATS_ROLES)
  byDepartment(@CurrentActor() actor: Actor): Promise<DepartmentReviewsDto[]> {
    return this.risks.reviewsByDepartment(actor);
  }

  /** Confirms, rescores or closes the risk; 201 with the review (its next review due included). */
  @Post(':id/reviews')
  create(@Param() { id }: RiskIdDto, @Body() body: CreateRiskReviewBodyDto, @CurrentActor() actor: Actor): Promise<RiskReviewDto> {
    return this.risks.review({ ...body, id }, actor);
  }

  /** The risk's reviews, newest first, at most 500 per answer (`limit`, `offset`); their number is the X-Total-Count header. */
  @Get(':id/reviews')
  async list(
    @Param() { id }: RiskIdDto,
    @Query() page: RecordPageDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RiskReviewDto[]> {
    const { items, total } = await this.risks.reviews(id, page, actor);
    response.setHeader('X-Total-Count', String(total));
    return items;
  }
}
