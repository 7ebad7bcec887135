import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addCountsSql, escapeLike, isoTextSql, pgArray, takeYearNumbers } from '@rtm/backend/db';
import type { SqlReader } from '@rtm/backend/events';
import type { JsonText } from '@rtm/backend/nats';
import {
  ACCEPTANCE_EXPIRING_DAYS,
  LIMITS,
  riskLevel,
  riskScore,
  type DepartmentRiskSummaryDto,
  type ListRisksInput,
  type Page,
  type RiskFieldChanges,
  type RiskHistoryEntryDto,
  type RiskHistoryValues,
  type RiskMatrixCellDto,
  type RiskSortField,
  type RiskView,
} from '@rtm/contracts';
import { RiskSchema } from '../common/risk-schema.js';
import { RiskCalendar } from '../common/calendar.js';
import { Clock } from '../common/clock.js';
import { dayLiteral, dueSoonUntilSql, nextReviewDueSql, overdueUntilSql, reviewDueBySql } from './review-due.sql.js';
import { userSummaryJson } from '@rtm/backend/projections';
import type { RiskRow } from './risk.mapper.js';
import { riskDayDeltas, type RiskCountDeltas } from './risk-counts.js';
import { orderClause, orderKeys } from './risk-order.js';
import {
  departmentSummarySql,
  appetiteJson,
  historySnapshotSql,
  latestAcceptanceJson,
  outsideAppetiteSql,
  outsideAppetiteTotalSql,
  riskViewJson,
  toDepartmentSummary,
  type DepartmentSummaryRow,
} from './risk-view.sql.js';

/**
 * Risks per insert statement. MikroORM writes parameters into the statement's text, escaping a text character by
 * character: one statement for a 10,000-row import made its 6 MB of JSON into 93 MB of string pieces at once, and the
 * risk service (256 MB of heap) died of it at enterprise size.
 */
const INSERT_SLICE = 500;

/** A risk to insert (RiskRepository.insert): its columns, and the ids of its departments. */
export interface RiskInsert {
  id: string;
  risk_code: string;
  code_year: number;
  code_number: number;
  title: string;
  description: string | null;
  suggested_solution: string | null;
  status: string;
  risk_type: string;
  affected_app: string | null;
  frequency: string;
  owner_id: string;
  likelihood: number;
  impact: number;
  risk_score: number;
  risk_level: string;
  /** YYYY-MM-DD */
  date_identified: string;
  reported_by: string;
  /** ISO 8601 */
  created_at: string;
  department_ids: number[];
  residual_likelihood: number | null;
  residual_impact: number | null;
  residual_score: number | null;
  residual_level: string | null;
  treatment_strategy: string | null;
  treatment_plan: string | null;
  /** YYYY-MM-DD */
  treatment_due_date: string | null;
}

/** The list's order clause on the alias r. */
function orderBy(sort?: RiskSortField, order?: 'asc' | 'desc'): string {
  return orderClause(orderKeys(sort, order));
}

/**
 * Reads of risks in plain SQL, as complete views in one query each: the risk, its type, its owner and its
 * departments' names from the projections (joins, never a request per row), and the list with its filters
 * (each backed by an index, see the migration), the matrix and the per-department summary; the insert of new
 * risks (one statement that answers their views). The other writes go through MikroORM entities; the mapping to DTOs
 * and views is risk.mapper.ts.
 */
@Injectable()
export class RiskRepository {
  constructor(
    @Inject(RiskSchema) private readonly schema: RiskSchema,
    @Inject(RiskCalendar) private readonly calendar: RiskCalendar,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /**
   * A RiskRow for each risk of `from` (a table or a subquery aliased r). `links`: where its department links are, as
   * `from` clause text naming them d (department_id) for r; by default the table's (a subquery in from that has the
   * risks' department ids in a column instead: `unnest(r.department_ids) d(department_id)`).
   */
  private select(from = this.schema.table('risk'), extra?: string, links?: string): string {
    const t = (n: string) => this.schema.table(n);
    const departments = links
      ? `${links} left join ${t('department_projection')} dp on dp.id = d.department_id`
      : `${t('risk_department')} d left join ${t('department_projection')} dp on dp.id = d.department_id
                   where d.risk_id = r.id`;
    return `select ${extra ? `${extra}, ` : ''}r.id, r.risk_code, r.title, r.description, r.suggested_solution, r.status, r.risk_type,
        r.affected_app, r.frequency, r.owner_id, r.likelihood, r.impact, r.risk_score, r.risk_level,
        to_char(r.date_identified, 'YYYY-MM-DD') as date_identified, r.reported_by,
        ${isoTextSql('r.created_at')} as created_at, ${isoTextSql('r.updated_at')} as updated_at,
        r.residual_likelihood, r.residual_impact, r.residual_score, r.residual_level, r.treatment_strategy,
        r.treatment_plan, to_char(r.treatment_due_date, 'YYYY-MM-DD') as treatment_due_date,
        ${isoTextSql('r.last_reviewed_at')} as last_reviewed_at, ${nextReviewDueSql(t, 'r', this.calendar.zone)} as next_review_due,
        rt.id as type_id, rt.description as type_description, ${isoTextSql('rt.created_at')} as type_created_at,
        ${userSummaryJson('u')} as owner,
        coalesce((select json_agg(json_build_object('id', d.department_id, 'name', dp.name) order by d.department_id)
                    from ${departments}), '[]'::json) as departments,
        (select json_build_object('done', count(*) filter (where tp.status = 'done'), 'total', count(*))
           from ${t('task_projection')} tp where tp.risk_ids @> array[r.id]) as treatment,
        ${latestAcceptanceJson(t, 'r')} as acceptance,
        ${appetiteJson(t, 'r')} as appetite
      from ${from} r
      left join ${t('risk_type')} rt on rt.name = r.risk_type
      left join ${t('user_projection')} u on u.id = r.owner_id`;
  }

  /** WHERE clause and its parameters for the list filters. */
  where(filter: ListRisksInput): { sql: string; params: unknown[] } {
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
      conditions.push(filter.assessment === 'residual' ? `coalesce(r.residual_level, r.risk_level) in (?)` : `r.risk_level in (?)`);
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
    // The residual cell (the inherent one while not assessed) when the list reads the residual assessment.
    const residual = filter.assessment === 'residual';
    if (filter.likelihood != null) {
      conditions.push(residual ? `coalesce(r.residual_likelihood, r.likelihood) = ?` : `r.likelihood = ?`);
      params.push(filter.likelihood);
    }
    if (filter.impact != null) {
      conditions.push(residual ? `coalesce(r.residual_impact, r.impact) = ?` : `r.impact = ?`);
      params.push(filter.impact);
    }
    const t = (n: string) => this.schema.table(n);
    if (filter.outsideAppetite != null) conditions.push(`${filter.outsideAppetite ? '' : 'not '}${outsideAppetiteSql(t, 'r')}`);
    if (filter.treatmentStrategy?.length) {
      conditions.push(`r.treatment_strategy in (?)`);
      params.push(filter.treatmentStrategy);
    }
    if (filter.acceptance) {
      const status = filter.acceptance === 'pending' ? `ra.status in ('pending', 'unapproved')` : `ra.status = 'approved'`;
      const expiring = filter.acceptance === 'expiring' ? ` and ra.expires_on <= current_date + ${ACCEPTANCE_EXPIRING_DAYS}` : '';
      conditions.push(`exists (select 1 from ${t('risk_acceptance')} ra where ra.risk_id = r.id and ${status}${expiring})`);
    }
    // Issue 26: today in MAIL_TIME_ZONE, by the service's clock.
    if (filter.reviewDue || filter.reviewOverdue) {
      const today = dayLiteral(this.calendar.dayOf(this.clock.now()));
      if (filter.reviewDue) conditions.push(reviewDueBySql(t, 'r', this.calendar.zone, dueSoonUntilSql(t, today)));
      if (filter.reviewOverdue) conditions.push(reviewDueBySql(t, 'r', this.calendar.zone, overdueUntilSql(today)));
    }
    // Issue 28: evidence past its validity (the index on valid_until; today in MAIL_TIME_ZONE as the reviews count it).
    if (filter.evidenceExpired != null) {
      const today = dayLiteral(this.calendar.dayOf(this.clock.now()));
      conditions.push(
        `${filter.evidenceExpired ? '' : 'not '}exists (select 1 from ${t('risk_attachment')} ev where ev.risk_id = r.id and ev.valid_until < ${today})`,
      );
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
    const total = this.total(filter);
    const page = `(select r.* from ${this.schema.table('risk')} r ${where.sql} order by ${order} limit ? offset ?)`;
    const [row] = await em.execute<{ total: number; items: string }[]>(
      `select (select '[' || coalesce(string_agg(p.view, ',' order by p.page_order), '') || ']'
                 from (${riskViewJson((n) => this.schema.table(n), page, `row_number() over (order by ${order}) as page_order`, this.calendar.zone)}) p) as items,
              c.total
         from (${total.sql}) c`,
      [...where.params, limit, offset, ...total.params],
    );
    return `{"items":${row.items},"total":${Number(row.total)}}` as JsonText<Page<RiskView>>;
  }

  /**
   * The statement counting the risks of `filter` (column total) and its parameters: from the kept counts
   * (risk_matrix_count, whose columns have the names of risk's, so the same WHERE reads them) when the filter names only
   * what they keep (status, level, likelihood, impact; none for the unfiltered list), or from risk_assessment_count for
   * a residual level and status, so its cost does not grow with the register; else a count of the matching risks.
   */
  private total(filter: ListRisksInput): { sql: string; params: unknown[] } {
    if (readsResidualCells(filter) && namesOnly(filter, ASSESSMENT_KEPT_FILTERS)) {
      // The residual level is the assessed cell's: the scores of the levels asked for, read from risk_assessment_count.
      const conditions: string[] = [];
      const params: unknown[] = [];
      const add = (condition: string, value: unknown) => (conditions.push(condition), params.push(value));
      if (filter.level?.length)
        add(`c.likelihood * c.impact = any(?::int[])`, pgArray(SCORES.filter((score) => filter.level!.includes(riskLevel(score)))));
      if (filter.status?.length) add(`c.status = any(?::text[])`, pgArray(filter.status));
      if (filter.likelihood != null) add(`c.likelihood = ?`, filter.likelihood);
      if (filter.impact != null) add(`c.impact = ?`, filter.impact);
      return {
        sql: `select coalesce(sum(c.risks), 0)::int as total from ${this.schema.table('risk_assessment_count')} c
               where ${conditions.join(' and ')}`,
        params,
      };
    }
    if (filter.outsideAppetite === true && namesOnly(filter, OUTSIDE_KEPT_FILTERS)) {
      const byStatus = !!filter.status?.length;
      return { sql: outsideAppetiteTotalSql((n) => this.schema.table(n), byStatus), params: byStatus ? [pgArray(filter.status!)] : [] };
    }
    const where = this.where(filter);
    return keptCountsAnswer(filter)
      ? {
          sql: `select coalesce(sum(r.risks), 0)::int as total from ${this.schema.table('risk_matrix_count')} r ${where.sql}`,
          params: where.params,
        }
      : { sql: `select count(*)::int as total from ${this.schema.table('risk')} r ${where.sql}`, params: where.params };
  }

  /** The ids of the risks of `filter` in the list's order, at most `max`, and how many match (a bulk edit's 'select all'). */
  async matchingIds(em: SqlReader, filter: ListRisksInput, max: number): Promise<{ ids: string[]; total: number }> {
    const where = this.where(filter);
    const total = this.total(filter);
    const [row] = await em.execute<{ ids: string[]; total: number }[]>(
      `select array(select r.id from ${this.schema.table('risk')} r ${where.sql} order by ${orderBy(filter.sort, filter.order)} limit ?) as ids,
              c.total
         from (${total.sql}) c`,
      [...where.params, max, ...total.params],
    );
    return { ids: row.ids, total: Number(row.total) };
  }

  async findById(em: SqlReader, id: string): Promise<RiskRow | null> {
    const rows = await em.execute<RiskRow[]>(`${this.select()} where r.id = ?`, [id]);
    return rows[0] ?? null;
  }

  async findByIds(em: EntityManager, ids: string[]): Promise<RiskRow[]> {
    if (ids.length === 0) return [];
    return em.execute<RiskRow[]>(`${this.select()} where r.id in (?) order by r.code_year, r.code_number`, [ids]);
  }

  /**
   * Inserts risks and their department links, and answers them as RiskRows in code order, a statement per
   * INSERT_SLICE risks: the rows go as one JSON parameter, and the answer is made from what the insert returns (a
   * statement does not see its own inserts in the tables), the departments from the rows' ids (what the links insert).
   * `also`: further data-modifying statements to run in the last one (a WITH query each, e.g. the monthly stats'
   * upsert, whose locks are then taken last), with their parameters.
   */
  async insert(em: SqlReader, risks: RiskInsert[], also: { sql: string; params: unknown[] }[] = []): Promise<RiskRow[]> {
    const created: RiskRow[] = [];
    for (let from = 0; from < risks.length; from += INSERT_SLICE) {
      const last = from + INSERT_SLICE >= risks.length;
      created.push(...(await this.insertSlice(em, risks.slice(from, from + INSERT_SLICE), last ? also : [])));
    }
    return created;
  }

  private async insertSlice(em: SqlReader, risks: RiskInsert[], also: { sql: string; params: unknown[] }[]): Promise<RiskRow[]> {
    const t = (n: string) => this.schema.table(n);
    const rows = risks.map((r) => ({ ...r, department_ids: [...new Set(r.department_ids)] }));
    return em.execute<RiskRow[]>(
      `with x as materialized (
         select * from json_to_recordset(?::json) as x(id uuid, risk_code text, code_year integer, code_number integer,
           title text, description text, suggested_solution text, status text, risk_type text, affected_app text,
           frequency text, owner_id uuid, likelihood smallint, impact smallint, risk_score smallint, risk_level text,
           date_identified date, reported_by uuid, created_at timestamptz, department_ids integer[],
           residual_likelihood smallint, residual_impact smallint, residual_score smallint, residual_level text,
           treatment_strategy text, treatment_plan text, treatment_due_date date)),
       inserted as (
         insert into ${t('risk')} (id, risk_code, code_year, code_number, title, description, suggested_solution, status,
           risk_type, affected_app, frequency, owner_id, likelihood, impact, risk_score, risk_level, date_identified,
           reported_by, created_at, updated_at, residual_likelihood, residual_impact, residual_score, residual_level,
           treatment_strategy, treatment_plan, treatment_due_date)
         select id, risk_code, code_year, code_number, title, description, suggested_solution, status, risk_type,
           affected_app, frequency, owner_id, likelihood, impact, risk_score, risk_level, date_identified, reported_by,
           created_at, null, residual_likelihood, residual_impact, residual_score, residual_level, treatment_strategy,
           treatment_plan, treatment_due_date
           from x
         returning *),
       linked as (
         insert into ${t('risk_department')} (risk_id, department_id)
         select x.id, d from x, unnest(x.department_ids) d on conflict do nothing),
       recorded as (
         insert into ${t('risk_history')} (id, risk_id, action, changes, snapshot, changed_by, changed_at, risk_code)
         select gen_random_uuid(), i.id, 'created', '{}'::jsonb,
                ${historySnapshotSql('i', "(select coalesce(jsonb_agg(d order by d), '[]'::jsonb) from unnest(x.department_ids) d)")},
                i.reported_by, i.created_at, i.risk_code
           from inserted i join x on x.id = i.id)
       ${also.map((a, i) => `, also${i} as (${a.sql})`).join('')}
       ${this.select('(select i.*, x.department_ids from inserted i join x on x.id = i.id)', undefined, 'unnest(r.department_ids) d(department_id)')}
       order by r.code_number`,
      [JSON.stringify(rows), ...also.flatMap((a) => a.params)],
    );
  }

  /**
   * The risk, locked for a change until commit: FOR NO KEY UPDATE, the lock its UPDATE takes anyway (it never changes
   * the id or the code), which, unlike FOR UPDATE, lets others insert rows that refer to it meanwhile (a comment, a
   * department link take FOR KEY SHARE). `stale`: the lock waited for a change of the risk by another transaction;
   * the row's own columns are then its newest version, but the rest (departments, owner, type, treatment) was read
   * before that change: read the risk again for those.
   */
  async findForUpdate(em: SqlReader, id: string): Promise<(RiskRow & { stale: boolean }) | null> {
    const rows = await em.execute<(RiskRow & { stale: boolean })[]>(
      `${this.select(undefined, `(select s.xmin from ${this.schema.table('risk')} s where s.id = r.id) is distinct from r.xmin as stale`)}
        where r.id = ? for no key update of r`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * Changes the risk's `columns` and, when `departmentIds` is given, sets its departments to those; answers the risk
   * as changed, in one statement. `also`: further data-modifying statements for the same one (a WITH query each).
   */
  async update(
    em: SqlReader,
    id: string,
    columns: Record<string, unknown>,
    departmentIds?: number[],
    also: { sql: string; params: unknown[] }[] = [],
  ): Promise<RiskRow> {
    const t = (n: string) => this.schema.table(n);
    const names = Object.keys(columns);
    const params: unknown[] = [...Object.values(columns), id];
    let links = '';
    if (departmentIds) {
      links = `, unlinked as (delete from ${t('risk_department')} where risk_id = ? and department_id <> all(?::int[]))
       , linked as (insert into ${t('risk_department')} (risk_id, department_id) select ?::uuid, unnest(?::int[]) on conflict do nothing)`;
      params.push(id, pgArray(departmentIds), id, pgArray(departmentIds));
    }
    params.push(...also.flatMap((a) => a.params));
    if (departmentIds) params.push(pgArray(departmentIds));
    const [row] = await em.execute<RiskRow[]>(
      `with updated as (update ${t('risk')} set ${names.map((n) => `${n} = ?`).join(', ')} where id = ? returning *)
       ${links}
       ${also.map((a, i) => `, also${i} as (${a.sql})`).join('')}
       ${this.select('updated', undefined, departmentIds ? 'unnest(?::int[]) d(department_id)' : undefined)}`,
      params,
    );
    return row;
  }

  /**
   * The history entry of a change (RiskHistoryEntryDto), for the caller to run as a WITH query of RiskRepository.update's
   * statement: it reads the changed risk from that statement's `updated`. `departmentIds`: the departments the change
   * sets, when it sets them (the statement does not see its own link changes).
   */
  recording(
    entry: { action: RiskHistoryEntryDto['action']; changes: RiskFieldChanges; changedBy: string | null; changedAt: string },
    departmentIds?: number[],
  ): { sql: string; params: unknown[] } {
    const departments = departmentIds
      ? '?::jsonb'
      : `(select coalesce(jsonb_agg(d.department_id order by d.department_id), '[]'::jsonb)
            from ${this.schema.table('risk_department')} d where d.risk_id = updated.id)`;
    return {
      sql: `insert into ${this.schema.table('risk_history')} (id, risk_id, action, changes, snapshot, changed_by, changed_at, risk_code)
            select gen_random_uuid(), updated.id, ?, ?::jsonb, ${historySnapshotSql('updated', departments)}, ?, ?, updated.risk_code
              from updated`,
      params: [
        entry.action,
        JSON.stringify(entry.changes),
        ...(departmentIds ? [JSON.stringify(departmentIds)] : []),
        entry.changedBy,
        entry.changedAt,
      ],
    };
  }

  /**
   * The statement ending the risk's current version at `changedAt` (risk_history.valid_to), for the caller to run as a
   * WITH query of the statement that records the next one (see recording): it reads the changed risk from `updated`, and
   * does not see the entry the same statement inserts.
   */
  closingVersion(changedAt: string): { sql: string; params: unknown[] } {
    return {
      sql: `update ${this.schema.table('risk_history')} set valid_to = ?
             where risk_id = (select id from updated) and valid_to is null`,
      params: [changedAt],
    };
  }

  /**
   * Writes the history entry of a file attached to or deleted from the risk (issue 28), with the risk's values at that
   * moment. Not a version of the risk: it ends where it starts (valid_to = changed_at), so the current version stays
   * open and the register's timeline leaves it out (migration 0017).
   */
  async recordAttachment(
    em: SqlReader,
    riskId: string,
    entry: { action: 'attachment_added' | 'attachment_deleted'; fileName: string; changedBy: string; changedAt: string },
  ): Promise<void> {
    const file = entry.action === 'attachment_added' ? { from: null, to: entry.fileName } : { from: entry.fileName, to: null };
    await em.execute(
      `insert into ${this.schema.table('risk_history')} (id, risk_id, action, changes, snapshot, changed_by, changed_at, valid_to, risk_code)
       select gen_random_uuid(), r.id, ?, ?::jsonb,
              ${historySnapshotSql('r', `(select coalesce(jsonb_agg(d.department_id order by d.department_id), '[]'::jsonb) from ${this.schema.table('risk_department')} d where d.risk_id = r.id)`)},
              ?, ?::timestamptz, ?::timestamptz, r.risk_code
         from ${this.schema.table('risk')} r where r.id = ?`,
      [entry.action, JSON.stringify({ file }), entry.changedBy, entry.changedAt, entry.changedAt, riskId],
    );
  }

  /**
   * Writes a history entry with the values given (a deletion's: the risk's last values, and its code and title, by which
   * the register's movements name a risk that is gone).
   */
  async record(
    em: SqlReader,
    riskId: string,
    entry: { action: RiskHistoryEntryDto['action']; changes: RiskFieldChanges; changedBy: string | null; changedAt: string },
    values: RiskHistoryValues,
    label: { riskCode: string; title: string } | null = null,
  ): Promise<void> {
    // The version it follows ends when this one starts.
    await em.execute(
      `with closed as (update ${this.schema.table('risk_history')} set valid_to = ? where risk_id = ? and valid_to is null)
       insert into ${this.schema.table('risk_history')} (id, risk_id, action, changes, snapshot, changed_by, changed_at, risk_code, title)
       values (gen_random_uuid(), ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?)`,
      [
        entry.changedAt,
        riskId,
        riskId,
        entry.action,
        JSON.stringify(entry.changes),
        JSON.stringify(values),
        entry.changedBy,
        entry.changedAt,
        label?.riskCode ?? null,
        label?.title ?? null,
      ],
    );
  }

  /**
   * Risks per likelihood and impact (cells with risks), from the kept counts when the filter names only what they keep
   * (status, level: the dashboard's matrix has no filter), else counted over the matching risks.
   */
  async matrix(em: EntityManager, filter: ListRisksInput): Promise<RiskMatrixCellDto[]> {
    const { likelihood: _l, impact: _i, ...rest } = filter;
    if (rest.assessment === 'residual') return this.residualMatrix(em, rest);
    const where = this.where(rest);
    const rows = await em.execute<{ likelihood: number; impact: number; count: number }[]>(
      keptCountsAnswer(rest)
        ? `select r.likelihood, r.impact, sum(r.risks)::int as count from ${this.schema.table('risk_matrix_count')} r ${where.sql}
           group by r.likelihood, r.impact having sum(r.risks) > 0 order by r.likelihood desc, r.impact`
        : `select r.likelihood, r.impact, count(*)::int as count from ${this.schema.table('risk')} r ${where.sql}
           group by r.likelihood, r.impact order by r.likelihood desc, r.impact`,
      where.params,
    );
    return rows.map((r) => ({ likelihood: Number(r.likelihood), impact: Number(r.impact), count: Number(r.count) }));
  }

  /**
   * Risks per assessed cell (the residual one, the inherent one while not assessed): from risk_assessment_count when
   * the filter names at most the status and the level (the cell's), else counted over the matching risks.
   */
  private async residualMatrix(em: EntityManager, filter: ListRisksInput): Promise<RiskMatrixCellDto[]> {
    const { status, level } = filter;
    const kept = namesOnly(filter, ASSESSMENT_KEPT_FILTERS);
    const rows = kept
      ? await em.execute<{ likelihood: number; impact: number; count: number }[]>(
          `select c.likelihood, c.impact, sum(c.risks)::int as count from ${this.schema.table('risk_assessment_count')} c
            where ${status?.length ? 'c.status = any(?::text[])' : 'true'}
           group by c.likelihood, c.impact having sum(c.risks) > 0 order by c.likelihood desc, c.impact`,
          status?.length ? [pgArray(status)] : [],
        )
      : await (() => {
          const where = this.where(filter);
          return em.execute<{ likelihood: number; impact: number; count: number }[]>(
            `select coalesce(r.residual_likelihood, r.likelihood) as likelihood, coalesce(r.residual_impact, r.impact) as impact,
                    count(*)::int as count
               from ${this.schema.table('risk')} r ${where.sql}
              group by 1, 2 order by 1 desc, 2`,
            where.params,
          );
        })();
    const cells = rows.map((r) => ({ likelihood: Number(r.likelihood), impact: Number(r.impact), count: Number(r.count) }));
    return kept && level?.length ? cells.filter((c) => level.includes(riskLevel(riskScore(c.likelihood, c.impact)))) : cells;
  }

  /** Departments that have risks, with their names and counts per level; largest first (from the kept counts). */
  async summaryByDepartment(em: EntityManager): Promise<DepartmentRiskSummaryDto[]> {
    const rows = await em.execute<DepartmentSummaryRow[]>(departmentSummarySql((n) => this.schema.table(n)));
    return rows.map(toDepartmentSummary);
  }

  /**
   * The statements that apply `deltas` to the kept counts (none for no change), and to their changes of `day` (the
   * change's day in MAIL_TIME_ZONE: the register over time, issue 26), for the caller to run as WITH queries of its
   * change's statement: each takes its rows in key order and holds them until commit, so run them last.
   */
  counting(deltas: RiskCountDeltas, day: string): { sql: string; params: unknown[] }[] {
    const t = (n: string) => this.schema.table(n);
    const days = riskDayDeltas(deltas, day);
    return [
      ...(deltas.matrix.length > 0
        ? [
            addCountsSql(
              t('risk_matrix_count'),
              'risks',
              { key: { likelihood: 'smallint', impact: 'smallint', status: 'text' }, more: { risk_level: 'text' } },
              deltas.matrix,
            ),
          ]
        : []),
      ...(deltas.departments.length > 0
        ? [addCountsSql(t('risk_department_count'), 'risks', { key: { department_id: 'integer', risk_level: 'text' } }, deltas.departments)]
        : []),
      ...(deltas.assessment.length > 0
        ? [
            addCountsSql(
              t('risk_assessment_count'),
              'risks',
              { key: { risk_type: 'text', likelihood: 'smallint', impact: 'smallint', status: 'text' } },
              deltas.assessment,
            ),
          ]
        : []),
      ...(days.cells.length > 0
        ? [
            addCountsSql(
              t('risk_cell_day'),
              'risks',
              { key: { assessment: 'text', day: 'date', likelihood: 'smallint', impact: 'smallint', status: 'text' } },
              days.cells,
              true,
            ),
          ]
        : []),
      ...(days.departments.length > 0
        ? [
            addCountsSql(
              t('risk_department_day'),
              'risks',
              { key: { day: 'date', department_id: 'integer', risk_level: 'text' } },
              days.departments,
              true,
            ),
          ]
        : []),
    ];
  }

  /** Applies `deltas` to the kept counts and the changes of `day` in a statement of their own (see counting). */
  async count(em: SqlReader, deltas: RiskCountDeltas, day: string): Promise<void> {
    const statements = this.counting(deltas, day);
    if (statements.length === 0) return;
    await em.execute(
      `with ${statements.map((s, i) => `counted${i} as (${s.sql})`).join(', ')} select 1`,
      statements.flatMap((s) => s.params),
    );
  }

  /** Removes all of a risk's links to departments. */
  async unlinkDepartments(em: EntityManager, riskId: string): Promise<void> {
    await em.execute(`delete from ${this.schema.table('risk_department')} where risk_id = ?`, [riskId]);
  }

  /** `count` consecutive numbers of the year's risk codes (see takeYearNumbers); answers the first. */
  takeNumbers(em: SqlReader, year: number, count: number): Promise<number> {
    return takeYearNumbers(em, this.schema.table('risk_counter'), year, count);
  }
}

/** Per filter of the list, whether risk_matrix_count keeps it (a new filter must say: the type checks it). */
const KEPT_FILTERS: Record<keyof ListRisksInput, boolean> = {
  search: false,
  status: true,
  riskType: false,
  level: true,
  ownerId: false,
  departmentId: false,
  likelihood: true,
  impact: true,
  limit: true,
  offset: true,
  sort: true,
  order: true,
  outsideAppetite: false,
  acceptance: false,
  treatmentStrategy: false,
  // Inherent: the matrix counts' level; residual: the level filter reads another column (see total).
  assessment: true,
  // Issue 26: the review filters read each risk's due day; the as-of matrix reads the history.
  reviewDue: false,
  reviewOverdue: false,
  asOf: false,
  evidenceExpired: false,
};

/** Whether the kept counts (risk_matrix_count) answer the number of risks of `filter`: it names nothing they do not keep. */
export function keptCountsAnswer(filter: ListRisksInput): boolean {
  if (readsResidualCells(filter)) return false;
  return Object.entries(filter).every(([name, value]) => KEPT_FILTERS[name as keyof ListRisksInput] === true || unset(value));
}

/** The filters risk_assessment_count answers the residual matrix and totals of (the level is its cell's). */
const ASSESSMENT_KEPT_FILTERS = new Set<string>([
  'status',
  'level',
  'likelihood',
  'impact',
  'assessment',
  'limit',
  'offset',
  'sort',
  'order',
]);

/** The filters risk_assessment_count answers the number of risks outside appetite of. */
const OUTSIDE_KEPT_FILTERS = new Set<string>(['outsideAppetite', 'status', 'assessment', 'limit', 'offset', 'sort', 'order']);

/** Every score of the matrix, 1 to 25. */
const SCORES = Array.from({ length: 25 }, (_, i) => i + 1);

/** Whether `filter` names a level or a cell of the residual assessment (other columns than the inherent counts keep). */
function readsResidualCells(filter: ListRisksInput): boolean {
  return filter.assessment === 'residual' && (!!filter.level?.length || filter.likelihood != null || filter.impact != null);
}

/** Whether `filter` names nothing but `names` (the filters some kept counts answer). */
export function namesOnly(filter: ListRisksInput, names: ReadonlySet<string>): boolean {
  return Object.entries(filter).every(([name, value]) => names.has(name) || unset(value));
}

const unset = (value: unknown) => value == null || value === '' || (Array.isArray(value) && value.length === 0);
