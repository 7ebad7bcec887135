import { Inject, Injectable } from '@nestjs/common';
import type { SqlReader } from '@rtm/backend/events';
import { REPORT_TITLE_CHARS, type ListRisksInput, type ReportAcceptanceRow, type ReportList, type ReportRiskRow } from '@rtm/contracts';
import { RiskSchema } from '../common/risk-schema.js';
import { RiskRepository } from '../risks/risk.repository.js';
import { orderClause, orderKeys } from '../risks/risk-order.js';

/** The assessed score (the residual one, the inherent one while not assessed), as the appetite and the list read it. */
const ASSESSED = 'coalesce(r.residual_score, r.risk_score)';

/**
 * The committee packs' lists of risks (issue 29) in plain SQL: the risk list's filters (RiskRepository.where, each
 * backed by an index) with the pack's order and limit, the matches counted beside the rows (count over the window,
 * before the limit), and each row's owner and department names. The heat maps, the trend and the movements are the
 * register's and the list's own reads (RegisterRepository, RiskRepository.matrix).
 */
@Injectable()
export class ReportDataRepository {
  constructor(
    @Inject(RiskSchema) private readonly schema: RiskSchema,
    @Inject(RiskRepository) private readonly risks: RiskRepository,
  ) {}

  private t = (name: string) => this.schema.table(name);

  /** The risks of `filter` in `order` ('list': the risk list's order; 'assessed': highest assessed score first), at most `limit`. */
  async rows(em: SqlReader, filter: ListRisksInput, order: 'list' | 'assessed', limit: number): Promise<ReportList<ReportRiskRow>> {
    const where = this.risks.where(filter);
    const orderSql =
      order === 'assessed' ? `${ASSESSED} desc, r.code_year, r.code_number` : orderClause(orderKeys(filter.sort, filter.order));
    const rows = await em.execute<(ReportRiskRow & { total: number | null; row_order: number | null })[]>(
      `select c.total, p.* from (select count(*)::int as total from ${this.t('risk')} r ${where.sql}) c
       left join lateral (
         select r.risk_code as "riskId", left(r.title, ${REPORT_TITLE_CHARS}) as title, r.status, r.risk_type as "riskType",
                nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as "ownerName",
                coalesce((select array_agg(dp.name order by dp.name) from ${this.t('risk_department')} d
                            join ${this.t('department_projection')} dp on dp.id = d.department_id
                           where d.risk_id = r.id and dp.name is not null), '{}') as departments,
                r.risk_score as "riskScore", r.risk_level as "riskLevel", r.residual_score as "residualScore",
                r.residual_level as "residualLevel", r.row_order
           from (select r.*, row_number() over (order by ${orderSql}) as row_order
                   from ${this.t('risk')} r ${where.sql} order by ${orderSql} limit ?) r
           left join ${this.t('user_projection')} u on u.id = r.owner_id
       ) p on true
       order by p.row_order`,
      [...where.params, ...where.params, limit],
    );
    const total = Number(rows[0]?.total ?? 0);
    return {
      total,
      items: rows
        .filter((row) => row.riskId != null)
        .map(({ total: _total, row_order: _order, ...row }) => ({
          ...row,
          riskScore: Number(row.riskScore),
          residualScore: row.residualScore == null ? null : Number(row.residualScore),
        })),
    };
  }

  /**
   * Standing acceptances of the department's risks (all with none): 'pending' (pending or unapproved, oldest request
   * first) or 'expiring' (approved, ending on or before `until`, soonest first), at most `limit`, and how many.
   */
  async acceptances(
    em: SqlReader,
    kind: 'pending' | 'expiring',
    departmentId: number | undefined,
    until: string,
    limit: number,
  ): Promise<ReportList<ReportAcceptanceRow>> {
    const conditions = [kind === 'pending' ? `a.status in ('pending', 'unapproved')` : `a.status = 'approved' and a.expires_on <= ?::date`];
    const params: unknown[] = kind === 'pending' ? [] : [until];
    if (departmentId != null) {
      conditions.push(`exists (select 1 from ${this.t('risk_department')} d where d.risk_id = a.risk_id and d.department_id = ?)`);
      params.push(departmentId);
    }
    const order = kind === 'pending' ? 'a.requested_at, r.code_year, r.code_number' : 'a.expires_on, r.code_year, r.code_number';
    const rows = await em.execute<(ReportAcceptanceRow & { total: number })[]>(
      `select count(*) over ()::int as total, r.risk_code as "riskId", left(r.title, ${REPORT_TITLE_CHARS}) as title, a.status,
              to_char(a.expires_on, 'YYYY-MM-DD') as "expiresOn"
         from ${this.t('risk_acceptance')} a join ${this.t('risk')} r on r.id = a.risk_id
        where ${conditions.join(' and ')}
        order by ${order} limit ?`,
      [...params, limit],
    );
    return { total: Number(rows[0]?.total ?? 0), items: rows.map(({ total: _t, ...row }) => row) };
  }

  /** The department's name (null: unknown to the risk service), and whether `userId` manages it or belongs to it. */
  async department(em: SqlReader, id: number, userId: string): Promise<{ name: string | null; member: boolean } | null> {
    const [row] = await em.execute<{ name: string | null; member: boolean }[]>(
      `select dp.name, (dp.manager_id = ?::uuid or exists (select 1 from ${this.t('user_projection')} u
                                                      where u.id = ?::uuid and u.department_id = dp.id)) as member
         from ${this.t('department_projection')} dp where dp.id = ?`,
      [userId, userId, id],
    );
    return row ? { name: row.name, member: Boolean(row.member) } : null;
  }
}
