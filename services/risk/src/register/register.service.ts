import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { requireRole } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import { recordPage } from '@rtm/contracts/validation';
import {
  RISK_MESSAGES,
  RISK_STATS_ROLES,
  type Actor,
  type DepartmentRiskSummaryDto,
  type ListRisksInput,
  type Page,
  type RegisterHistoryStartDto,
  type RiskLevelMonthDto,
  type RiskLevelTrendInput,
  type RiskMatrixCellDto,
  type RiskMovementDto,
  type RiskMovementsInput,
} from '@rtm/contracts';
import { RiskCalendar } from '../common/calendar.js';
import { Clock } from '../common/clock.js';
import { namesOnly } from '../risks/risk.repository.js';
import { RegisterRepository } from './register.repository.js';
import { cellAt, movementDirection, trendMonths } from './register-rules.js';

export const DEFAULT_TREND_MONTHS = 24;

/** The filters the matrix as of a day takes besides asOf (it sums the day rows of every risk). */
const AS_OF_MATRIX_FILTERS = new Set(['asOf', 'assessment']);

/**
 * The register over time (issue 26): the matrix and the department summary as at the end of a day, the risks that moved
 * between two days, the open risks per level at each month's end, and the day the history starts. Days are calendar days
 * of MAIL_TIME_ZONE; a day before the history's first or after today is refused.
 */
@Injectable()
export class RegisterService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(RegisterRepository) private readonly register: RegisterRepository,
    @Inject(RiskCalendar) private readonly calendar: RiskCalendar,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async historyStart(actor: Actor | null): Promise<RegisterHistoryStartDto> {
    requireRole(actor, ...RISK_STATS_ROLES);
    return { startsOn: await this.register.startsOn(this.db.sql(), this.calendar.zone) };
  }

  /** The matrix at the end of `filter.asOf` (whoever may read the matrix; no filter but the assessment). */
  async matrix(actor: Actor | null, filter: ListRisksInput & { asOf: string }): Promise<RiskMatrixCellDto[]> {
    requireRole(actor);
    if (!namesOnly(filter, AS_OF_MATRIX_FILTERS)) throw new BadRequestException(RISK_MESSAGES.registerAsOfAlone);
    await this.checkDays(filter.asOf);
    return this.register.matrix(this.db.sql(), filter.asOf, filter.assessment ?? 'inherent');
  }

  /** The department summary at the end of `asOf` (whoever may read the summary). */
  async summary(actor: Actor | null, asOf: string): Promise<DepartmentRiskSummaryDto[]> {
    requireRole(actor);
    await this.checkDays(asOf);
    return this.register.summary(this.db.sql(), asOf);
  }

  async movements(actor: Actor | null, input: RiskMovementsInput): Promise<Page<RiskMovementDto>> {
    requireRole(actor, ...RISK_STATS_ROLES);
    if (input.from > input.to) throw new BadRequestException(RISK_MESSAGES.registerFromAfterTo);
    await this.checkDays(input.from, input.to);
    const { total, items } = await this.register.movements(
      this.db.sql(),
      { zone: this.calendar.zone, from: input.from, to: input.to, assessment: input.assessment ?? 'inherent' },
      recordPage(input),
    );
    return {
      total,
      items: items.map((row) => {
        const from = cellAt(row.from_likelihood, row.from_impact);
        const to = cellAt(row.to_likelihood, row.to_impact);
        return { id: row.id, riskId: row.risk_code ?? '', title: row.title ?? '', from, to, direction: movementDirection(from, to) };
      }),
    };
  }

  /** Open risks (not closed) per level at each month's end, oldest first; months ended before the history are unknown. */
  async levels(actor: Actor | null, input: RiskLevelTrendInput): Promise<RiskLevelMonthDto[]> {
    requireRole(actor, ...RISK_STATS_ROLES);
    const em = this.db.sql();
    const startsOn = await this.register.startsOn(em, this.calendar.zone);
    const months = trendMonths(this.today(), input.months ?? DEFAULT_TREND_MONTHS);
    return this.register.levelTrend(em, months, startsOn, input.assessment ?? 'inherent');
  }

  private today(): string {
    return this.calendar.dayOf(this.clock.now());
  }

  /** Each day must be known to the history: not before its first day, not after today. */
  private async checkDays(...days: string[]): Promise<void> {
    const today = this.today();
    if (days.some((day) => day > today)) throw new BadRequestException(RISK_MESSAGES.registerDateFuture);
    const startsOn = await this.register.startsOn(this.db.sql(), this.calendar.zone);
    const early = days.find((day) => day < startsOn);
    if (early) throw new BadRequestException(RISK_MESSAGES.noHistoryBefore(startsOn));
  }
}
