import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike, pgArray, takeYearNumbers } from '@rtm/backend/db';
import type { SqlReader } from '@rtm/backend/events';
import type { JsonText } from '@rtm/backend/nats';
import {
  LIMITS,
  type DepartmentRiskSummaryDto,
  type ListRisksInput,
  type Page,
  type RiskMatrixCellDto,
  type RiskSortField,
  type RiskView,
} from '@rtm/contracts';
import { RiskSchema } from '../common/risk-schema.js';
import { userSummaryJson } from '@rtm/backend/projections';
import type { RiskRow } from './risk.mapper.js';
import { isoText, riskViewJson } from './risk-view.sql.js';

/** Order clauses per sort field; each ends in something unique (the code or the id) so pages never overlap. */
function orderBy(sort: RiskSortField = 'createdAt', order?: 'asc' | 'desc'): string {
  const dir = order === 'asc' ? 'asc' : 'desc';
  switch (sort) {
    case 'riskId':
      return `r.code_year ${dir}, r.code_number ${dir}`;
    case 'riskScore':
      return `r.risk_score ${dir}, r.created_at desc, r.code_number desc, r.id`;
    case 'title':
      return `lower(r.title) ${dir}, r.code_number, r.id`;
    case 'status':
      return `r.status ${dir}, r.created_at desc, r.id`;
    case 'updatedAt':
      return `r.updated_at ${dir} nulls last, r.created_at desc, r.id`;
    case 'createdAt':
    default:
      return `r.created_at ${dir}, r.code_year ${dir}, r.code_number ${dir}`;
  }
}

/**
 * Reads of risks in plain SQL, as complete views in one query each: the risk, its type, its owner and its
 * departments' names from the projections (joins, never a request per row), and the list with its filters
 * (each backed by an index, see the migration), the matrix and the per-department summary. Writes go
 * through MikroORM entities; the mapping to DTOs and views is risk.mapper.ts.
 */
@Injectable()
export class RiskRepository {
  constructor(@Inject(RiskSchema) private readonly schema: RiskSchema) {}

  /** A RiskRow for each risk of `from` (a table or a subquery aliased r). */
  private select(from = this.schema.table('risk'), extra?: string): string {
    const t = (n: string) => this.schema.table(n);
    return `select ${extra ? `${extra}, ` : ''}r.id, r.risk_code, r.title, r.description, r.suggested_solution, r.status, r.risk_type,
        r.affected_app, r.frequency, r.owner_id, r.likelihood, r.impact, r.risk_score, r.risk_level,
        to_char(r.date_identified, 'YYYY-MM-DD') as date_identified, r.reported_by,
        ${isoText('r.created_at')} as created_at, ${isoText('r.updated_at')} as updated_at,
        rt.id as type_id, rt.description as type_description, ${isoText('rt.created_at')} as type_created_at,
        ${userSummaryJson('u')} as owner,
        coalesce((select json_agg(json_build_object('id', d.department_id, 'name', dp.name) order by d.department_id)
                    from ${t('risk_department')} d left join ${t('department_projection')} dp on dp.id = d.department_id
                   where d.risk_id = r.id), '[]'::json) as departments,
        (select json_build_object('done', count(*) filter (where tp.status = 'done'), 'total', count(*))
           from ${t('task_projection')} tp where tp.risk_ids @> array[r.id]) as treatment
      from ${from} r
      left join ${t('risk_type')} rt on rt.name = r.risk_type
      left join ${t('user_projection')} u on u.id = r.owner_id`;
  }

  /** WHERE clause and its parameters for the list filters. */
  private where(filter: ListRisksInput): { sql: string; params: unknown[] } {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.search) {
      const pattern = `%${escapeLike(filter.search)}%`;
      if (/^RSK-\d{4}-\d{4,}$/i.test(filter.search)) {
        // A whole code: the unique index on the code instead of a trigram match (whose common trigrams
        // 'rsk', '202'... are in every row).
        conditions.push(`(r.risk_code = ? or r.title ilike ?)`);
        params.push(filter.search.toUpperCase(), pattern);
      } else {
        conditions.push(`(r.title ilike ? or r.risk_code ilike ?)`);
        params.push(pattern, pattern);
      }
    }
    if (filter.status?.length) {
      conditions.push(`r.status in (?)`);
      params.push(filter.status);
    }
    if (filter.riskType?.length) {
      conditions.push(`r.risk_type in (?)`);
      params.push(filter.riskType);
    }
    if (filter.level?.length) {
      conditions.push(`r.risk_level in (?)`);
      params.push(filter.level);
    }
    if (filter.ownerId) {
      conditions.push(`r.owner_id = ?`);
      params.push(filter.ownerId);
    }
    if (filter.departmentId != null) {
      conditions.push(`exists (select 1 from ${this.schema.table('risk_department')} fd where fd.risk_id = r.id and fd.department_id = ?)`);
      params.push(filter.departmentId);
    }
    if (filter.likelihood != null) {
      conditions.push(`r.likelihood = ?`);
      params.push(filter.likelihood);
    }
    if (filter.impact != null) {
      conditions.push(`r.impact = ?`);
      params.push(filter.impact);
    }
    return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
  }

  /**
   * The page and the number of matches in one statement (one round trip), as the JSON text of the answer
   * (`{"items":[RiskView...],"total":n}`): PostgreSQL writes each risk's view and the array, so no row is parsed,
   * mapped and serialised again in Node. The page is chosen on the bare table first (an index walk for the default
   * order) so the per-row work (type, owner, departments, treatment) is done for the page only, not the offset.
   */
  async listJson(em: SqlReader, filter: ListRisksInput): Promise<JsonText<Page<RiskView>>> {
    const where = this.where(filter);
    const limit = filter.limit ?? LIMITS.riskPageDefault;
    const offset = filter.offset ?? 0;
    const order = orderBy(filter.sort, filter.order);
    const page = `(select r.* from ${this.schema.table('risk')} r ${where.sql} order by ${order} limit ? offset ?)`;
    const [row] = await em.execute<{ total: number; items: string }[]>(
      `select (select '[' || coalesce(string_agg(p.view, ',' order by p.page_order), '') || ']'
                 from (${riskViewJson((n) => this.schema.table(n), page, `row_number() over (order by ${order}) as page_order`)}) p) as items,
              c.total
         from (select count(*)::int as total from ${this.schema.table('risk')} r ${where.sql}) c`,
      [...where.params, limit, offset, ...where.params],
    );
    return `{"items":${row.items},"total":${Number(row.total)}}` as JsonText<Page<RiskView>>;
  }

  async findById(em: SqlReader, id: string): Promise<RiskRow | null> {
    const rows = await em.execute<RiskRow[]>(`${this.select()} where r.id = ?`, [id]);
    return rows[0] ?? null;
  }

  async findByIds(em: EntityManager, ids: string[]): Promise<RiskRow[]> {
    if (ids.length === 0) return [];
    return em.execute<RiskRow[]>(`${this.select()} where r.id in (?) order by r.code_year, r.code_number`, [ids]);
  }

  /** The risks numbered `first` to `last` in `year` (what one insert created), in code order. */
  async findByCodes(em: EntityManager, year: number, first: number, last: number): Promise<RiskRow[]> {
    return em.execute<RiskRow[]>(`${this.select()} where r.code_year = ? and r.code_number between ? and ? order by r.code_number`, [
      year,
      first,
      last,
    ]);
  }

  async matrix(em: EntityManager, filter: ListRisksInput): Promise<RiskMatrixCellDto[]> {
    const { likelihood: _l, impact: _i, ...rest } = filter;
    const where = this.where(rest);
    const rows = await em.execute<{ likelihood: number; impact: number; count: number }[]>(
      `select r.likelihood, r.impact, count(*)::int as count from ${this.schema.table('risk')} r ${where.sql}
       group by r.likelihood, r.impact order by r.likelihood desc, r.impact`,
      where.params,
    );
    return rows.map((r) => ({ likelihood: Number(r.likelihood), impact: Number(r.impact), count: Number(r.count) }));
  }

  /** Departments that have risks, with their names and counts per level; largest first. */
  async summaryByDepartment(em: EntityManager): Promise<DepartmentRiskSummaryDto[]> {
    const rows = await em.execute<(Record<string, number> & { name: string | null })[]>(
      `select c.*, dp.name from (
         select d.department_id,
                count(*)::int as total,
                (count(*) filter (where r.risk_level = 'critical'))::int as critical,
                (count(*) filter (where r.risk_level = 'high'))::int as high,
                (count(*) filter (where r.risk_level = 'medium'))::int as medium,
                (count(*) filter (where r.risk_level = 'low'))::int as low
           from ${this.schema.table('risk_department')} d join ${this.schema.table('risk')} r on r.id = d.risk_id
          group by d.department_id) c
       left join ${this.schema.table('department_projection')} dp on dp.id = c.department_id
       order by c.total desc, c.department_id`,
    );
    return rows.map((r) => ({
      departmentId: Number(r.department_id),
      departmentName: r.name ?? null,
      totalRisks: Number(r.total),
      criticalCount: Number(r.critical),
      highCount: Number(r.high),
      mediumCount: Number(r.medium),
      lowCount: Number(r.low),
    }));
  }

  /** Links risks to departments (SPEC section 3: riskId, departmentId), all in one statement. */
  async linkDepartments(em: EntityManager, links: { riskId: string; departmentId: number }[]): Promise<void> {
    if (links.length === 0) return;
    await em.execute(
      `insert into ${this.schema.table('risk_department')} (risk_id, department_id) select * from unnest(?::uuid[], ?::int[]) on conflict do nothing`,
      [pgArray(links.map((l) => l.riskId)), pgArray(links.map((l) => l.departmentId))],
    );
  }

  /** Removes a risk's links to departments other than `keep` (all of them when `keep` is empty). */
  async unlinkDepartments(em: EntityManager, riskId: string, keep: number[] = []): Promise<void> {
    await em.execute(`delete from ${this.schema.table('risk_department')} where risk_id = ? and department_id <> all(?::int[])`, [
      riskId,
      pgArray(keep),
    ]);
  }

  /** `count` consecutive numbers of the year's risk codes (see takeYearNumbers); answers the first. */
  takeNumbers(em: SqlReader, year: number, count: number): Promise<number> {
    return takeYearNumbers(em, this.schema.table('risk_counter'), year, count);
  }
}
