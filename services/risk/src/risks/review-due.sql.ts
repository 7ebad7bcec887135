import { sqlTextList } from '@rtm/backend/db';
import { RISK_LEVELS, type RiskLevel } from '@rtm/contracts';

/**
 * A risk's review cadence in SQL (issue 26), the rules of review-rules.ts in @rtm/contracts: the next review is due the
 * interval of its assessed level (the residual one, else the inherent) after the day, in the time zone `zone`
 * (MAIL_TIME_ZONE), of its last review, or of its creation while never reviewed; a closed risk has none. `r` is the
 * risk's alias; the settings are the one row of risk_review_settings. Plain SQL text, like risk-view.sql.ts.
 */

const SETTINGS_COLUMN: Record<RiskLevel, string> = {
  critical: 'critical_days',
  high: 'high_days',
  medium: 'medium_days',
  low: 'low_days',
};

const reviewLevel = (r: string) => `coalesce(${r}.residual_level, ${r}.risk_level)`;
const reviewFrom = (r: string) => `coalesce(${r}.last_reviewed_at, ${r}.created_at)`;
const setting = (t: (table: string) => string, column: string) => `(select s.${column} from ${t('risk_review_settings')} s)`;

/** The next review's due day as YYYY-MM-DD text, null for a closed risk. */
export function nextReviewDueSql(t: (table: string) => string, r: string, zone: string): string {
  const interval = `case ${reviewLevel(r)} ${RISK_LEVELS.map((level) => `when '${level}' then s.${SETTINGS_COLUMN[level]}`).join(' ')} end`;
  return `case when ${r}.status = 'closed' then null else to_char((${reviewFrom(r)} at time zone ${sqlTextList([zone])})::date
    + (select ${interval} from ${t('risk_review_settings')} s)::int, 'YYYY-MM-DD') end`;
}

/**
 * Whether risk `r` has a review due on or before the day `day` (a SQL date expression). Written, per level, as a range of
 * coalesce(last_reviewed_at, created_at), so risk_review_due_idx answers it: due by D is a review day before D + 1 minus
 * the level's interval, i.e. an instant before that day's start in the zone.
 */
export function reviewDueBySql(t: (table: string) => string, r: string, zone: string, day: string): string {
  const byLevel = RISK_LEVELS.map(
    (level) =>
      `(${reviewLevel(r)} = '${level}' and ${reviewFrom(r)} < ((${day} + 1 - ${setting(t, SETTINGS_COLUMN[level])}::int)::timestamp at time zone ${sqlTextList([zone])}))`,
  );
  return `(${r}.status <> 'closed' and (${byLevel.join(' or ')}))`;
}

/** A day (YYYY-MM-DD, as the service's calendar writes it) as a SQL date; the filters repeat it once per level. */
export function dayLiteral(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Not a day: ${day}`);
  return `'${day}'::date`;
}

/** The last day a review may be due on to be listed as due (today plus remindDaysBefore), `today` a SQL date expression. */
export const dueSoonUntilSql = (t: (table: string) => string, today: string) => `(${today} + ${setting(t, 'remind_days_before')}::int)`;

/** The last day a review may be due on to be overdue today: yesterday. */
export const overdueUntilSql = (today: string) => `(${today} - 1)`;
