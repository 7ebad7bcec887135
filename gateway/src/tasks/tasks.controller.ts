import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Actor, LinkedRiskDto, MyTaskSummary, Page, TaskDetailView, TaskHistoryEntryDto, TaskView } from '@rtm/contracts';
import { CreateTaskDto, ListTasksDto, MyTaskSummaryQueryDto, TaskIdDto, UpdateTaskDto } from '@rtm/contracts/validation';
import { TaskClient } from '../clients/task.client.js';
import { CurrentActor } from '../common/current-user.decorator.js';

/** A page as the body (an array) and its number of matches as X-Total-Count. */
function asArray(page: Page<TaskView>, response: Response): TaskView[] {
  response.setHeader('X-Total-Count', String(page.total));
  return page.items;
}

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
  ): Promise<TaskView[]> {
    return asArray(await this.tasks.list(query, actor), response);
  }

  /** The signed-in user's tasks: assigned to them, or theirs and assigned to nobody; the list's filters apply. */
  @Get('my-tasks')
  async mine(
    @Query() query: ListTasksDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TaskView[]> {
    return asArray(await this.tasks.mine(query, actor), response);
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
  get(@Param() { id }: TaskIdDto, @CurrentActor() actor: Actor): Promise<TaskDetailView> {
    return this.tasks.get(id, actor);
  }

  @Get(':id/risks')
  risks(@Param() { id }: TaskIdDto, @CurrentActor() actor: Actor): Promise<LinkedRiskDto[]> {
    return this.tasks.risks(id, actor);
  }

  @Get(':id/history')
  history(@Param() { id }: TaskIdDto, @CurrentActor() actor: Actor): Promise<TaskHistoryEntryDto[]> {
    return this.tasks.history(id, actor);
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
