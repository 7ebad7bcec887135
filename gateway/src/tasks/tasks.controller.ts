import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Actor, LinkedRiskDto, MyTaskSummary, TaskDetailView, TaskHistoryEntryDto, TaskView } from '@rtm/contracts';
import { CreateTaskDto, ListTasksDto, MyTaskSummaryQueryDto, RecordPageDto, TaskIdDto, UpdateTaskDto } from '@rtm/contracts/validation';
import type { JsonText } from '@rtm/backend/nats';
import { TaskClient } from '../clients/task.client.js';
import { jsonBody, pageBody } from '../http/json-text.js';
import { CurrentActor } from '../common/current-user.decorator.js';

/**
 * /api/tasks (SPEC section 7). Every signed-in role may read and create; who may edit and delete is
 * decided by the task service from the actor (403 with a message otherwise). The task service answers
 * complete views (owner, assignee and linked risks from its projections): one request per read.
 */
@Controller('api/tasks')
export class TasksController {
  constructor(@Inject(TaskClient) private readonly tasks: TaskClient) {}

  @Get()
  async list(
    @Query() query: ListTasksDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JsonText<TaskView[]> | undefined> {
    return pageBody(response, await this.tasks.list(query, actor));
  }

  /** The signed-in user's tasks: assigned to them, or theirs and assigned to nobody; the list's filters apply. */
  @Get('my-tasks')
  async mine(
    @Query() query: ListTasksDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JsonText<TaskView[]> | undefined> {
    return pageBody(response, await this.tasks.mine(query, actor));
  }

  /** Counts of the signed-in user's tasks for the dashboard: total, done, open and overdue (before `today`). */
  @Get('my-tasks/summary')
  mineSummary(@Query() query: MyTaskSummaryQueryDto, @CurrentActor() actor: Actor): Promise<MyTaskSummary> {
    return this.tasks.mineSummary(query, actor);
  }

  @Post()
  create(@Body() body: CreateTaskDto, @CurrentActor() actor: Actor): Promise<TaskDetailView> {
    return this.tasks.create(body, actor);
  }

  @Get(':id')
  async get(
    @Param() { id }: TaskIdDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JsonText<TaskDetailView> | undefined> {
    return jsonBody(response, await this.tasks.get(id, actor));
  }

  @Get(':id/risks')
  risks(@Param() { id }: TaskIdDto, @CurrentActor() actor: Actor): Promise<LinkedRiskDto[]> {
    return this.tasks.risks(id, actor);
  }

  /** Oldest first, at most 500 entries per answer (`limit`, `offset`); the number of entries is the X-Total-Count header. */
  @Get(':id/history')
  async history(
    @Param() { id }: TaskIdDto,
    @Query() page: RecordPageDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TaskHistoryEntryDto[]> {
    const { items, total } = await this.tasks.history(id, page, actor);
    response.setHeader('X-Total-Count', String(total));
    return items;
  }

  @Patch(':id')
  update(@Param() { id }: TaskIdDto, @Body() body: UpdateTaskDto, @CurrentActor() actor: Actor): Promise<TaskDetailView> {
    return this.tasks.update(id, body, actor);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param() { id }: TaskIdDto, @CurrentActor() actor: Actor): Promise<void> {
    await this.tasks.remove(id, actor);
  }
}
