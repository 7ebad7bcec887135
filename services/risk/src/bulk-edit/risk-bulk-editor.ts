import { Inject, Injectable, NotFoundException, type LoggerService } from '@nestjs/common';
import { LOGGER } from '@rtm/backend/app';
import { bulkApply } from '@rtm/backend/jobs';
import { RISK_MESSAGES, riskBulkUpdate, type Actor, type BulkEditResult, type RiskBulkChanges } from '@rtm/contracts';
import { RisksService } from '../risks/risks.service.js';

/**
 * A batch of a bulk edit of risks: each risk through the risk form's own change (RisksService.update: the actor's right
 * to edit it, the owner's and departments' checks, its own transaction, history entry and events).
 */
@Injectable()
export class RiskBulkEditor {
  constructor(
    @Inject(RisksService) private readonly risks: RisksService,
    @Inject(LOGGER) private readonly logger: LoggerService,
  ) {}

  async apply(actor: Actor, ids: string[], changes: RiskBulkChanges): Promise<BulkEditResult> {
    const update = riskBulkUpdate(changes);
    // When each was last changed, in one read: a change that leaves the risk as it was keeps its updatedAt.
    const before = new Map((await this.risks.byIds(actor, ids)).map((risk) => [risk.id, risk.updatedAt]));
    return bulkApply(
      ids,
      async (id) => {
        if (!before.has(id)) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
        const after = await this.risks.update(actor, id, update);
        return after.updatedAt === before.get(id) ? 'unchanged' : 'updated';
      },
      (id, error) => this.logger.error(`Bulk edit of risk ${id} failed: ${String(error)}`, undefined, RiskBulkEditor.name),
    );
  }
}
