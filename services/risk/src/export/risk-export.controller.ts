import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { IsOptional, Matches } from 'class-validator';
import { requireRole } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import { JsonAnswer, RpcActor, RpcData } from '@rtm/backend/nats';
import { RISK_EXPORT_BATCH, SUBJECTS, type Actor, type RiskExportBatchInput, type RpcResponse } from '@rtm/contracts';
import { ListRisksDto } from '@rtm/contracts/validation';
import { RiskExportRepository, riskCodeParts } from './risk-export.repository.js';

const S = SUBJECTS.risk;

/** The list's filters (as GET /api/risks validates them) and the cursor; `limit` is at most RISK_EXPORT_BATCH. */
class RiskExportBatchDto extends ListRisksDto implements RiskExportBatchInput {
  @IsOptional()
  @Matches(/^RSK-\d{4}-\d{1,9}$/i, { message: 'afterRiskId must be a Risk ID such as RSK-2026-0001' })
  afterRiskId?: string;
}

/**
 * risk.export.batch (issue 27): one batch of the risk export, for the gateway's streamed GET /api/risks/export. Every
 * signed-in role reads the register (the list's visibility), so the actor needs a role only.
 */
@Controller()
export class RiskExportController {
  constructor(
    @Inject(RiskExportRepository) private readonly exports: RiskExportRepository,
    @Inject(Transactions) private readonly db: Transactions,
  ) {}

  @MessagePattern(S.exportBatch)
  async batch(
    @RpcActor() actor: Actor | null,
    @RpcData() data: RiskExportBatchDto,
  ): Promise<JsonAnswer<RpcResponse<typeof S.exportBatch>>> {
    requireRole(actor);
    const { afterRiskId, limit, offset: _offset, asOf: _asOf, ...filter } = data;
    const after = afterRiskId ? riskCodeParts(afterRiskId) : null;
    const size = Math.min(Math.max(limit ?? RISK_EXPORT_BATCH, 1), RISK_EXPORT_BATCH);
    return new JsonAnswer(await this.exports.batch(this.db.sql(), filter, after, size));
  }
}
