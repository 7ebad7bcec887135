import { Inject, Injectable } from '@nestjs/common';
import type { SqlReader } from '@rtm/backend/events';
import {
  DEFAULT_APPETITE_MAX_SCORE,
  LIMITS,
  type AppetiteBreachSample,
  type OutsideAppetiteAlertsDto,
  type OutsideAppetiteRiskDto,
} from '@rtm/contracts';
import { RiskSchema } from '../common/risk-schema.js';
import { outsideAppetiteTotalSql } from '../risks/risk-view.sql.js';

/** The open statuses the appetite judges (closed and accepted risks are never outside it). */
const open = (alias: string) => `${alias}.status not in ('closed', 'accepted')`;
/** The score the appetite compares: the residual one, the inherent one while not assessed (risk_open_assessed_score_idx). */
const ASSESSED = `coalesce(r.residual_score, r.risk_score)`;

/** A type's maximum score before and after an appetite change. */
export interface AppetiteChange {
  riskType: string;
  from: number;
  to: number;
}

/**
 * Which risks are outside their type's appetite, read without walking the register: how many from the kept counts per
 * type and assessed cell (risk_assessment_count), and the most urgent few per type from the index of open risks by
 * assessed score, each type's walk stopping at its maximum.
 */
@Injectable()
export class OutsideAppetite {
  constructor(@Inject(RiskSchema) private readonly schema: RiskSchema) {}

  /** The escalation alerts' group: the highest assessed scores first (ties by code), and how many. */
  async alerts(em: SqlReader): Promise<OutsideAppetiteAlertsDto> {
    const t = (n: string) => this.schema.table(n);
    const limit = LIMITS.alertItemsAnswered;
    const max = `coalesce(ap.max_score, ${DEFAULT_APPETITE_MAX_SCORE})`;
    const [counted] = await em.execute<{ total: number }[]>(outsideAppetiteTotalSql(t));
    const items = await em.execute<(OutsideAppetiteRiskDto & { code_year: number; code_number: number })[]>(
      `select x.* from ${t('risk_type')} rt
         left join ${t('risk_appetite')} ap on ap.risk_type = rt.name
         cross join lateral (
           select r.id, r.risk_code as "riskId", r.title, r.risk_score as "riskScore", ${ASSESSED} as "assessedScore",
                  ${max} as "maxScore", r.status, r.code_year, r.code_number
             from ${t('risk')} r
            where r.risk_type = rt.name and ${open('r')} and ${ASSESSED} > ${max}
            order by ${ASSESSED} desc, r.code_year, r.code_number limit ${limit}
         ) x
        order by x."assessedScore" desc, x.code_year, x.code_number limit ${limit}`,
    );
    return {
      items: items.map(({ code_year: _y, code_number: _n, ...item }) => ({
        ...item,
        riskScore: Number(item.riskScore),
        assessedScore: Number(item.assessedScore),
        maxScore: Number(item.maxScore),
      })),
      count: Number(counted.total),
    };
  }

  /**
   * The open risks that lowering some types' maximum takes outside (inside before, outside after): how many, from the
   * kept counts, and the most urgent few. Raised maximums take no risk outside.
   */
  async newlyOutside(em: SqlReader, changes: readonly AppetiteChange[]): Promise<{ count: number; sample: AppetiteBreachSample[] }> {
    const lowered = changes.filter((c) => c.to < c.from).map((c) => ({ risk_type: c.riskType, from_max: c.from, to_max: c.to }));
    if (lowered.length === 0) return { count: 0, sample: [] };
    const t = (n: string) => this.schema.table(n);
    const changed = `json_to_recordset(?::json) as l(risk_type text, from_max int, to_max int)`;
    const crossing = (score: string) => `${score} > l.to_max and ${score} <= l.from_max`;
    const [counted] = await em.execute<{ count: number }[]>(
      `select coalesce(sum(c.risks), 0)::int as count from ${t('risk_assessment_count')} c join ${changed} on l.risk_type = c.risk_type
        where ${open('c')} and ${crossing('c.likelihood * c.impact')}`,
      [JSON.stringify(lowered)],
    );
    const sample = await em.execute<(AppetiteBreachSample & { code_year: number; code_number: number })[]>(
      `select x.* from ${changed} cross join lateral (
           select r.id, r.risk_code as "riskId", r.title, ${ASSESSED} as "assessedScore", r.code_year, r.code_number
             from ${t('risk')} r
            where r.risk_type = l.risk_type and ${open('r')} and ${crossing(ASSESSED)}
            order by ${ASSESSED} desc, r.code_year, r.code_number limit ${LIMITS.alertItemsAnswered}
         ) x
        order by x."assessedScore" desc, x.code_year, x.code_number limit ${LIMITS.alertItemsAnswered}`,
      [JSON.stringify(lowered)],
    );
    return {
      count: Number(counted.count),
      sample: sample.map(({ code_year: _y, code_number: _n, ...s }) => ({ ...s, assessedScore: Number(s.assessedScore) })),
    };
  }
}
