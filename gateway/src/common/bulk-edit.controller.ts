import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res, type Type } from '@nestjs/common';
import type { Response } from 'express';
import { RpcClient } from '@rtm/backend/nats';
import type { Actor, BulkEditAnswer, BulkEditJobStarted, BulkEditJobView, BulkEditResult, Language, MatchingIds } from '@rtm/contracts';
import { BulkEditJobDto } from '@rtm/contracts/validation';
import { RequestLanguage } from '../i18n/request-language.decorator.js';
import { bulkEditBody, localiseRefusals } from './bulk-edit-answer.js';
import { CurrentActor } from './current-user.decorator.js';

/** 100 items, each its own transaction, answered at once (measured: docs/performance.md). */
const BULK_EDIT_TIMEOUT_MS = 30_000;

/** A list's bulk edit subjects (RISK_BULK_EDIT_SUBJECTS, TASK_BULK_EDIT_SUBJECTS). */
interface BulkEditSubjects {
  matchingIds: string;
  bulkEdit: string;
  bulkEditJob: string;
}

/**
 * The bulk edit routes of a list (issue 27) under `path` ('api/risks', 'api/tasks'): the ids its filters match (at most
 * 1,000, the list's 'select all N matching'), the edit (up to 100 items answered at once, more 202 with a job) and the
 * job's progress (its creator's or a system admin's). Every signed-in role may ask; the owning service checks each
 * item against what the actor may do with it and refuses it on its own. `listQuery` and `editBody` are the list's
 * query and the edit's body DTOs, which the validation pipe checks.
 */
export function bulkEditController(path: string, subjects: BulkEditSubjects, listQuery: Type, editBody: Type): Type {
  @Controller(path)
  class BulkEditController {
    constructor(@Inject(RpcClient) readonly rpc: RpcClient) {}

    @Get('ids')
    matchingIds(@Query() query: object, @CurrentActor() actor: Actor): Promise<MatchingIds> {
      return this.rpc.send<MatchingIds>(subjects.matchingIds, query, actor);
    }

    @Post('bulk-edit')
    @HttpCode(200)
    async edit(
      @Body() body: object,
      @CurrentActor() actor: Actor,
      @RequestLanguage() language: Language,
      @Res({ passthrough: true }) response: Response,
    ): Promise<BulkEditResult | BulkEditJobStarted> {
      return bulkEditBody(await this.rpc.send<BulkEditAnswer>(subjects.bulkEdit, body, actor, BULK_EDIT_TIMEOUT_MS), response, language);
    }

    @Get('bulk-edit/:jobId')
    async job(
      @Param() params: BulkEditJobDto,
      @CurrentActor() actor: Actor,
      @RequestLanguage() language: Language,
    ): Promise<BulkEditJobView> {
      return localiseRefusals(await this.rpc.send<BulkEditJobView>(subjects.bulkEditJob, { jobId: params.jobId }, actor), language);
    }
  }
  // The validation pipe reads each parameter's class from this metadata, which TypeScript wrote as Object above.
  const types = (method: string): unknown[] => Reflect.getMetadata('design:paramtypes', BulkEditController.prototype, method) as unknown[];
  Reflect.defineMetadata('design:paramtypes', [listQuery, ...types('matchingIds').slice(1)], BulkEditController.prototype, 'matchingIds');
  Reflect.defineMetadata('design:paramtypes', [editBody, ...types('edit').slice(1)], BulkEditController.prototype, 'edit');
  return BulkEditController;
}
