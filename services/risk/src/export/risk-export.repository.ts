import { Inject, Injectable } from '@nestjs/common';
import { isoTextSql } from '@rtm/backend/db';
import type { SqlReader } from '@rtm/backend/events';
import type { JsonText } from '@rtm/backend/nats';
import type { ListRisksInput, RiskExportRow } from '@rtm/contracts';
import { RiskSchema } from '../common/risk-schema.js';
import { RiskRepository } from '../risks/risk.repository.js';
import { afterCondition, orderClause, orderKeys } from '../risks/risk-order.js';

/** RSK-2026-0042 -> [2026, 42]. */
export function riskCodeParts(code: string): [number, number] | null {
  const match = /^RSK-(\d{4})-(\d{1,9})$/i.exec(code.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * The rows of the risk export in SQL: the list's filters (RiskRepository.where) in the list's order, a batch after the
 * row of the batch before's last Risk ID (keyset: the cursor's sort keys are read from its row, so no batch reads past
 * the rows before it, whatever its depth), written as JSON by PostgreSQL.
 */
@Injectable()
export class RiskExportRepository {
  constructor(
    @Inject(RiskSchema) private readonly schema: RiskSchema,
    @Inject(RiskRepository) private readonly risks: RiskRepository,
  ) {}

  async batch(em: SqlReader, filter: ListRisksInput, after: [number, number] | null, limit: number): Promise<JsonText<RiskExportRow[]>> {
    const t = (n: string) => this.schema.table(n);
    const where = this.risks.where(filter);
    const keys = orderKeys(filter.sort, filter.order);
    const conditions = where.sql ? [where.sql.replace(/^where /, '')] : [];
    const params = [...where.params];
    let cursor = '';
    if (after) {
      cursor = `, (select * from ${t('risk')} where code_year = ? and code_number = ?) c`;
      conditions.push(afterCondition(keys, 'r', 'c'));
    }
    const page = `select r.* from ${t('risk')} r${cursor} ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
                   order by ${orderClause(keys)} limit ?`;
    const [row] = await em.execute<{ rows: string | null }[]>(
      `select json_agg(json_build_object(
           'id', r.id, 'riskId', r.risk_code, 'title', r.title, 'description', r.description,
           'suggestedSolution', r.suggested_solution, 'riskType', r.risk_type, 'status', r.status,
           'affectedApp', r.affected_app, 'frequency', r.frequency, 'likelihood', r.likelihood, 'impact', r.impact,
           'ownerName', nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), 'ownerEmail', u.email,
           'departments', coalesce((select json_agg(dp.name order by dp.name) from ${t('risk_department')} d
                                      join ${t('department_projection')} dp on dp.id = d.department_id
                                     where d.risk_id = r.id), '[]'::json),
           'residualLikelihood', r.residual_likelihood, 'residualImpact', r.residual_impact,
           'treatmentStrategy', r.treatment_strategy, 'riskScore', r.risk_score, 'riskLevel', r.risk_level,
           'residualScore', r.residual_score, 'residualLevel', r.residual_level,
           'treatmentDone', tr.done, 'treatmentTotal', tr.total,
           'createdAt', ${isoTextSql('r.created_at')}, 'updatedAt', ${isoTextSql('r.updated_at')})
         order by ${orderClause(keys)})::text as rows
         from (${page}) r
         left join ${t('user_projection')} u on u.id = r.owner_id
         cross join lateral (select count(*) filter (where tp.status = 'done') as done, count(*) as total
                               from ${t('task_projection')} tp where tp.risk_ids @> array[r.id]) tr`,
      [...(after ? [after[0], after[1]] : []), ...params, limit],
    );
    return (row?.rows ?? '[]') as JsonText<RiskExportRow[]>;
  }
}
