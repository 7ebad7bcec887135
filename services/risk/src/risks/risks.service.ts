import { BadRequestException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { isUuid } from '@rtm/backend/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Transactions, createEvent, type SqlReader } from '@rtm/backend/events';
import { requireRole } from '@rtm/backend/app';
import { JsonAnswer } from '@rtm/backend/nats';
import {
  APPROVER_ROLES,
  assessedScore,
  ACCEPTANCE_DEFAULT_DAYS,
  RISK_ASSESSMENT_FIELDS,
  RISK_MESSAGES,
  RISK_TRACKED_FIELDS,
  RiskAcceptanceRevoked,
  RiskAppetiteBreached,
  RiskAccepted,
  RiskAssessed,
  RiskClosed,
  RiskCreated,
  RiskDeleted,
  RiskUpdated,
  VALIDATION,
  addDays,
  formatCode,
  resolveResidual,
  residualScoreOf,
  riskLevel,
  riskScore,
  type Actor,
  type DepartmentRiskSummaryDto,
  type DomainEvent,
  type RiskAcceptanceDto,
  type ListRisksInput,
  type Page,
  type RiskAssessmentField,
  type RiskChanges,
  type RiskDetailView,
  type RiskFieldChanges,
  type RiskDto,
  type RiskInput,
  type RiskMatrixCellDto,
  type RiskTrackedField,
  type RiskView,
  type UpdateRiskInput,
} from '@rtm/contracts';
import { AcceptanceRepository } from '../acceptance-records/acceptance.repository.js';
import { Clock } from '../common/clock.js';
import { RiskCalendar } from '../common/calendar.js';
import { RiskCommentsService } from '../comments/risk-comments.service.js';
import { References, type ReferenceCheck } from '../directory/references.js';
import { matchRiskType } from '../risk-types/risk-types.service.js';
import { RiskStatsService } from '../stats/risk-stats.service.js';
import { riskPermissions } from './risk-access.policy.js';
import { Risk } from './risk.entity.js';
import { historyValues, toRiskDetailView, toRiskDto, toRiskView, type RiskRow } from './risk.mapper.js';
import { RiskRepository } from './risk.repository.js';
import { NO_COUNT_DELTAS, riskCountDeltas, type CountedRisk } from './risk-counts.js';

/** A risk ready to insert: validated, with canonical type name and computed score. */
export interface NewRisk {
  title: string;
  description: string | null;
  suggestedSolution: string | null;
  riskType: string;
  affectedApp: RiskDto['affectedApp'];
  frequency: RiskDto['frequency'];
  ownerId: string;
  departmentIds: number[];
  likelihood: number;
  impact: number;
  status: RiskDto['status'];
  dateIdentified: string | null;
  /** The residual assessment and treatment (issue 25); null when not given. */
  residualLikelihood: number | null;
  residualImpact: number | null;
  treatmentStrategy: RiskDto['treatmentStrategy'];
  treatmentPlan: string | null;
  treatmentDueDate: string | null;
}

export function riskLabel(risk: { riskId: string; title: string }): string {
  return `${risk.riskId}: ${risk.title}`;
}

/** Risks: reads as complete views, and the changes with their events (one transaction each). */
@Injectable()
export class RisksService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(RiskRepository) private readonly risks: RiskRepository,
    @Inject(References) private readonly references: References,
    @Inject(RiskCommentsService) private readonly comments: RiskCommentsService,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(RiskStatsService) private readonly stats: RiskStatsService,
    @Inject(AcceptanceRepository) private readonly acceptances: AcceptanceRepository,
    @Inject(RiskCalendar) private readonly calendar: RiskCalendar,
  ) {}

  /** A page of risks, as the JSON text PostgreSQL wrote (RiskRepository.listJson). */
  async list(actor: Actor | null, filter: ListRisksInput): Promise<JsonAnswer<Page<RiskView>>> {
    requireRole(actor);
    if (filter.asOf !== undefined) throw new BadRequestException(RISK_MESSAGES.registerAsOfListed);
    return new JsonAnswer(await this.risks.listJson(this.db.sql(), filter));
  }

  async matrix(actor: Actor | null, filter: ListRisksInput): Promise<RiskMatrixCellDto[]> {
    requireRole(actor);
    return this.risks.matrix(this.db.reader(), filter);
  }

  async summaryByDepartment(actor: Actor | null): Promise<DepartmentRiskSummaryDto[]> {
    requireRole(actor);
    return this.risks.summaryByDepartment(this.db.reader());
  }

  async get(actor: Actor | null, id: string): Promise<RiskDetailView> {
    requireRole(actor);
    const row = await this.findOrFail(this.db.sql(), id);
    return toRiskDetailView(row, riskPermissions(actor, { ownerId: row.owner_id, reportedBy: row.reported_by, status: row.status }));
  }

  async byIds(actor: Actor | null, ids: string[]): Promise<RiskDto[]> {
    requireRole(actor);
    const valid = [...new Set(ids.filter(isUuid))];
    return (await this.risks.findByIds(this.db.reader(), valid)).map(toRiskDto);
  }

  async create(actor: Actor | null, input: RiskInput): Promise<RiskView> {
    const who = requireRole(actor);
    const risk = await this.prepare(input);
    const [created] = await this.insertMany(who, [risk], 'form', ([row]) => toRiskView(row));
    return toRiskView(created);
  }

  /**
   * Validates the form's cross-references (SPEC section 5): the risk type exists, the owner is an active
   * manager or system admin, and every department exists. Field formats were checked by the DTO.
   */
  async prepare(input: RiskInput): Promise<NewRisk> {
    // One statement for the type and the references (the type is refused before any wait for the directory).
    let riskType = '';
    const check = await this.references.check(
      this.db.reader(),
      { ownerId: input.ownerId, departmentIds: input.departmentIds, riskTypes: true },
      (first) => (riskType = matchRiskType(first.riskTypes!, input.riskType)),
    );
    assertReferences(check);
    if (input.departmentIds.length === 0) throw new BadRequestException(VALIDATION.departmentsRequired);
    const likelihood = input.likelihood ?? 1;
    const impact = input.impact ?? 1;
    const outcome = resolveResidual(
      { likelihood, impact },
      { residualLikelihood: null, residualImpact: null },
      { residualLikelihood: input.residualLikelihood, residualImpact: input.residualImpact },
    );
    if (outcome.refused) throw new BadRequestException(RISK_MESSAGES[outcome.refused]);
    return {
      title: input.title.trim(),
      description: input.description?.trim() || null,
      suggestedSolution: input.suggestedSolution?.trim() || null,
      riskType,
      affectedApp: input.affectedApp ?? null,
      frequency: input.frequency ?? 'once',
      ownerId: input.ownerId,
      departmentIds: [...new Set(input.departmentIds)].sort((a, b) => a - b),
      likelihood,
      impact,
      status: input.status ?? 'open',
      dateIdentified: input.dateIdentified ?? null,
      ...outcome.residual,
      treatmentStrategy: input.treatmentStrategy ?? null,
      treatmentPlan: input.treatmentPlan?.trim() || null,
      treatmentDueDate: input.treatmentDueDate ?? null,
    };
  }

  /**
   * Inserts validated risks in one transaction with consecutive codes of the current year, and one
   * risk_created event each (the import uses this for all its valid rows at once).
   */
  async insertMany(
    actor: Actor,
    risks: NewRisk[],
    source: 'form' | 'import' = 'form',
    answer?: (created: RiskRow[]) => unknown,
  ): Promise<RiskRow[]> {
    if (risks.length === 0) return [];
    const now = this.clock.now();
    const year = now.getUTCFullYear();
    const first = await this.risks.takeNumbers(this.db.sql(), year, risks.length); // before the transaction: see takeYearNumbers
    return this.db.run(async (tx, emit) => {
      // One statement: the risks, their department links, their rows for the answer and the events, the month's
      // counts (a risk reported as closed already is opened and closed in the same month) and the kept counts of
      // the matrix and the departments, whose rows every create of the month or cell locks until commit, so this is
      // the transaction's last statement before the outbox.
      const closed = risks.filter((input) => input.status === 'closed').length;
      const rows = risks.map((input, i) => {
        const score = riskScore(input.likelihood, input.impact);
        const residual = residualScoreOf(input);
        return {
          id: randomUUID(),
          risk_code: formatCode('RSK', year, first + i),
          code_year: year,
          code_number: first + i,
          title: input.title,
          description: input.description,
          suggested_solution: input.suggestedSolution,
          status: input.status,
          risk_type: input.riskType,
          affected_app: input.affectedApp,
          frequency: input.frequency,
          owner_id: input.ownerId,
          likelihood: input.likelihood,
          impact: input.impact,
          risk_score: score,
          risk_level: riskLevel(score),
          date_identified: input.dateIdentified ?? now.toISOString().slice(0, 10),
          reported_by: actor.id,
          created_at: now.toISOString(),
          department_ids: input.departmentIds,
          residual_likelihood: input.residualLikelihood,
          residual_impact: input.residualImpact,
          residual_score: residual.residualScore,
          residual_level: residual.residualLevel,
          treatment_strategy: input.treatmentStrategy,
          treatment_plan: input.treatmentPlan,
          treatment_due_date: input.treatmentDueDate,
        };
      });
      const counted = riskCountDeltas(
        [],
        rows.map((r) => ({
          riskType: r.risk_type,
          likelihood: r.likelihood,
          impact: r.impact,
          residualLikelihood: r.residual_likelihood ?? null,
          residualImpact: r.residual_impact ?? null,
          status: r.status,
          riskLevel: r.risk_level,
          departmentIds: r.department_ids,
        })),
      );
      const created = await this.risks.insert(tx, rows, [
        this.stats.counting(now, risks.length, closed)!,
        ...this.risks.counting(counted, this.calendar.dayOf(now)),
      ]);
      for (const row of created) {
        const risk = toRiskDto(row);
        emit(
          createEvent(RiskCreated, {
            actor,
            entity: { type: 'risk', id: risk.id },
            description: `Reported risk ${riskLabel(risk)}${source === 'import' ? ' (imported)' : ''}`,
            data: { risk, source },
          }),
        );
        // An import's risks tell of their appetite in their risk_created events: no breach per imported risk.
        if (source === 'form' && row.appetite.outside) emit(appetiteBreached(actor, risk, row.appetite.maxScore));
      }
      return created;
    }, answer);
  }

  async update(actor: Actor | null, id: string, input: UpdateRiskInput): Promise<RiskView> {
    const who = requireRole(actor);
    const em = this.db.reader();
    const current = toRiskDto(await this.findOrFail(em, id));
    assertCanEdit(who, current);

    // Validate only what changes: an owner who has since lost the role does not block other edits. The type and the
    // references in one statement, and none when there is nothing to check.
    const ownerChanges = input.ownerId !== undefined && input.ownerId !== current.ownerId;
    const addedDepartments = input.departmentIds?.filter((d) => !current.departmentIds.includes(d)) ?? [];
    let riskType: string | undefined;
    if (input.riskType !== undefined || ownerChanges || addedDepartments.length > 0) {
      const check = await this.references.check(
        em,
        { ownerId: ownerChanges ? input.ownerId : undefined, departmentIds: addedDepartments, riskTypes: input.riskType !== undefined },
        (first) => {
          if (input.riskType !== undefined) riskType = matchRiskType(first.riskTypes!, input.riskType);
        },
      );
      assertReferences(check);
    }
    const change = { ...input, ...(riskType !== undefined ? { riskType } : {}) };
    return this.db.run((tx, emit) => this.change(tx, emit, who, id, change, { asEditor: true }));
  }

  /**
   * A change of a risk inside the caller's transaction: its row, departments, history entry, kept counts and events.
   * `asEditor`: the actor needs the right to edit it (the form); false for the acceptance room's status changes, whose
   * own rules allowed them. `acceptanceHandled`: the caller records the acceptance itself; otherwise a status change
   * to accepted records one (the actor's approval when an approver, else unapproved) and one away from accepted
   * revokes the standing one. The type and references in `input` were checked by the caller.
   */
  async change(
    tx: EntityManager,
    emit: (event: DomainEvent) => void,
    who: Actor | null,
    id: string,
    input: UpdateRiskInput,
    options: { asEditor: boolean; acceptanceHandled?: boolean },
  ): Promise<RiskView> {
    const locked = await this.risks.findForUpdate(tx, id);
    if (!locked) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
    // After a wait for another change of the risk, its departments (and names) are read again.
    let current: RiskRow | undefined;
    const fresh = async () => (current ??= locked.stale ? await this.findOrFail(tx, id) : locked);
    const risk = toRiskDto(locked);
    if (options.asEditor) assertCanEdit(requireRole(who), risk);
    const was = counted(risk, risk.departmentIds);

    const changes = applyChanges(risk, input);
    const { assessed, residualCleared } = applyAssessment(risk, input);
    let departmentIds: number[] | undefined;
    if (input.departmentIds !== undefined) {
      const before = toRiskDto(await fresh()).departmentIds;
      const wanted = [...new Set(input.departmentIds)].sort((a, b) => a - b);
      if (wanted.join(',') !== before.join(',')) {
        departmentIds = wanted;
        changes.departmentIds = { from: before, to: wanted };
      }
    }
    if (Object.keys(changes).length === 0 && Object.keys(assessed).length === 0) return toRiskView(await fresh());

    const score = riskScore(risk.likelihood, risk.impact);
    const updatedAt = this.clock.now();
    const closed = changes.status !== undefined && risk.status === 'closed';
    const columns: Record<string, unknown> = {};
    for (const field of RISK_TRACKED_FIELDS) if (changes[field]) columns[COLUMN_OF[field]] = risk[field];
    for (const field of RISK_ASSESSMENT_FIELDS) if (assessed[field]) columns[ASSESSMENT_COLUMN_OF[field]] = risk[field];
    const residual = residualScoreOf(risk);
    Object.assign(columns, {
      risk_score: score,
      risk_level: riskLevel(score),
      residual_score: residual.residualScore,
      residual_level: residual.residualLevel,
      updated_at: updatedAt.toISOString(),
    });
    // The kept counts change with the risk's cell, status, level or departments (the departments as they are now).
    const recount =
      ['likelihood', 'impact', 'status', 'departmentIds', 'riskType'].some((field) => field in changes) ||
      'residualLikelihood' in assessed ||
      'residualImpact' in assessed;
    const before = recount ? toRiskDto(await fresh()).departmentIds : [];
    const deltas = recount
      ? riskCountDeltas([{ ...was, departmentIds: before }], [{ ...counted(risk, departmentIds ?? before), riskLevel: riskLevel(score) }])
      : NO_COUNT_DELTAS;
    const spec = Object.keys(changes).length > 0;
    const history = this.risks.recording(
      {
        action: closed ? 'closed' : spec ? 'updated' : 'assessed',
        changes: { ...changes, ...assessed } as RiskFieldChanges,
        changedBy: who?.id ?? null,
        changedAt: updatedAt.toISOString(),
      },
      departmentIds,
    );
    // One statement: the risk, its departments, its history entry, the month's count of closed risks when it closes,
    // the kept counts, and its row.
    const also = [
      history,
      this.risks.closingVersion(updatedAt.toISOString()),
      ...(closed ? [this.stats.counting(updatedAt, 0, 1)!] : []),
      ...this.risks.counting(deltas, this.calendar.dayOf(updatedAt)),
    ];
    const row = await this.risks.update(tx, id, columns, departmentIds, also);
    const dto = toRiskDto(row);
    if (spec)
      emit(
        createEvent(closed ? RiskClosed : RiskUpdated, {
          actor: who,
          entity: { type: 'risk', id },
          description: `${closed ? 'Closed' : 'Updated'} risk ${riskLabel(dto)}`,
          data: { risk: dto, changes },
        }),
      );
    if (Object.keys(assessed).length > 0)
      emit(
        createEvent(RiskAssessed, {
          actor: who,
          entity: { type: 'risk', id },
          description: `Assessed risk ${riskLabel(dto)}${residualCleared ? ' (residual cleared: the inherent score fell below it)' : ''}`,
          data: { risk: dto, changes: assessed, residualCleared },
        }),
      );
    if (!locked.appetite.outside && row.appetite.outside) emit(appetiteBreached(who, dto, row.appetite.maxScore));
    if (changes.status && !options.acceptanceHandled && who) {
      const acceptance = await this.acceptanceOfStatusChange(tx, who, dto, changes.status.from, updatedAt);
      if (acceptance) emit(acceptance);
      return toRiskView(await this.findOrFail(tx, id)); // with the acceptance as it now stands
    }
    return toRiskView(row);
  }

  /**
   * The form's status change and the acceptance (issue 25): to accepted, an approver's change approves (a pending
   * request, or a new acceptance of ACCEPTANCE_DEFAULT_DAYS) and anyone else's is recorded as unapproved; away from
   * accepted, the standing acceptance is revoked. Answers the event to emit, if any.
   */
  private async acceptanceOfStatusChange(
    tx: EntityManager,
    who: Actor,
    risk: RiskDto,
    from: RiskDto['status'],
    at: Date,
  ): Promise<DomainEvent | null> {
    const standing = await this.acceptances.standingForUpdate(tx, risk.id);
    const now = at.toISOString();
    const approver = APPROVER_ROLES.includes(who.role);
    const event = (definition: typeof RiskAccepted | typeof RiskAcceptanceRevoked, acceptance: RiskAcceptanceDto, verb: string) =>
      createEvent(definition, {
        actor: who,
        entity: { type: 'risk', id: risk.id },
        description: `${verb} risk ${riskLabel(risk)}`,
        data: { risk, acceptance },
      });
    if (risk.status === 'accepted') {
      const step = { decidedBy: who.id, decidedAt: now };
      if (standing && approver && standing.status !== 'approved')
        return event(RiskAccepted, await this.acceptances.step(tx, standing.id, { ...step, status: 'approved' }), 'Accepted');
      if (standing?.status === 'pending') await this.acceptances.step(tx, standing.id, { ...step, status: 'unapproved' });
      if (standing) return null;
      const acceptance = await this.acceptances.insert(tx, risk.id, {
        status: approver ? 'approved' : 'unapproved',
        justification: null,
        requestedBy: who.id,
        requestedAt: now,
        expiresOn: addDays(now.slice(0, 10), ACCEPTANCE_DEFAULT_DAYS),
        ...(approver ? step : {}),
      });
      return approver ? event(RiskAccepted, acceptance, 'Accepted') : null;
    }
    if (from === 'accepted' && standing && standing.status !== 'pending')
      return event(
        RiskAcceptanceRevoked,
        await this.acceptances.step(tx, standing.id, { status: 'revoked', decidedBy: who.id, decidedAt: now }),
        'Revoked the acceptance of',
      );
    return null;
  }

  /** Deletes the risk, its department links and (through the comments room) its comments in one transaction. */
  async remove(actor: Actor | null, id: string): Promise<{ id: string; riskId: string }> {
    const who = requireRole(actor);
    if (!isUuid(id)) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
    return this.db.run(async (tx, emit) => {
      const risk = await tx.findOne(Risk, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!risk) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
      const permissions = riskPermissions(who, { ownerId: risk.ownerId, reportedBy: risk.reportedBy ?? null, status: risk.status });
      if (!permissions.canDelete) throw new ForbiddenException(RISK_MESSAGES.forbiddenDelete);
      const dto = toRiskDto(await this.findOrFail(tx, id));
      const deletedComments = await this.comments.deleteForRisk(tx, id);
      // The history stays: the register as of an earlier date still knows the risk (issue 26).
      const deletedAt = this.clock.now();
      await this.risks.record(
        tx,
        id,
        { action: 'deleted', changes: {}, changedBy: who.id, changedAt: deletedAt.toISOString() },
        historyValues(dto),
        { riskCode: dto.riskId, title: dto.title },
      );
      await this.risks.unlinkDepartments(tx, id);
      await tx.nativeDelete(Risk, { id });
      await this.risks.count(tx, riskCountDeltas([counted(dto, dto.departmentIds)], []), this.calendar.dayOf(deletedAt));
      emit(
        createEvent(RiskDeleted, {
          actor: who,
          entity: { type: 'risk', id },
          description: `Deleted risk ${riskLabel(dto)}`,
          data: { risk: dto, deletedComments },
        }),
      );
      return { id, riskId: dto.riskId };
    });
  }

  private async findOrFail(em: SqlReader, id: string): Promise<RiskRow> {
    const row = isUuid(id) ? await this.risks.findById(em, id) : null;
    if (!row) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
    return row;
  }
}

/** The event of a change that took `risk` outside its type's appetite (issue 25). */
function appetiteBreached(actor: Actor | null, risk: RiskDto, maxScore: number): DomainEvent {
  const score = assessedScore(risk);
  return createEvent(RiskAppetiteBreached, {
    actor,
    entity: { type: 'risk', id: risk.id },
    description: `Risk ${riskLabel(risk)} went outside the appetite (score ${score} above ${maxScore})`,
    data: { risk, assessedScore: score, maxScore },
  });
}

/** The facts of a risk the kept counts know (its level as stored: the caller gives a changed one). */
function counted(
  risk: Pick<RiskDto, 'riskType' | 'likelihood' | 'impact' | 'residualLikelihood' | 'residualImpact' | 'status' | 'riskLevel'>,
  departmentIds: number[],
): CountedRisk {
  return {
    riskType: risk.riskType,
    likelihood: risk.likelihood,
    impact: risk.impact,
    residualLikelihood: risk.residualLikelihood,
    residualImpact: risk.residualImpact,
    status: risk.status,
    riskLevel: risk.riskLevel,
    departmentIds,
  };
}

function assertCanEdit(actor: Actor, risk: Pick<RiskDto, 'ownerId' | 'reportedById' | 'status'>) {
  const permissions = riskPermissions(actor, { ownerId: risk.ownerId, reportedBy: risk.reportedById, status: risk.status });
  if (!permissions.canEdit) throw new ForbiddenException(RISK_MESSAGES.forbiddenEdit);
}

/** The owner and departments named by a form must be known (and the owner eligible). */
function assertReferences(check: ReferenceCheck) {
  if (check.owner === 'unknown' || check.owner === 'ineligible') throw new BadRequestException(RISK_MESSAGES.ownerNotEligible);
  if (check.missingDepartments.length > 0) throw new BadRequestException(RISK_MESSAGES.departmentUnknown);
}

/** The column of each tracked field. */
const COLUMN_OF: Record<RiskTrackedField, string> = {
  title: 'title',
  description: 'description',
  suggestedSolution: 'suggested_solution',
  riskType: 'risk_type',
  affectedApp: 'affected_app',
  frequency: 'frequency',
  ownerId: 'owner_id',
  likelihood: 'likelihood',
  impact: 'impact',
  status: 'status',
  dateIdentified: 'date_identified',
};

/** The column of each assessment field (issue 25). */
const ASSESSMENT_COLUMN_OF: Record<RiskAssessmentField, string> = {
  residualLikelihood: 'residual_likelihood',
  residualImpact: 'residual_impact',
  treatmentStrategy: 'treatment_strategy',
  treatmentPlan: 'treatment_plan',
  treatmentDueDate: 'treatment_due_date',
};

/**
 * Sets the assessment fields a change leaves different (after applyChanges set the inherent ones) and reports them:
 * the residual as resolveResidual rules (refused with the rule's message), the treatment as given.
 */
function applyAssessment(
  risk: RiskDto,
  input: UpdateRiskInput,
): { assessed: Partial<Record<RiskAssessmentField, { from: unknown; to: unknown }>>; residualCleared: boolean } {
  const outcome = resolveResidual(risk, risk, { residualLikelihood: input.residualLikelihood, residualImpact: input.residualImpact });
  if (outcome.refused) throw new BadRequestException(RISK_MESSAGES[outcome.refused]);
  const next: Pick<RiskDto, RiskAssessmentField> = {
    ...outcome.residual,
    treatmentStrategy: input.treatmentStrategy !== undefined ? input.treatmentStrategy : risk.treatmentStrategy,
    treatmentPlan: input.treatmentPlan !== undefined ? input.treatmentPlan?.trim() || null : risk.treatmentPlan,
    treatmentDueDate: input.treatmentDueDate !== undefined ? input.treatmentDueDate : risk.treatmentDueDate,
  };
  const assessed: Partial<Record<RiskAssessmentField, { from: unknown; to: unknown }>> = {};
  for (const field of RISK_ASSESSMENT_FIELDS) {
    if ((risk[field] ?? null) === (next[field] ?? null)) continue;
    assessed[field] = { from: risk[field] ?? null, to: next[field] ?? null };
    (risk as Pick<RiskDto, RiskAssessmentField>)[field] = (next[field] ?? null) as never;
  }
  return { assessed, residualCleared: outcome.cleared };
}

/** Sets the tracked fields that differ and reports them, field by field. */
function applyChanges(risk: RiskDto, next: Partial<Pick<RiskDto, RiskTrackedField>>): RiskChanges {
  const changes: RiskChanges = {};
  const track = <F extends RiskTrackedField>(field: F) => {
    const to = next[field];
    if (to === undefined) return;
    const from = (risk[field] ?? null) as RiskDto[F];
    if (from === (to ?? null)) return;
    (changes as Record<F, { from: RiskDto[F]; to: RiskDto[F] }>)[field] = { from, to: (to ?? null) as RiskDto[F] };
    (risk as Pick<RiskDto, RiskTrackedField>)[field] = (to ?? null) as RiskDto[F];
  };
  RISK_TRACKED_FIELDS.forEach(track);
  return changes;
}
