import { Inject, Injectable } from '@nestjs/common';
import { isoTextSql, pgArray } from '@rtm/backend/db';
import type { SqlReader } from '@rtm/backend/events';
import { userSummaryJson } from '@rtm/backend/projections';
import type { DepartmentReviewsDto, Page, ReviewOutcome, ReviewScores, ReviewSettingsDto, RiskReviewDto } from '@rtm/contracts';
import { RiskCalendar } from '../common/calendar.js';
import { RiskSchema } from '../common/risk-schema.js';
import { dayLiteral, dueSoonUntilSql, overdueUntilSql, reviewDueBySql } from '../risks/review-due.sql.js';

/** Most departments the review counts answer. */
export const REVIEW_DEPARTMENTS_MAX = 100;

/** A review to insert. */
export interface NewReview {
  id: string;
  riskId: string;
  outcome: ReviewOutcome;
  comment: string;
  reviewedById: string;
  /** ISO 8601 */
  reviewedAt: string;
  before: ReviewScores;
  after: ReviewScores;
  nextReviewDue: string | null;
  evidenceIds: string[];
}

/** A review's columns as RiskReviewDto's keys (reviewedBy joined where listed). */
const REVIEW_COLUMNS = (v: string) => `${v}.id, ${v}.risk_id as "riskId", ${v}.outcome, ${v}.comment, ${v}.reviewed_by as "reviewedById"`;

/** The review settings, the reviews and the counts of reviews due, in plain SQL (issue 26). */
@Injectable()
export class ReviewRepository {
  constructor(
    @Inject(RiskSchema) private readonly schema: RiskSchema,
    @Inject(RiskCalendar) private readonly calendar: RiskCalendar,
  ) {}

  private t = (n: string) => this.schema.table(n);

  /** The settings; `forUpdate` locks the row until commit (one change at a time, each from the one before). */
  async settings(em: SqlReader, forUpdate = false): Promise<ReviewSettingsDto> {
    const [row] = await em.execute<Record<string, number>[]>(
      `select critical_days, high_days, medium_days, low_days, remind_days_before, escalate_after_days
         from ${this.t('risk_review_settings')}${forUpdate ? ' for update' : ''}`,
    );
    return {
      intervalDays: {
        critical: Number(row.critical_days),
        high: Number(row.high_days),
        medium: Number(row.medium_days),
        low: Number(row.low_days),
      },
      remindDaysBefore: Number(row.remind_days_before),
      escalateAfterDays: Number(row.escalate_after_days),
    };
  }

  async saveSettings(em: SqlReader, settings: ReviewSettingsDto, by: string, at: string): Promise<void> {
    const { critical, high, medium, low } = settings.intervalDays;
    await em.execute(
      `update ${this.t('risk_review_settings')} set critical_days = ?, high_days = ?, medium_days = ?, low_days = ?,
              remind_days_before = ?, escalate_after_days = ?, updated_by = ?, updated_at = ?`,
      [critical, high, medium, low, settings.remindDaysBefore, settings.escalateAfterDays, by, at],
    );
  }

  /** Sets the risk's last review (the caller holds its row lock). */
  async markReviewed(em: SqlReader, riskId: string, at: string): Promise<void> {
    await em.execute(`update ${this.t('risk')} set last_reviewed_at = ? where id = ?`, [at, riskId]);
  }

  /** Inserts the review and answers it as listed (without the reviewer's summary: the events carry none). */
  async insert(em: SqlReader, review: NewReview): Promise<RiskReviewDto> {
    const [row] = await em.execute<RiskReviewDto[]>(
      `insert into ${this.t('risk_review')} as v (id, risk_id, outcome, comment, reviewed_by, reviewed_at, scores_before, scores_after, next_review_due,
                                                     evidence_ids)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::date, ?::uuid[])
       returning ${REVIEW_COLUMNS('v')}, ${isoTextSql('v.reviewed_at')} as "reviewedAt",
                 v.scores_before as before, v.scores_after as after, to_char(v.next_review_due, 'YYYY-MM-DD') as "nextReviewDue",
                 to_jsonb(v.evidence_ids) as "evidenceIds"`,
      [
        review.id,
        review.riskId,
        review.outcome,
        review.comment,
        review.reviewedById,
        review.reviewedAt,
        JSON.stringify(review.before),
        JSON.stringify(review.after),
        review.nextReviewDue,
        pgArray(review.evidenceIds),
      ],
    );
    return row;
  }

  /** A page of the risk's reviews, newest first, with each reviewer; `known`: whether the risk exists (one statement). */
  async list(em: SqlReader, riskId: string, limit: number, offset: number): Promise<Page<RiskReviewDto> & { known: boolean }> {
    const t = this.t;
    const [row] = await em.execute<{ known: boolean; total: number; items: RiskReviewDto[] | null }[]>(
      `select exists (select 1 from ${t('risk')} where id = ?) as known,
              (select count(*)::int from ${t('risk_review')} where risk_id = ?) as total,
              (select json_agg(e order by e."reviewedAt" desc, e.id desc) from (
                 select ${REVIEW_COLUMNS('v')}, ${userSummaryJson('u')} as "reviewedBy", ${isoTextSql('v.reviewed_at')} as "reviewedAt",
                        v.scores_before as before, v.scores_after as after,
                        to_char(v.next_review_due, 'YYYY-MM-DD') as "nextReviewDue", v.evidence_ids as "evidenceIds"
                   from (select * from ${t('risk_review')} where risk_id = ? order by reviewed_at desc, id desc limit ? offset ?) v
                   left join ${t('user_projection')} u on u.id = v.reviewed_by) e) as items`,
      [riskId, riskId, riskId, limit, offset],
    );
    return { known: row.known, total: Number(row.total), items: row.items ?? [] };
  }

  /**
   * Per department, its risks (not closed) whose review is overdue or due within remindDaysBefore days of `today`
   * (YYYY-MM-DD in MAIL_TIME_ZONE): only departments with one at least, most overdue first. The risks come from
   * risk_review_due_idx (those due by today + remindDaysBefore), not from a walk of the register.
   */
  async byDepartment(em: SqlReader, today: string): Promise<DepartmentReviewsDto[]> {
    const t = this.t;
    const zone = this.calendar.zone;
    const day = dayLiteral(today);
    const rows = await em.execute<{ department_id: number; name: string | null; overdue: number; due_soon: number }[]>(
      `select d.department_id, dp.name,
              count(*) filter (where x.overdue)::int as overdue, count(*) filter (where not x.overdue)::int as due_soon
         from (select r.id, ${reviewDueBySql(t, 'r', zone, overdueUntilSql(day))} as overdue
                 from ${t('risk')} r where ${reviewDueBySql(t, 'r', zone, dueSoonUntilSql(t, day))}) x
         join ${t('risk_department')} d on d.risk_id = x.id
         left join ${t('department_projection')} dp on dp.id = d.department_id
        group by d.department_id, dp.name
        order by overdue desc, due_soon desc, d.department_id
        limit ${REVIEW_DEPARTMENTS_MAX}`,
    );
    return rows.map((r) => ({
      departmentId: Number(r.department_id),
      departmentName: r.name ?? null,
      overdue: Number(r.overdue),
      dueSoon: Number(r.due_soon),
    }));
  }
}
