import { BadRequestException, Body, Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { RISK_MESSAGES, type Actor, type RiskCommentView } from '@rtm/contracts';
import { CreateCommentDto, RiskIdDto } from '@rtm/contracts/validation';
import { RiskClient } from '../clients/risk.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { GATEWAY_MESSAGES } from '../common/gateway-messages.js';
import { RiskViews } from './risk-views.js';

/**
 * Comments of SPEC section 7. GET /api/comments/risk/{id} is the risk's; POST /api/comments serves risk
 * and task comments alike (riskId or taskId) and takes the author from the session, never the body.
 * GET /api/comments/task/{id} belongs to the tasks module.
 */
@Controller('api/comments')
export class CommentsController {
  constructor(
    @Inject(RiskClient) private readonly risks: RiskClient,
    @Inject(RiskViews) private readonly views: RiskViews,
  ) {}

  @Get('risk/:id')
  async riskComments(@Param() { id }: RiskIdDto, @CurrentActor() actor: Actor): Promise<RiskCommentView[]> {
    return this.views.withAuthors(await this.risks.comments(id, actor), actor);
  }

  @Post()
  async create(@Body() body: CreateCommentDto, @CurrentActor() actor: Actor) {
    const { content, riskId, taskId } = body;
    if (riskId && taskId) throw new BadRequestException(GATEWAY_MESSAGES.commentBothTargets);
    if (riskId) {
      const [view] = await this.views.withAuthors([await this.risks.addComment({ content, riskId }, actor)], actor);
      return view;
    }
    if (taskId) {
      const [view] = await this.views.withAuthors([await this.risks.addTaskComment({ content, taskId }, actor)], actor);
      return view;
    }
    throw new BadRequestException(RISK_MESSAGES.commentTargetRequired);
  }
}
