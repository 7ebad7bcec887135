import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole } from '@rtm/backend/app';
import { Transactions, createEvent } from '@rtm/backend/events';
import {
  DEFAULT_APPETITE_MAX_SCORE,
  RISK_MESSAGES,
  RiskAppetiteChanged,
  type Actor,
  type OutsideAppetiteAlertsDto,
  type RiskAppetiteDto,
} from '@rtm/contracts';
import { Clock } from '../common/clock.js';
import { RiskSchema } from '../common/risk-schema.js';
import { OutsideAppetite } from './outside-appetite.js';

/**
 * The risk appetite (issue 25): the highest score each risk type's risks may have before they are outside it. Every
 * signed-in role reads it; a system admin replaces it, as one audited change (risk_appetite_changed with each type's
 * old and new value, and the risks it took outside). Whether a risk is outside is computed where risks are read
 * (risk-view.sql.ts), so a change takes effect on every screen at once.
 */
@Injectable()
export class AppetiteService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(RiskSchema) private readonly schema: RiskSchema,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(OutsideAppetite) private readonly outsideAppetite: OutsideAppetite,
  ) {}

  async get(actor: Actor | null): Promise<RiskAppetiteDto[]> {
    requireRole(actor);
    return this.current(this.db.reader());
  }

  /** The escalation alerts' outsideAppetite group, for every signed-in role (as the critical risks are). */
  async outside(actor: Actor | null): Promise<OutsideAppetiteAlertsDto> {
    requireRole(actor);
    return this.outsideAppetite.alerts(this.db.reader());
  }

  async replace(actor: Actor | null, items: RiskAppetiteDto[]): Promise<RiskAppetiteDto[]> {
    const who = requireRole(actor, 'system_admin');
    return this.db.run(async (tx, emit) => {
      // One replacement at a time: each reads the appetite the previous one left.
      await tx.execute(`lock table ${this.schema.table('risk_appetite')} in share row exclusive mode`);
      const before = await this.current(tx);
      const wanted = new Map<string, number>();
      for (const item of items) {
        const type = before.find((b) => b.riskType.toLowerCase() === item.riskType.trim().toLowerCase());
        if (!type) throw new BadRequestException(RISK_MESSAGES.appetiteRiskTypeUnknown);
        if (wanted.has(type.riskType)) throw new BadRequestException(RISK_MESSAGES.appetiteRiskTypeTwice);
        wanted.set(type.riskType, item.maxScore);
      }
      const after = before.map((b) => ({ riskType: b.riskType, maxScore: wanted.get(b.riskType) ?? DEFAULT_APPETITE_MAX_SCORE }));
      const changes = Object.fromEntries(
        after
          .map((a, i) => [a.riskType, { from: before[i].maxScore, to: a.maxScore }] as const)
          .filter(([, change]) => change.from !== change.to),
      );
      if (Object.keys(changes).length === 0) return after;
      const breached = await this.outsideAppetite.newlyOutside(
        tx,
        Object.entries(changes).map(([riskType, c]) => ({ riskType, ...c })),
      );
      await tx.execute(`delete from ${this.schema.table('risk_appetite')}`);
      await tx.execute(
        `insert into ${this.schema.table('risk_appetite')} (risk_type, max_score, updated_by, updated_at)
         select x.risk_type, x.max_score, ?, ? from json_to_recordset(?::json) as x(risk_type text, max_score smallint)`,
        [who.id, this.clock.now().toISOString(), JSON.stringify(after.map((a) => ({ risk_type: a.riskType, max_score: a.maxScore })))],
      );
      emit(
        createEvent(RiskAppetiteChanged, {
          actor: who,
          entity: { type: 'settings', id: 'risk-appetite' },
          description: `Changed the risk appetite: ${Object.entries(changes)
            .map(([type, c]) => `${type} ${c.from} -> ${c.to}`)
            .join(', ')}${breached.count > 0 ? `; ${breached.count} risks went outside it` : ''}`,
          data: { changes, breached },
        }),
      );
      return after;
    });
  }

  /** Every risk type's appetite, in the spec's order of the types. */
  private async current(em: EntityManager): Promise<RiskAppetiteDto[]> {
    const rows = await em.execute<{ riskType: string; maxScore: number }[]>(
      `select rt.name as "riskType", coalesce(ap.max_score, ?)::int as "maxScore"
         from ${this.schema.table('risk_type')} rt left join ${this.schema.table('risk_appetite')} ap on ap.risk_type = rt.name
        order by rt.id`,
      [DEFAULT_APPETITE_MAX_SCORE],
    );
    return rows.map((r) => ({ riskType: r.riskType, maxScore: Number(r.maxScore) }));
  }
}
