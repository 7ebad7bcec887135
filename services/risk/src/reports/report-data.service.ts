import { BadRequestException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { requireRole } from '@rtm/backend/app';
import { Transactions, type SqlReader } from '@rtm/backend/events';
import {
  REPORT_EXPIRING_DAYS,
  REPORT_LIST_ROWS,
  REPORT_MAX_ROWS,
  REPORT_MESSAGES,
  REPORT_MOVEMENT_ROWS,
  REPORT_TREND_MONTHS,
  RISK_STATS_ROLES,
  type Actor,
  type ListRisksInput,
  type ReportHeatMap,
  type RiskAssessmentKind,
  type RiskLevelMonthDto,
  type RiskMatrixCellDto,
  type RiskReportData,
  type RiskReportDataInput,
} from '@rtm/contracts';
import { RiskCalendar } from '../common/calendar.js';
import { Clock } from '../common/clock.js';
import { RiskRepository } from '../risks/risk.repository.js';
import { RegisterRepository } from '../register/register.repository.js';
import { cellAt, movementDirection, trendMonths } from '../register/register-rules.js';
import { ReportDataRepository } from './report-data.repository.js';
import { addDays, heatMap, monthBefore } from './report-rules.js';

/**
 * risk.report.data (issue 29): everything one committee pack needs from the risk service, in one answer. The heat
 * maps and the level counts are as at the end of asOf (the register's day rows; for a department, today's counts of its
 * risks, as the department has no past of its own); the lists (outside appetite, highest residual, acceptances,
 * overdue reviews, the register's rows) are as they stand; the trend and the movements are the whole register's.
 */
@Injectable()
export class ReportDataService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(ReportDataRepository) private readonly reports: ReportDataRepository,
    @Inject(RegisterRepository) private readonly register: RegisterRepository,
    @Inject(RiskRepository) private readonly risks: RiskRepository,
    @Inject(RiskCalendar) private readonly calendar: RiskCalendar,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async data(actor: Actor | null, input: RiskReportDataInput): Promise<RiskReportData> {
    const who = requireRole(actor, ...RISK_STATS_ROLES);
    const em = this.db.sql();
    const today = this.calendar.dayOf(this.clock.now());
    if (input.asOf > today) throw new BadRequestException(REPORT_MESSAGES.asOfFuture);
    if (input.pack === 'executive' && who.role === 'manager') throw new ForbiddenException(REPORT_MESSAGES.executiveOnly);
    let department: RiskReportData['department'] = null;
    if (input.pack === 'department') {
      if (input.departmentId == null) throw new BadRequestException(REPORT_MESSAGES.departmentRequired);
      const found = await this.reports.department(em, input.departmentId, who.id);
      if (!found) throw new NotFoundException(REPORT_MESSAGES.departmentNotFound);
      if (who.role === 'manager' && !found.member) throw new ForbiddenException(REPORT_MESSAGES.notYourDepartment);
      department = { id: input.departmentId, name: found.name };
    }
    const departmentId = department?.id;
    const scope: ListRisksInput = departmentId != null ? { departmentId } : {};
    const startsOn = await this.register.startsOn(em, this.calendar.zone);
    const asOf = input.asOf < startsOn ? startsOn : input.asOf;
    const register = input.pack === 'register' ? await this.reports.rows(em, { ...(input.filters ?? {}) }, 'list', REPORT_MAX_ROWS) : null;
    if (register) return { ...(await this.empty(asOf)), register };
    const [inherent, residual] = await Promise.all([
      this.heatMap(em, 'inherent', asOf, today, departmentId),
      this.heatMap(em, 'residual', asOf, today, departmentId),
    ]);
    const from = monthBefore(asOf) < startsOn ? startsOn : monthBefore(asOf);
    const moved = await this.register.movements(
      em,
      { zone: this.calendar.zone, from, to: asOf, assessment: 'residual' },
      { limit: REPORT_MOVEMENT_ROWS, offset: 0 },
    );
    return {
      asOf,
      department,
      inherent,
      residual,
      outsideAppetite: await this.reports.rows(em, { ...scope, outsideAppetite: true }, 'assessed', REPORT_LIST_ROWS),
      topResidual: (
        await this.reports.rows(em, { ...scope, status: ['open', 'under_review', 'mitigation_in_progress'] }, 'assessed', REPORT_LIST_ROWS)
      ).items,
      pendingAcceptances: await this.reports.acceptances(em, 'pending', departmentId, asOf, REPORT_LIST_ROWS),
      expiringAcceptances: await this.reports.acceptances(
        em,
        'expiring',
        departmentId,
        addDays(asOf, REPORT_EXPIRING_DAYS),
        REPORT_LIST_ROWS,
      ),
      overdueReviews: await this.reports.rows(em, { ...scope, reviewOverdue: true }, 'assessed', REPORT_LIST_ROWS),
      trend: await this.trend(em, asOf, startsOn),
      movements: {
        from,
        to: asOf,
        total: moved.total,
        items: moved.items.map((row) => {
          const before = cellAt(row.from_likelihood, row.from_impact);
          const after = cellAt(row.to_likelihood, row.to_impact);
          return {
            id: row.id,
            riskId: row.risk_code ?? '',
            title: row.title ?? '',
            from: before,
            to: after,
            direction: movementDirection(before, after),
          };
        }),
      },
      register: null,
    };
  }

  /** The register pack carries its rows only. */
  private async empty(asOf: string): Promise<Omit<RiskReportData, 'register'>> {
    const none = { cells: [], levels: heatMap([]).levels };
    return {
      asOf,
      department: null,
      inherent: none,
      residual: none,
      outsideAppetite: { total: 0, items: [] },
      topResidual: [],
      pendingAcceptances: { total: 0, items: [] },
      expiringAcceptances: { total: 0, items: [] },
      overdueReviews: { total: 0, items: [] },
      trend: [],
      movements: { from: asOf, to: asOf, total: 0, items: [] },
    };
  }

  /** The matrix as at the end of asOf (the register's day rows), or today's of a department's risks. */
  private async heatMap(
    em: SqlReader,
    assessment: RiskAssessmentKind,
    asOf: string,
    today: string,
    departmentId: number | undefined,
  ): Promise<ReportHeatMap> {
    const cells: RiskMatrixCellDto[] =
      departmentId != null || asOf === today
        ? await this.risks.matrix(em as Parameters<RiskRepository['matrix']>[0], {
            assessment,
            ...(departmentId != null ? { departmentId } : {}),
          })
        : await this.register.matrix(em, asOf, assessment);
    return heatMap(cells);
  }

  /** Open risks per inherent level at the end of each of the 12 months up to asOf. */
  private async trend(em: SqlReader, asOf: string, startsOn: string): Promise<RiskLevelMonthDto[]> {
    return this.register.levelTrend(em, trendMonths(asOf, REPORT_TREND_MONTHS), startsOn, 'inherent');
  }
}
