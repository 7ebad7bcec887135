import { BadRequestException, Body, Controller, Get, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { JsonText } from '@rtm/backend/nats';
import { RISK_MESSAGES, type Actor, type RiskCommentView, type TaskCommentView } from '@rtm/contracts';
import { CreateCommentDto, RecordPageDto, RiskIdDto, TaskIdDto } from '@rtm/contracts/validation';
import { RiskClient } from '../clients/risk.client.js';
import { TaskClient } from '../clients/task.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { GATEWAY_MESSAGES } from '../common/gateway-messages.js';
import { pageBody } from '../http/json-text.js';

/**
 * Comments of SPEC section 7. GET /api/comments/risk/{id} and /task/{id} list a risk's or a task's, oldest first,
 * at most 500 per answer (`limit`, `offset`; the number of comments is the X-Total-Count header);
 * POST /api/comments serves both (riskId or taskId) and takes the author from the session, never the
 * body. The owning service (risk or task) answers comments with their authors' names.
 */
@Controller('api/comments')
export class CommentsController {
  constructor(
    @Inject(RiskClient) private readonly risks: RiskClient,
    @Inject(TaskClient) private readonly tasks: TaskClient,
  ) {}

  @Get('risk/:id')
  async riskComments(
    @Param() { id }: RiskIdDto,
    @Query() page: RecordPageDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JsonText<RiskCommentView[]> | undefined> {
    return pageBody(response, await this.risks.comments(id, page, actor));
  }

  @Get('task/:id')
  async taskComments(
    @Param() { id }: TaskIdDto,
    @Query() page: RecordPageDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JsonText<TaskCommentView[]> | undefined> {
    return pageBody(response, await this.tasks.comments(id, page, actor));
  }

  @Post()
  create(@Body() body: CreateCommentDto, @CurrentActor() actor: Actor): Promise<RiskCommentView | TaskCommentView> {
    const { content, riskId, taskId } = body;
    if (riskId && taskId) throw new BadRequestException(GATEWAY_MESSAGES.commentBothTargets);
    if (riskId) return this.risks.addComment({ content, riskId }, actor);
    if (taskId) return this.tasks.addComment({ content, taskId }, actor);
    throw new BadRequestException(RISK_MESSAGES.commentTargetRequired);
  }
}
