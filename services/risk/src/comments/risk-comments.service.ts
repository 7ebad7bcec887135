import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Transactions, createEvent } from '@rtm/backend/events';
import { requireRole } from '@rtm/backend/app';
import { RISK_MESSAGES, VALIDATION, type Actor, type CreateCommentInput, type RiskCommentDto } from '@rtm/contracts';
import { Clock } from '../common/clock.js';
import { RisksService, riskLabel } from '../risks/risks.service.js';
import { RiskComment, toRiskCommentDto } from './risk-comment.entity.js';

const EXCERPT = 200;

@Injectable()
export class RiskCommentsService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(RisksService) private readonly risks: RisksService,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** Comments of a risk, oldest first (a conversation reads top to bottom). */
  async list(actor: Actor | null, riskId: string): Promise<RiskCommentDto[]> {
    requireRole(actor);
    const em = this.db.reader();
    await this.risks.findOrFail(em, riskId);
    const comments = await em.find(RiskComment, { riskId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return comments.map(toRiskCommentDto);
  }

  /** Any signed-in user may comment; the author is the actor, never a field of the request. */
  async create(actor: Actor | null, input: CreateCommentInput): Promise<RiskCommentDto> {
    const author = requireRole(actor);
    if (!input.riskId) throw new BadRequestException(RISK_MESSAGES.commentTargetRequired);
    const content = input.content?.trim() ?? '';
    if (!content) throw new BadRequestException(VALIDATION.contentRequired);
    const riskId = input.riskId;
    return this.db.run(async (tx, emit) => {
      const risk = await this.risks.findOrFail(tx, riskId);
      const comment = tx.create(RiskComment, { id: randomUUID(), riskId, authorId: author.id, content, createdAt: this.clock.now() });
      await tx.flush();
      emit(
        createEvent({
          type: 'comment_added',
          actor: author,
          entity: { type: 'risk', id: riskId },
          description: `Commented on risk ${riskLabel(risk)}`,
          data: {
            commentId: comment.id,
            riskId,
            riskCode: risk.riskId,
            riskTitle: risk.title,
            ownerId: risk.ownerId,
            excerpt: content.length > EXCERPT ? `${content.slice(0, EXCERPT)}…` : content,
          },
        }),
      );
      return toRiskCommentDto(comment);
    });
  }
}
