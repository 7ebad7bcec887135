import { Inject, Injectable } from '@nestjs/common';
import { isoTextSql, pgArray } from '@rtm/backend/db';
import type { SqlReader } from '@rtm/backend/events';
import type { RiskDto } from '@rtm/contracts';
import { RiskSchema } from '../common/risk-schema.js';
import type { ComparedRisk } from './row-changes.js';

/** A risk a re-imported row names by its Risk ID: what the row is compared with, and the facts of the rules. */
export interface ImportTarget extends ComparedRisk {
  id: string;
  riskId: string;
  reportedBy: string | null;
  status: RiskDto['status'];
  /** ISO 8601 to the millisecond; null while never changed. */
  updatedAt: string | null;
  /** Who made the latest change (first and last name, else e-mail), for a conflict's message. */
  changedBy: string | null;
}

const RISK_CODE = /^RSK-\d{4}-\d{1,9}$/;

/** Risk IDs per statement: a bounded parameter list, and a 10,000-row file in 10 reads. */
const CODES_PER_READ = 1000;

/** The risks a file's rows name, by Risk ID, read in a few statements (never a read per row). */
@Injectable()
export class ImportTargets {
  constructor(@Inject(RiskSchema) private readonly schema: RiskSchema) {}

  async byRiskId(em: SqlReader, riskIds: string[]): Promise<Map<string, ImportTarget>> {
    const t = (n: string) => this.schema.table(n);
    const found = new Map<string, ImportTarget>();
    const codes = [...new Set(riskIds.map((c) => c.trim().toUpperCase()))].filter((c) => RISK_CODE.test(c));
    // One index lookup per code (a lateral join): given `in (...)` a thousand codes, the planner took the codes' trigram
    // index and a read took seconds. Only well-formed codes are looked up; any other is simply not found.
    for (let at = 0; at < codes.length; at += CODES_PER_READ) {
      const rows = await em.execute<(ImportTarget & { departmentIds: number[] | null })[]>(
        `select r.id, r.risk_code as "riskId", r.title, r.description, r.suggested_solution as "suggestedSolution",
                r.risk_type as "riskType", r.affected_app as "affectedApp", r.frequency, r.owner_id as "ownerId",
                r.likelihood, r.impact, r.status, r.residual_likelihood as "residualLikelihood",
                r.residual_impact as "residualImpact", r.treatment_strategy as "treatmentStrategy",
                r.reported_by as "reportedBy", ${isoTextSql('r.updated_at')} as "updatedAt",
                (select array_agg(d.department_id order by d.department_id) from ${t('risk_department')} d
                  where d.risk_id = r.id) as "departmentIds",
                (select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)
                   from ${t('risk_history')} h left join ${t('user_projection')} u on u.id = h.changed_by
                  where h.risk_id = r.id and h.action not in ('attachment_added', 'attachment_deleted')
                  order by h.changed_at desc, h.id desc limit 1) as "changedBy"
           from unnest(?::text[]) c(code)
           cross join lateral (select * from ${t('risk')} r where r.risk_code = c.code offset 0) r`,
        [pgArray(codes.slice(at, at + CODES_PER_READ))],
      );
      for (const row of rows) found.set(row.riskId, { ...row, departmentIds: row.departmentIds ?? [] });
    }
    return found;
  }
}
