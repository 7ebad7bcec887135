import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { requireRole } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import { RpcActor, RpcData } from '@rtm/backend/nats';
import { BULK_EDIT_LIMITS, RISK_BULK_EDIT_SUBJECTS, type Actor, type RpcResponse } from '@rtm/contracts';
import { BulkEditJobDto, ListRisksDto, RiskBulkEditDto } from '@rtm/contracts/validation';
import { RiskRepository } from '../risks/risk.repository.js';
import { RiskBulkJobs } from './risk-bulk-jobs.js';

const S = RISK_BULK_EDIT_SUBJECTS;

/** Bulk edit of risks (issue 27): the edit (at once, or as a job), the job's progress, and the ids of a filtered list. */
@Controller()
export class RiskBulkEditController {
  constructor(
    @Inject(RiskBulkJobs) private readonly jobs: RiskBulkJobs,
    @Inject(RiskRepository) private readonly risks: RiskRepository,
    @Inject(Transactions) private readonly db: Transactions,
  ) {}

  @MessagePattern(S.bulkEdit)
  edit(@RpcActor() actor: Actor | null, @RpcData() data: RiskBulkEditDto): Promise<RpcResponse<typeof S.bulkEdit>> {
    return this.jobs.edit(requireRole(actor), data.ids, data.changes);
  }

  @MessagePattern(S.bulkEditJob)
  job(@RpcActor() actor: Actor | null, @RpcData() data: BulkEditJobDto): Promise<RpcResponse<typeof S.bulkEditJob>> {
    return this.jobs.follow(requireRole(actor), data.jobId);
  }

  @MessagePattern(S.matchingIds)
  async matchingIds(@RpcActor() actor: Actor | null, @RpcData() data: ListRisksDto): Promise<RpcResponse<typeof S.matchingIds>> {
    requireRole(actor);
    return this.risks.matchingIds(this.db.sql(), data, BULK_EDIT_LIMITS.maxIds);
  }
}
