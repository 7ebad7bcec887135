import { Inject, Injectable } from '@nestjs/common';
import { requireRole } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import { RISK_STATS_ROLES, type Actor, type RiskMonthCountDto } from '@rtm/contracts';
import { Clock } from '../common/clock.js';
import { RiskSchema } from '../common/risk-schema.js';

export const DEFAULT_STATS_MONTHS = 12;

/**
 * Risks opened and closed per calendar month (UTC), kept in risk_monthly_stats: the risks room counts each
 * creation and each change of status to closed in the transaction that makes it (so the counts and the
 * risk_created / risk_closed events commit together), and the dashboard's line chart reads them here.
 */
@Injectable()
export class RiskStatsService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(RiskSchema) private readonly schema: RiskSchema,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /**
   * The statement that counts `opened` and `closed` risks at `at` (none when both are 0), for the caller to run in its
   * transaction as part of another statement (a WITH query of it: one round trip less). The month's row stays locked
   * until commit, for every creation of the month: run it late in the transaction.
   */
  counting(at: Date, opened: number, closed: number): { sql: string; params: unknown[] } | null {
    if (opened <= 0 && closed <= 0) return null;
    return {
      sql: `insert into ${this.schema.table('risk_monthly_stats')} as s (month, opened, closed)
       values (date_trunc('month', ?::timestamptz at time zone 'UTC')::date, ?, ?)
       on conflict (month) do update set opened = s.opened + excluded.opened, closed = s.closed + excluded.closed`,
      params: [at.toISOString(), opened, closed],
    };
  }

  /** The last `months` calendar months up to the current one, oldest first, months without changes as zeros. */
  async monthly(actor: Actor | null, months = DEFAULT_STATS_MONTHS): Promise<RiskMonthCountDto[]> {
    requireRole(actor, ...RISK_STATS_ROLES);
    const rows = await this.db.reader().execute<{ month: string; opened: number; closed: number }[]>(
      `with bounds as (select date_trunc('month', ?::timestamptz at time zone 'UTC')::date as last)
       select to_char(m.month, 'YYYY-MM') as month, coalesce(s.opened, 0)::int as opened, coalesce(s.closed, 0)::int as closed
         from bounds b
         cross join lateral generate_series((b.last - make_interval(months => ?::int - 1))::date, b.last, interval '1 month') as m(month)
         left join ${this.schema.table('risk_monthly_stats')} s on s.month = m.month::date
        order by m.month`,
      [this.clock.now().toISOString(), months],
    );
    return rows.map((r) => ({ month: r.month, opened: Number(r.opened), closed: Number(r.closed) }));
  }
}
