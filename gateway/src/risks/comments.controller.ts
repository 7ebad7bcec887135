import { BadRequestException, Body, Controller, Get, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { RISK_MESSAGES, TASK_MESSAGES, type Actor, type RiskCommentView } from '@rtm/contracts';
import { CreateCommentDto, RiskIdDto } from '@rtm/contracts/validation';
import { RiskClient } from '../clients/risk.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';

/**
 * Comments of SPEC section 7. GET /api/comments/risk/{id} is the risk's; POST /api/comments serves risk
 * and task comments alike (riskId or taskId) and takes the author from the session, never the body.
 * The risk service answers comments with their authors' names.
 */
@Controller('api/comments')
export class CommentsController {
  constructor(@Inject(RiskClient) private readonly risks: RiskClient) {}

  @Get('risk/:id')
  riskComments(@Param() { id }: RiskIdDto, @CurrentActor() actor: Actor): Promise<RiskCommentView[]> {
    return this.risks.comments(id, actor);
  }

  @Post()
  create(@Body() body: CreateCommentDto, @CurrentActor() actor: Actor): Promise<RiskCommentView> {
    const { content, riskId, taskId } = body;
    if (riskId && taskId) throw new BadRequestException('A comment belongs to a risk or a task, not both');
    if (riskId) return this.risks.addComment({ content, riskId }, actor);
    // Task comments arrive with the task slice (TaskClient, task.comments.create); until then no task takes comments.
    if (taskId) throw new NotFoundException(TASK_MESSAGES.taskNotFound);
    throw new BadRequestException(RISK_MESSAGES.commentTargetRequired);
  }
}
