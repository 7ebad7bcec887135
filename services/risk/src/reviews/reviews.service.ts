import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { requireRole } from '@rtm/backend/app';
import { isUuid } from '@rtm/backend/db';
import { Transactions, createEvent, sameAnswer } from '@rtm/backend/events';
import { recordPage } from '@rtm/contracts/validation';
import {
  RISK_MESSAGES,
  RISK_STATS_ROLES,
  RiskReviewed,
  mayReview,
  type Actor,
  type CreateRiskReviewInput,
  type DepartmentReviewsDto,
  type Page,
  type RecordPageInput,
  type ReviewScores,
  type RiskDto,
  type RiskFieldChanges,
  type RiskReviewDto,
  type UpdateRiskInput,
} from '@rtm/contracts';
import { Clock } from '../common/clock.js';
import { RiskCalendar } from '../common/calendar.js';
import { riskDtoOfView, toRiskDto } from '../risks/risk.mapper.js';
import { RiskRepository } from '../risks/risk.repository.js';
import { RisksService, riskLabel } from '../risks/risks.service.js';
import { EvidenceRepository } from '../evidence/evidence.repository.js';
import { ReviewRepository } from './review.repository.js';

/** The fields a review may change, compared before and after for the event's `changes`. */
const REVIEWED_FIELDS = ['likelihood', 'impact', 'residualLikelihood', 'residualImpact', 'status'] as const;

/**
 * Reviews of risks (issue 26): the owner, a manager or a system admin confirms, rescores or closes a risk. A rescore and
 * a closure are changes of the risk through RisksService.change (its history entry, kept counts, appetite check and
 * events), in the review's transaction with the review's row, the risk's last review and risk_reviewed.
 */
@Injectable()
export class ReviewsService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(ReviewRepository) private readonly reviews: ReviewRepository,
    @Inject(RiskRepository) private readonly risks: RiskRepository,
    @Inject(RisksService) private readonly risksService: RisksService,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(RiskCalendar) private readonly calendar: RiskCalendar,
    @Inject(EvidenceRepository) private readonly evidence: EvidenceRepository,
  ) {}

  async create(actor: Actor | null, input: CreateRiskReviewInput): Promise<RiskReviewDto> {
    const who = requireRole(actor);
    if (!isUuid(input.id)) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
    const scores = givenScores(input);
    if (input.outcome !== 'rescored' && Object.keys(scores).length > 0)
      throw new BadRequestException(RISK_MESSAGES.reviewScoresOnlyRescored);
    return this.db.run(async (tx, emit) => {
      const locked = await this.risks.findForUpdate(tx, input.id);
      if (!locked) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
      const before = toRiskDto(locked);
      if (!mayReview(who, before)) throw new ForbiddenException(RISK_MESSAGES.forbiddenReview);
      if (before.status === 'closed') throw new ConflictException(RISK_MESSAGES.reviewClosedRisk);
      const change: UpdateRiskInput = input.outcome === 'closed' ? { status: 'closed' } : scores;
      if (
        input.outcome === 'rescored' &&
        !Object.entries(scores).some(([field, to]) => (before[field as keyof ReviewScores] ?? null) !== to)
      )
        throw new BadRequestException(RISK_MESSAGES.reviewRescoreUnchanged);
      const evidenceIds = await this.evidence.checked(tx, input.id, input.evidenceIds);

      const reviewedAt = this.clock.now().toISOString();
      // First the last review, so the change's row and events carry it and the next review due it gives.
      await this.reviews.markReviewed(tx, input.id, reviewedAt);
      const after = riskDtoOfView(await this.risksService.change(tx, emit, who, input.id, change, { asEditor: false }));
      const review = await this.reviews.insert(tx, {
        id: randomUUID(),
        riskId: input.id,
        outcome: input.outcome,
        comment: input.comment,
        reviewedById: who.id,
        reviewedAt,
        before: scoresOf(before),
        after: scoresOf(after),
        nextReviewDue: after.nextReviewDue ?? null,
        evidenceIds,
      });
      const changes: RiskFieldChanges = {};
      for (const field of REVIEWED_FIELDS)
        if ((before[field] ?? null) !== (after[field] ?? null)) changes[field] = { from: before[field] ?? null, to: after[field] ?? null };
      emit(
        createEvent(RiskReviewed, {
          actor: who,
          entity: { type: 'risk', id: input.id },
          description: `Reviewed risk ${riskLabel(after)}: ${input.outcome}`,
          data: { risk: after, review, changes },
        }),
      );
      return review;
    }, sameAnswer);
  }

  /** Anyone signed in who can read the risk reads its reviews, newest first. */
  async list(actor: Actor | null, riskId: string, page?: RecordPageInput): Promise<Page<RiskReviewDto>> {
    requireRole(actor);
    if (!isUuid(riskId)) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
    const { limit, offset } = recordPage(page);
    const { known, ...answer } = await this.reviews.list(this.db.reader(), riskId, limit, offset);
    if (!known) throw new NotFoundException(RISK_MESSAGES.riskNotFound);
    return answer;
  }

  async byDepartment(actor: Actor | null): Promise<DepartmentReviewsDto[]> {
    requireRole(actor, ...RISK_STATS_ROLES);
    return this.reviews.byDepartment(this.db.reader(), this.calendar.dayOf(this.clock.now()));
  }
}

/** The scores a rescore sends (null clears the residual assessment). */
function givenScores(input: CreateRiskReviewInput): Partial<ReviewScores> {
  const scores: Partial<ReviewScores> = {};
  if (input.likelihood !== undefined) scores.likelihood = input.likelihood;
  if (input.impact !== undefined) scores.impact = input.impact;
  if (input.residualLikelihood !== undefined) scores.residualLikelihood = input.residualLikelihood;
  if (input.residualImpact !== undefined) scores.residualImpact = input.residualImpact;
  return scores;
}

function scoresOf(risk: RiskDto): ReviewScores {
  return {
    likelihood: risk.likelihood,
    impact: risk.impact,
    residualLikelihood: risk.residualLikelihood,
    residualImpact: risk.residualImpact,
  };
}
