import { Inject, Injectable } from '@nestjs/common';
import type { SqlReader } from '@rtm/backend/events';
import type { DepartmentRiskSummaryDto, RiskAssessmentKind, RiskLevel, RiskLevelMonthDto, RiskMatrixCellDto } from '@rtm/contracts';
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
 * summary and the level trends as of a day, and each risk's timeline of versions (risk_timeline) for the movements between two days.
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
   * Risks not closed per level at the end of each of `months` (trendMonths), zero and `known: false` for a month that
   * ends before the history starts (`startsOn`), which is not read.
   */
  async levelTrend(
    em: SqlReader,
    months: { month: string; endsOn: string }[],
    startsOn: string,
    assessment: RiskAssessmentKind,
  ): Promise<RiskLevelMonthDto[]> {
    const known = months.filter((m) => m.endsOn >= startsOn);
    const counts =
      known.length > 0
        ? await this.levels(
            em,
            known.map((m) => m.endsOn),
            assessment,
          )
        : new Map<string, Record<RiskLevel, number>>();
    return months.map(({ month, endsOn }) => {
      const levels = counts.get(endsOn);
      return {
        month,
        known: endsOn >= startsOn,
        critical: levels?.critical ?? 0,
        high: levels?.high ?? 0,
        medium: levels?.medium ?? 0,
        low: levels?.low ?? 0,
      };
    });
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
   * the ends of days `from` and `to` in `zone`, and how many there are. Each risk's timeline (risk_timeline) holds its
   * versions' starts and cells: the version alive at an instant is the last one started before it, a binary search
   * (width_bucket counts the starts at or before its operand, so the operand is the instant less a microsecond). Only a
   * risk changed since the end of `from` can differ (one index range); a deletion's version (cell 0) means not in the
   * register. Largest change of score first (a new or removed risk's whole score), then by code.
   */
  async movements(
    em: SqlReader,
    range: { zone: string; from: string; to: string; assessment: RiskAssessmentKind },
    page: { limit: number; offset: number },
  ): Promise<{ total: number; items: MovementRow[] }> {
    const cells = range.assessment === 'residual' ? 'assessed' : 'inherent';
    const micros = (instant: string) => `(extract(epoch from ${instant}) * 1000000)::float8 - 1`;
    const score = (cell: string) => `coalesce(${cell} / 10 * (${cell} % 10), 0)`;
    const [row] = await em.execute<{ total: number; items: MovementRow[] | null }[]>(
      `with e as (select ${endOfDaySql('?::date', '?::text')} as f, ${endOfDaySql('?::date', '?::text')} as t),
       -- The operands once, not per row (numeric arithmetic per risk was most of the statement's time).
       b as materialized (select e.f, ${micros('e.f')} as f_micros, ${micros('e.t')} as t_micros from e),
       moved as materialized (
         select x.risk_id as id, x.code_order, c.was, c.now, abs(${score('c.now')} - ${score('c.was')}) as change
           from b join ${this.t('risk_timeline')} x on x.last_changed_at >= b.f
          cross join lateral (select width_bucket(b.f_micros, x.starts) as i, width_bucket(b.t_micros, x.starts) as j) k
          cross join lateral (select nullif(x.${cells}[k.i], 0) as was, nullif(x.${cells}[k.j], 0) as now) c
          where k.i <> k.j and c.was is distinct from c.now)
       select (select count(*)::int from moved) as total,
              (select json_agg(p) from (
                 select m.id, x.risk_code, coalesce(r.title, gone.title) as title,
                        m.was / 10 as from_likelihood, m.was % 10 as from_impact, m.now / 10 as to_likelihood, m.now % 10 as to_impact
                   from (select * from moved order by change desc, code_order, id limit ? offset ?) m
                   join ${this.t('risk_timeline')} x on x.risk_id = m.id
                   left join lateral (select r.title from ${this.t('risk')} r where r.id = m.id limit 1) r on true
                   -- A risk deleted since is named by its deletion's entry.
                   left join lateral (select v.title from ${this.t('risk_history')} v
                                       where r.title is null and v.risk_id = m.id and v.action = 'deleted' limit 1) gone on true
                  order by m.change desc, m.code_order, m.id) p) as items`,
      [range.from, range.zone, range.to, range.zone, page.limit, page.offset],
    );
    return { total: Number(row.total), items: row.items ?? [] };
  }
}
