import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { RpcClient } from '@rtm/backend/nats';
import {
  TASK_BULK_EDIT_SUBJECTS,
  type Actor,
  type BulkEditJobStarted,
  type BulkEditJobView,
  type BulkEditResult,
  type Language,
  type MatchingIds,
} from '@rtm/contracts';
import { BulkEditJobDto, ListTasksDto, TaskBulkEditDto } from '@rtm/contracts/validation';
import { bulkEditBody, localiseRefusals } from '../common/bulk-edit-answer.js';
import { CurrentActor } from '../common/current-user.decorator.js';
import { RequestLanguage } from '../i18n/request-language.decorator.js';

const S = TASK_BULK_EDIT_SUBJECTS;
/** 100 tasks, each its own transaction, answered at once (measured: docs/performance.md). */
const BULK_EDIT_TIMEOUT_MS = 30_000;

/**
 * Bulk edit of tasks (issue 27). Every signed-in role may ask; the task service checks each task against what the
 * actor may do with it (the form's rules) and refuses it on its own.
 */
@Controller('api/tasks')
export class TaskBulkEditController {
  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  /** The ids of the tasks the list's filters match, at most 1,000 (the list's 'select all N matching'). */
  @Get('ids')
  matchingIds(@Query() query: ListTasksDto, @CurrentActor() actor: Actor): Promise<MatchingIds> {
    return this.rpc.call(S.matchingIds, query, actor);
  }

  /** Up to 100 tasks: `{ updated, unchanged, refused }`; more: 202 `{ jobId }`. */
  @Post('bulk-edit')
  @HttpCode(200)
  async edit(
    @Body() body: TaskBulkEditDto,
    @CurrentActor() actor: Actor,
    @RequestLanguage() language: Language,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BulkEditResult | BulkEditJobStarted> {
    return bulkEditBody(await this.rpc.call(S.bulkEdit, body, actor, BULK_EDIT_TIMEOUT_MS), response, language);
  }

  /** A job's progress and result: its creator's or a system admin's. */
  @Get('bulk-edit/:jobId')
  async job(
    @Param() params: BulkEditJobDto,
    @CurrentActor() actor: Actor,
    @RequestLanguage() language: Language,
  ): Promise<BulkEditJobView> {
    return localiseRefusals(await this.rpc.call(S.bulkEditJob, { jobId: params.jobId }, actor), language);
  }
}
