import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { requireRole } from '@rtm/backend/app';
import { isoTextSql, isUuid } from '@rtm/backend/db';
import { Transactions } from '@rtm/backend/events';
import { userSummaryJson } from '@rtm/backend/projections';
import { recordPage } from '@rtm/contracts/validation';
import { RISK_MESSAGES, type Actor, type Page, type RecordPageInput, type RiskHistoryEntryDto } from '@rtm/contracts';
import { RiskSchema } from '../common/risk-schema.js';

/**
 * A risk's history (issue 25): the entries the risks room writes in the transaction of each change, read newest first
 * with who made each change. A deleted risk's entries stay (the register as of an earlier date reads them) but are
 * not listed: the risk is not found.
 */
@Injectable()
export class RiskHistoryService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(RiskSchema) private readonly schema: RiskSchema,
  ) {}

  async list(actor: Actor | null, riskId: string, page?: RecordPageInput): Promise<Page<RiskHistoryEntryDto>> {
    requireRole(actor);
    if (!isUuid(riskId)) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
    const t = (n: string) => this.schema.table(n);
    const { limit, offset } = recordPage(page);
    // The page, its total and whether the risk exists in one statement.
    const [row] = await this.db.reader().execute<{ known: boolean; total: number; items: RiskHistoryEntryDto[] | null }[]>(
      `select exists (select 1 from ${t('risk')} where id = ?) as known,
              (select count(*)::int from ${t('risk_history')} where risk_id = ?) as total,
              (select json_agg(e order by e."changedAt" desc, e.id desc) from (
                 select h.id, h.risk_id as "riskId", h.action, h.changes, h.snapshot as "values", h.changed_by as "changedById",
                        ${userSummaryJson('u')} as "changedBy", ${isoTextSql('h.changed_at')} as "changedAt"
                   from (select * from ${t('risk_history')} where risk_id = ? order by changed_at desc, id desc limit ? offset ?) h
                   left join ${t('user_projection')} u on u.id = h.changed_by) e) as items`,
      [riskId, riskId, riskId, limit, offset],
    );
    if (!row.known) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
    return { items: row.items ?? [], total: Number(row.total) };
  }
}
