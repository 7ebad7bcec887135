import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException, BadRequestException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole } from '@rtm/backend/app';
import { isUuid } from '@rtm/backend/db';
import { Transactions, createEvent } from '@rtm/backend/events';
import {
  APPROVER_ROLES,
  ACCEPTANCE_EXPIRING_DAYS,
  RISK_MESSAGES,
  RiskAcceptanceExpired,
  RiskAcceptanceRejected,
  RiskAcceptanceRequested,
  RiskAcceptanceRevoked,
  RiskAccepted,
  acceptanceExpiryAllowed,
  mayDecideAcceptance,
  mayRequestAcceptance,
  mayWithdrawAcceptance,
  type AcceptanceDecisionInput,
  type Actor,
  type DomainEvent,
  type EventDefinition,
  type RequestAcceptanceInput,
  type RiskAcceptanceDto,
  type RiskAcceptanceEventData,
  type RiskAcceptanceSummaryDto,
  type RiskDto,
} from '@rtm/contracts';
import { Clock } from '../common/clock.js';
import { riskDtoOfView, toRiskDto } from '../risks/risk.mapper.js';
import { RiskRepository } from '../risks/risk.repository.js';
import { RisksService, riskLabel } from '../risks/risks.service.js';
import { AcceptanceRepository } from '../acceptance-records/acceptance.repository.js';
import { EvidenceRepository } from '../evidence/evidence.repository.js';

type Emit = (event: DomainEvent) => void;

/**
 * Acceptance of a risk (issue 25): a request with a justification and an expiry, an approver's decision, a withdrawal
 * or revocation, and the expiry. Each step and the risk's status change it causes (accepted; back under review) are one
 * transaction with their events; the risk's lock orders steps of one risk.
 */
@Injectable()
export class AcceptanceService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(AcceptanceRepository) private readonly acceptances: AcceptanceRepository,
    @Inject(RiskRepository) private readonly risks: RiskRepository,
    @Inject(RisksService) private readonly riskChanges: RisksService,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(EvidenceRepository) private readonly evidence: EvidenceRepository,
  ) {}

  /** The dashboard's acceptance cards, for every signed-in role (awaitingYourDecision is 0 for those who cannot approve). */
  async summary(actor: Actor | null): Promise<RiskAcceptanceSummaryDto> {
    const who = requireRole(actor);
    const today = this.clock.now().toISOString().slice(0, 10);
    const decider = APPROVER_ROLES.includes(who.role) ? who.id : null;
    return this.acceptances.summary(this.db.reader(), decider, today, ACCEPTANCE_EXPIRING_DAYS);
  }

  async request(actor: Actor | null, input: RequestAcceptanceInput): Promise<RiskAcceptanceDto> {
    const who = requireRole(actor);
    const now = this.clock.now();
    if (!acceptanceExpiryAllowed(input.expiresOn, now.toISOString().slice(0, 10)))
      throw new BadRequestException(RISK_MESSAGES.expiresOnRange);
    return this.db.run(async (tx, emit) => {
      const risk = await this.lockedRisk(tx, input.id);
      if (!mayRequestAcceptance(who, risk)) throw new ForbiddenException(RISK_MESSAGES.forbiddenRequestAcceptance);
      if (risk.status === 'closed') throw new ConflictException(RISK_MESSAGES.acceptanceClosedRisk);
      if (await this.acceptances.standingForUpdate(tx, risk.id)) throw new ConflictException(RISK_MESSAGES.acceptancePending);
      if (!(await this.acceptances.otherApproverExists(tx, who.id))) throw new ConflictException(RISK_MESSAGES.noOtherApprover);
      const evidenceIds = await this.evidence.checked(tx, risk.id, input.evidenceIds);
      const acceptance = await this.acceptances.insert(tx, risk.id, {
        evidenceIds,
        status: 'pending',
        justification: input.justification,
        requestedBy: who.id,
        requestedAt: now.toISOString(),
        expiresOn: input.expiresOn,
      });
      emit(this.event(RiskAcceptanceRequested, who, risk, acceptance, 'Requested the acceptance of'));
      return acceptance;
    });
  }

  async decide(actor: Actor | null, input: AcceptanceDecisionInput): Promise<RiskAcceptanceDto> {
    const who = requireRole(actor);
    return this.db.run(async (tx, emit) => {
      const risk = await this.lockedRisk(tx, input.id);
      const standing = await this.acceptances.standingForUpdate(tx, risk.id);
      if (!standing || standing.status === 'approved') throw new ConflictException(RISK_MESSAGES.acceptanceNone);
      if (!mayDecideAcceptance(who, standing)) throw new ForbiddenException(RISK_MESSAGES.forbiddenDecideAcceptance);
      const added = await this.evidence.checked(tx, risk.id, input.evidenceIds);
      const step = {
        decidedBy: who.id,
        decidedAt: this.clock.now().toISOString(),
        decisionComment: input.comment ?? null,
        evidenceIds: added.length ? [...new Set([...(standing.evidenceIds ?? []), ...added])] : undefined,
      };
      if (input.decision === 'approve') {
        const acceptance = await this.acceptances.step(tx, standing.id, { ...step, status: 'approved' });
        const changed = await this.setStatus(tx, emit, who, risk, 'accepted');
        emit(this.event(RiskAccepted, who, changed, acceptance, 'Accepted'));
        return acceptance;
      }
      const acceptance = await this.acceptances.step(tx, standing.id, { ...step, status: 'rejected' });
      // An unapproved acceptance set the status already: refused, the risk goes back under review.
      const changed = standing.status === 'unapproved' ? await this.setStatus(tx, emit, who, risk, 'under_review') : risk;
      emit(this.event(RiskAcceptanceRejected, who, changed, acceptance, 'Rejected the acceptance of'));
      return acceptance;
    });
  }

  /** Withdraws a pending request (its requester), or revokes a standing acceptance: the risk goes back under review. */
  async withdraw(actor: Actor | null, riskId: string): Promise<RiskAcceptanceDto> {
    const who = requireRole(actor);
    return this.db.run(async (tx, emit) => {
      const risk = await this.lockedRisk(tx, riskId);
      const standing = await this.acceptances.standingForUpdate(tx, risk.id);
      if (!standing) throw new ConflictException(RISK_MESSAGES.acceptanceNothingToWithdraw);
      if (!mayWithdrawAcceptance(who, standing, risk)) throw new ForbiddenException(RISK_MESSAGES.forbiddenWithdrawAcceptance);
      const acceptance = await this.acceptances.step(tx, standing.id, {
        status: 'revoked',
        decidedBy: who.id,
        decidedAt: this.clock.now().toISOString(),
      });
      const changed = standing.status === 'pending' ? risk : await this.setStatus(tx, emit, who, risk, 'under_review');
      emit(this.event(RiskAcceptanceRevoked, who, changed, acceptance, 'Revoked the acceptance of'));
      return acceptance;
    });
  }

  /**
   * Expires the approved acceptances whose last day has passed, up to `limit` risks, one transaction each (the expiry
   * job's round): the risk goes back under review, by the system (no actor). Answers how many were due.
   */
  async expireDue(limit = 100): Promise<number> {
    const today = this.clock.now().toISOString().slice(0, 10);
    const due = await this.acceptances.expiredRiskIds(this.db.reader(), today, limit);
    for (const riskId of due) {
      await this.db.run(async (tx, emit) => {
        const risk = await this.lockedRisk(tx, riskId);
        const standing = await this.acceptances.standingForUpdate(tx, riskId);
        if (standing?.status !== 'approved' || standing.expiresOn >= today) return; // decided meanwhile
        const acceptance = await this.acceptances.step(tx, standing.id, {
          status: 'expired',
          decidedBy: null,
          decidedAt: this.clock.now().toISOString(),
        });
        const changed = risk.status === 'accepted' ? await this.setStatus(tx, emit, null, risk, 'under_review') : risk;
        emit(this.event(RiskAcceptanceExpired, null, changed, acceptance, 'Acceptance expired for'));
      });
    }
    return due.length;
  }

  /** The risk, locked for the step (its acceptance rows are changed under this lock only). */
  private async lockedRisk(tx: EntityManager, id: string): Promise<RiskDto> {
    const row = isUuid(id) ? await this.risks.findForUpdate(tx, id) : null;
    if (!row) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
    return toRiskDto(row);
  }

  /** The risk's status change that a step causes, through the risks room (history, kept counts, risk_updated). */
  private async setStatus(tx: EntityManager, emit: Emit, who: Actor | null, risk: RiskDto, status: RiskDto['status']): Promise<RiskDto> {
    if (risk.status === status) return risk;
    const view = await this.riskChanges.change(tx, emit, who, risk.id, { status }, { asEditor: false, acceptanceHandled: true });
    return riskDtoOfView(view);
  }

  private event(
    definition: EventDefinition<string, RiskAcceptanceEventData>,
    actor: Actor | null,
    risk: RiskDto,
    acceptance: RiskAcceptanceDto,
    verb: string,
  ): DomainEvent {
    return createEvent(definition, {
      actor,
      entity: { type: 'risk', id: risk.id },
      description: `${verb} risk ${riskLabel(risk)}`,
      data: { risk, acceptance },
    });
  }
}
