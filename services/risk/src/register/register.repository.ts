import { Inject, Injectable } from '@nestjs/common';
import type { SqlReader } from '@rtm/backend/events';
import type { DepartmentRiskSummaryDto, RiskAssessmentKind, RiskLevel, RiskMatrixCellDto } from '@rtm/contracts';
import { RiskSchema } from '../common/risk-schema.js';
import { departmentSummarySql, toDepartmentSummary, type DepartmentSummaryRow } from '../risks/risk-view.sql.js';
import { endOfDaySql, levelOfScoreSql } from './register.sql.js';

/** A risk whose cell differs between the ends of two days, as the movements statement reads it. */
export interface MovementRow {
  id: string;
  risk_code: string | null;
  title: string | null;
  from_likelihood: number | null;
  from_impact: number | null;
  to_likelihood: number | null;
  to_impact: number | null;
}

/**
 * The register's past in plain SQL (issue 26): sums of the kept counts' changes per day (risk_cell_day,
 * risk_department_day; day '-infinity' holds the counts when the history started) for the matrix, the department
 * summary and the level trends as of a day, and the risks' versions (risk_history) for the movements between two days.
 */
@Injectable()
export class RegisterRepository {
  constructor(@Inject(RiskSchema) private readonly schema: RiskSchema) {}

  private t = (name: string) => this.schema.table(name);

  /** The first day (YYYY-MM-DD) of the history in `zone`: the day the migration started it. */
  async startsOn(em: SqlReader, zone: string): Promise<string> {
    const [row] = await em.execute<{ starts_on: string }[]>(
      `select to_char((started_at at time zone ?)::date, 'YYYY-MM-DD') as starts_on from ${this.t('risk_register_start')}`,
      [zone],
    );
    return row.starts_on;
  }

  /** Risks per cell (all statuses, as the dashboard's matrix) at the end of `day`. */
  async matrix(em: SqlReader, day: string, assessment: RiskAssessmentKind): Promise<RiskMatrixCellDto[]> {
    const rows = await em.execute<{ likelihood: number; impact: number; count: number }[]>(
      `select c.likelihood, c.impact, sum(c.risks)::int as count from ${this.t('risk_cell_day')} c
        where c.assessment = ? and c.day <= ?::date
        group by c.likelihood, c.impact having sum(c.risks) > 0 order by c.likelihood desc, c.impact`,
      [assessment, day],
    );
    return rows.map((r) => ({ likelihood: Number(r.likelihood), impact: Number(r.impact), count: Number(r.count) }));
  }

  /** The department summary (risks per department and inherent level) at the end of `day`. */
  async summary(em: SqlReader, day: string): Promise<DepartmentRiskSummaryDto[]> {
    const rows = await em.execute<DepartmentSummaryRow[]>(
      departmentSummarySql(this.t, `(select department_id, risk_level, risks from ${this.t('risk_department_day')} where day <= ?::date)`),
      [day],
    );
    return rows.map(toDepartmentSummary);
  }

  /**
   * Risks not closed per level at the end of each month of `endsOn` (its last day, or today in the current month:
   * no change is dated later), as YYYY-MM-DD: the day rows summed per month once, then over the months up to each.
   */
  async levels(em: SqlReader, endsOn: string[], assessment: RiskAssessmentKind): Promise<Map<string, Record<RiskLevel, number>>> {
    const rows = await em.execute<{ ends_on: string; level: RiskLevel; risks: number }[]>(
      `with per_month as (
         select date_trunc('month', c.day)::date as month, ${levelOfScoreSql('c.likelihood * c.impact')} as level,
                sum(c.risks)::int as risks
           from ${this.t('risk_cell_day')} c
          where c.assessment = ? and c.status <> 'closed'
          group by 1, 2)
       select to_char(e.ends_on, 'YYYY-MM-DD') as ends_on, p.level, sum(p.risks)::int as risks
         from unnest(?::date[]) e(ends_on)
         join per_month p on p.month <= date_trunc('month', e.ends_on)::date
        group by e.ends_on, p.level`,
      [assessment, `{${endsOn.join(',')}}`],
    );
    const counts = new Map<string, Record<RiskLevel, number>>();
    for (const row of rows) {
      const month = counts.get(row.ends_on) ?? { critical: 0, high: 0, medium: 0, low: 0 };
      month[row.level] = Number(row.risks);
      counts.set(row.ends_on, month);
    }
    return counts;
  }

  /**
   * The risks whose cell (inherent, or assessed: the residual one, the inherent one while not assessed) differs between
   * the ends of days `from` and `to` in `zone`, and how many there are. Only a risk changed in between can differ: its
   * version alive at the end of `to` started in between (one index range on changed_at), and its version alive at the
   * end of `from`, if any, ended in between (one range on valid_to); a deletion's version means not in the register.
   * Largest change of score first (a new or removed risk's whole score), then by code.
   */
  async movements(
    em: SqlReader,
    range: { zone: string; from: string; to: string; assessment: RiskAssessmentKind },
    page: { limit: number; offset: number },
  ): Promise<{ total: number; items: MovementRow[] }> {
    const [likelihood, impact] = range.assessment === 'residual' ? ['assessed_likelihood', 'assessed_impact'] : ['likelihood', 'impact'];
    const h = this.t('risk_history');
    // Each side read once from its index and the two grouped by risk (not joined: a join's estimate over these ranges ran
    // to millions of rows, and PostgreSQL spent 0.7 s compiling the statement with JIT); the versions carry the risk's
    // code, so only the page's rows are looked up, for their titles.
    const order = (m: string) => `${m}change desc, split_part(${m}risk_code, '-', 2)::int, split_part(${m}risk_code, '-', 3)::int, ${m}id`;
    const [row] = await em.execute<{ total: number; items: MovementRow[] | null }[]>(
      `with b as materialized (select ${endOfDaySql('?::date', '?::text')} as f, ${endOfDaySql('?::date', '?::text')} as t),
       ends as (
         select z.risk_id, z.risk_code, null::text as was_action, null::smallint as was_likelihood, null::smallint as was_impact,
                z.action as now_action, z.${likelihood} as now_likelihood, z.${impact} as now_impact
           from b join ${h} z on z.changed_at >= b.f and z.changed_at < b.t and (z.valid_to is null or z.valid_to >= b.t)
         union all
         select a.risk_id, null, a.action, a.${likelihood}, a.${impact}, null, null, null
           from b join ${h} a on a.valid_to >= b.f and a.valid_to < b.t and a.changed_at < b.f),
       cells as (
         select e.risk_id as id, max(e.risk_code) as risk_code,
                max(case when e.was_action <> 'deleted' then e.was_likelihood end) as from_likelihood,
                max(case when e.was_action <> 'deleted' then e.was_impact end) as from_impact,
                max(case when e.now_action <> 'deleted' then e.now_likelihood end) as to_likelihood,
                max(case when e.now_action <> 'deleted' then e.now_impact end) as to_impact
           from ends e
          group by e.risk_id),
       moved as materialized (
         select c.*, abs(coalesce(c.to_likelihood * c.to_impact, 0) - coalesce(c.from_likelihood * c.from_impact, 0)) as change
           from cells c
          where (c.from_likelihood, c.from_impact) is distinct from (c.to_likelihood, c.to_impact))
       select (select count(*)::int from moved) as total,
              (select json_agg(p) from (
                 select m.id, m.risk_code, coalesce(r.title, gone.title) as title,
                        m.from_likelihood, m.from_impact, m.to_likelihood, m.to_impact
                   from (select * from moved order by ${order('')} limit ? offset ?) m
                   left join lateral (select r.title from ${this.t('risk')} r where r.id = m.id limit 1) r on true
                   -- A risk deleted since is named by its deletion's entry.
                   left join lateral (select v.title from ${h} v
                                       where r.title is null and v.risk_id = m.id and v.action = 'deleted' limit 1) gone on true
                  order by ${order('m.')}) p) as items`,
      [range.from, range.zone, range.to, range.zone, page.limit, page.offset],
    );
    return { total: Number(row.total), items: row.items ?? [] };
  }
}
