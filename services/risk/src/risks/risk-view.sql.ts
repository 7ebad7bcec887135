import { isoTextSql } from '@rtm/backend/db';
import { DEFAULT_APPETITE_MAX_SCORE, type DepartmentRiskSummaryDto } from '@rtm/contracts';
import { acceptanceColumnsSql } from '../acceptance-records/acceptance-columns.sql.js';
import { nextReviewDueSql } from './review-due.sql.js';

/** A risk's latest acceptance (RiskAcceptanceDto) as json, null when it never had one; `r` is the risk's alias. */
export function latestAcceptanceJson(t: (table: string) => string, r: string): string {
  return `(select row_to_json(a) from (
      select ${acceptanceColumnsSql('ra')}
        from ${t('risk_acceptance')} ra where ra.risk_id = ${r}.id
       order by ra.requested_at desc, ra.id desc limit 1) a)`;
}

/**
 * The highest score of risk `r`'s type's appetite (issue 25), DEFAULT_APPETITE_MAX_SCORE without a row, and whether
 * `r` is outside it: its residual score (the inherent one while not assessed) above it, and neither closed nor accepted.
 */
export function appetiteMaxSql(t: (table: string) => string, r: string): string {
  return `coalesce((select ap.max_score from ${t('risk_appetite')} ap where ap.risk_type = ${r}.risk_type), ${DEFAULT_APPETITE_MAX_SCORE})`;
}
export function outsideAppetiteSql(t: (table: string) => string, r: string): string {
  return `(coalesce(${r}.residual_score, ${r}.risk_score) > ${appetiteMaxSql(t, r)} and ${r}.status not in ('closed', 'accepted'))`;
}

/**
 * How many risks are outside their type's appetite (column total), from the counts kept per type, assessed cell and
 * status (risk_assessment_count) joined to the appetite: the rule of outsideAppetiteSql over a few hundred rows.
 * `byStatus`: one more condition, `c.status = any(?::text[])`, whose parameter the caller gives.
 */
export function outsideAppetiteTotalSql(t: (table: string) => string, byStatus = false): string {
  return `select coalesce(sum(c.risks), 0)::int as total from ${t('risk_assessment_count')} c
            left join ${t('risk_appetite')} ap on ap.risk_type = c.risk_type
           where c.likelihood * c.impact > coalesce(ap.max_score, ${DEFAULT_APPETITE_MAX_SCORE})
             and c.status not in ('closed', 'accepted')${byStatus ? ' and c.status = any(?::text[])' : ''}`;
}

/** A risk's appetite ({ maxScore, outside }) as compact json. */
export function appetiteJson(t: (table: string) => string, r: string): string {
  return `(select row_to_json(x) from (select ${appetiteMaxSql(t, r)} as "maxScore", ${outsideAppetiteSql(t, r)} as outside) x)`;
}

/**
 * Each risk of `from` (a table or a subquery aliased r) as its RiskView in JSON text, written by PostgreSQL (column
 * `view`; `extra` comes first): row_to_json of columns named and ordered as toRiskView's keys (risk.mapper.ts), so the
 * text is the one JSON.stringify gives the mapped row (compact; json_build_object and json_agg would add spaces), and
 * a list's answer needs no row parsed in Node. Plain SQL (it imports only SQL text helpers), so the bench's floor runs
 * this very statement (scripts/bench/floor-risks.mjs), and so the department summary below.
 * @param t a table's qualified name
 * @param zone MAIL_TIME_ZONE, whose days count the next review's due day (issue 26)
 */
export function riskViewJson(t: (table: string) => string, from: string, extra: string, zone = 'UTC'): string {
  return `select ${extra}, row_to_json(v)::text as view
      from ${from} r
      left join ${t('risk_type')} rt on rt.name = r.risk_type
      left join ${t('user_projection')} u on u.id = r.owner_id
      cross join lateral (
        select to_json(coalesce(array_agg(x.id order by x.id), '{}'::int[])) as ids,
               ('[' || coalesce(string_agg(row_to_json(x)::text, ',' order by x.id), '') || ']')::json as refs
          from (select d.department_id as id, dp.name
                  from ${t('risk_department')} d left join ${t('department_projection')} dp on dp.id = d.department_id
                 where d.risk_id = r.id) x) dep
      cross join lateral (
        select count(*) filter (where tp.status = 'done') as done, count(*) as total
          from ${t('task_projection')} tp where tp.risk_ids @> array[r.id]) tr
      cross join lateral (
        select r.id, r.risk_code as "riskId", r.title, r.description, r.suggested_solution as "suggestedSolution",
               r.status, r.risk_type as "riskType", rt.id as "riskTypeId", r.affected_app as "affectedApp", r.frequency,
               r.owner_id as "ownerId", r.likelihood, r.impact, r.risk_score as "riskScore", r.risk_level as "riskLevel",
               dep.ids as "departmentIds", to_char(r.date_identified, 'YYYY-MM-DD') as "dateIdentified",
               r.reported_by as "reportedById", ${isoTextSql('r.created_at')} as "createdAt", ${isoTextSql('r.updated_at')} as "updatedAt",
               r.residual_likelihood as "residualLikelihood", r.residual_impact as "residualImpact",
               r.residual_score as "residualScore", r.residual_level as "residualLevel",
               r.treatment_strategy as "treatmentStrategy", r.treatment_plan as "treatmentPlan",
               to_char(r.treatment_due_date, 'YYYY-MM-DD') as "treatmentDueDate",
               ${isoTextSql('r.last_reviewed_at')} as "lastReviewedAt", ${nextReviewDueSql(t, 'r', zone)} as "nextReviewDue",
               case when u.id is null then null else (select row_to_json(o) from (select u.id, u.first_name as "firstName",
                 u.last_name as "lastName", u.email, u.role, u.department_id as "departmentId",
                 u.profile_image_url as "profileImageUrl") o) end as owner,
               dep.refs as departments, row_to_json(tr) as treatment, ${latestAcceptanceJson(t, 'r')} as acceptance,
               ${appetiteJson(t, 'r')} as appetite) v`;
}

/**
 * A risk's values the history keeps (RiskHistoryValues, as historyValues in risk.mapper.ts gives them) as jsonb, for
 * the row aliased `r` with its department ids as the jsonb expression `departmentIds`.
 */
export function historySnapshotSql(r: string, departmentIds: string): string {
  return `jsonb_build_object('likelihood', ${r}.likelihood, 'impact', ${r}.impact, 'riskScore', ${r}.risk_score,
    'riskLevel', ${r}.risk_level, 'residualLikelihood', ${r}.residual_likelihood, 'residualImpact', ${r}.residual_impact,
    'residualScore', ${r}.residual_score, 'residualLevel', ${r}.residual_level, 'status', ${r}.status,
    'ownerId', ${r}.owner_id, 'departmentIds', ${departmentIds})`;
}

/** A row of departmentSummarySql. */
export interface DepartmentSummaryRow {
  department_id: number;
  name: string | null;
  total: number;
  critical: number;
  high: number;
  medium: number;
  low: number;
}

/**
 * Departments that have risks, with their names and counts per level, largest first (RiskRepository.summaryByDepartment):
 * read from the kept counts (risk_department_count, at most four rows per department), never from the risks. `counts`:
 * another source of rows (department_id, risk_level, risks) to sum, such as the changes of the days up to one (issue 26).
 */
export function departmentSummarySql(t: (table: string) => string, counts = t('risk_department_count')): string {
  return `select c.*, dp.name from (
       select k.department_id,
              sum(k.risks)::int as total,
              coalesce(sum(k.risks) filter (where k.risk_level = 'critical'), 0)::int as critical,
              coalesce(sum(k.risks) filter (where k.risk_level = 'high'), 0)::int as high,
              coalesce(sum(k.risks) filter (where k.risk_level = 'medium'), 0)::int as medium,
              coalesce(sum(k.risks) filter (where k.risk_level = 'low'), 0)::int as low
         from ${counts} k
        group by k.department_id
       having sum(k.risks) > 0) c
     left join ${t('department_projection')} dp on dp.id = c.department_id
     order by c.total desc, c.department_id`;
}

export const toDepartmentSummary = (r: DepartmentSummaryRow): DepartmentRiskSummaryDto => ({
  departmentId: Number(r.department_id),
  departmentName: r.name ?? null,
  totalRisks: Number(r.total),
  criticalCount: Number(r.critical),
  highCount: Number(r.high),
  mediumCount: Number(r.medium),
  lowCount: Number(r.low),
});
